/** The spec's stub screens, which show a single word. */
function Word({ word }: { word: string }) {
  return (
    <section>
      <title>{`Bistro Boss | ${word}`}</title>
      <h1 className="font-display text-3xl">{word}</h1>
    </section>
  );
}

export const AddReviewRoute = () => <Word word="AddReview" />;
