import { PageTitle } from '@/components/ui/page-title.tsx';
import { DeliveryList } from '@/features/orders/components/delivery-list.tsx';
import { useTranslate } from '@/lib/i18n.ts';

export default function DeliveriesRoute() {
  const t = useTranslate();
  return (
    <section className="mx-auto max-w-xl space-y-4">
      <PageTitle>{t('delivery.title')}</PageTitle>
      <h1 className="font-display text-2xl">{t('delivery.title')}</h1>
      <DeliveryList />
    </section>
  );
}
