interface SectionTitleProps {
  heading: string;
  subHeading: string;
  /** Heading level; sections under a page's hero are h2. */
  as?: 'h1' | 'h2';
}

/** The bistro's section header: a gold italic line over a bordered capitalised heading. */
export function SectionTitle({ heading, subHeading, as: Heading = 'h2' }: SectionTitleProps) {
  return (
    <header className="mx-auto my-10 max-w-sm px-4 text-center">
      {/* A line tall while its words are not known yet (today's hours, once the restaurant's
          status has come): the heading and the page below stay where they are. */}
      <p className="mb-2 min-h-[1lh] text-gold-dark italic">{subHeading}</p>
      <Heading className="border-base-300 border-y-4 py-3 text-2xl uppercase md:text-4xl">{heading}</Heading>
    </header>
  );
}
