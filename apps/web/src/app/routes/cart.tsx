import { PageTitle } from '@/components/ui/page-title.tsx';

/** The spec's public `cart` route: a stub that shows its single word, for signed-in people. */
export default function CartRoute() {
  return (
    <section className="mx-auto max-w-screen-xl px-4 pt-28 pb-16">
      <PageTitle>Cart</PageTitle>
      <h1 className="font-display text-3xl">Cart</h1>
    </section>
  );
}
