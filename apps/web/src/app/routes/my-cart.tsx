import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { MyCart } from '@/features/cart/components/my-cart.tsx';
import { OrderingNotice } from '@/features/restaurant/components/ordering-notice.tsx';

export default function MyCartRoute() {
  return (
    <section className="mx-auto max-w-screen-lg">
      <PageTitle>My Cart</PageTitle>
      <SectionTitle as="h1" heading="My Cart" subHeading="---Wanna add more?---" />
      <OrderingNotice className="mb-4" />
      <MyCart />
    </section>
  );
}
