import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { LoadingState } from '@/components/ui/status.tsx';
import { useRestaurant } from '@/config/restaurant-status.ts';
import { MyCart } from '@/features/cart/components/my-cart.tsx';
import { OrderingNotice } from '@/features/restaurant/components/ordering-notice.tsx';
import { useTranslate } from '@/lib/i18n.ts';

export default function MyCartRoute() {
  const t = useTranslate();
  const restaurant = useRestaurant();
  return (
    <section className="mx-auto max-w-screen-lg">
      <PageTitle>{t('cart.title')}</PageTitle>
      <SectionTitle as="h1" heading={t('cart.title')} subHeading={t('cart.subtitle')} />
      {/* The cart waits for the restaurant's rules: shown first, it was pushed down by their notice. */}
      {restaurant.isPending ? (
        <LoadingState screenTall />
      ) : (
        <>
          <OrderingNotice className="mb-4" />
          <MyCart />
        </>
      )}
    </section>
  );
}
