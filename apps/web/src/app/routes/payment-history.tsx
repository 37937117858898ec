import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { PaymentHistory } from '@/features/payments/components/payment-history.tsx';
import { useTranslate } from '@/lib/i18n.ts';

export default function PaymentHistoryRoute() {
  const t = useTranslate();
  return (
    <section className="mx-auto max-w-screen-lg">
      <PageTitle>{t('dashboard.paymentHistory')}</PageTitle>
      <SectionTitle as="h1" heading={t('payments.heading')} subHeading={t('payments.subHeading')} />
      <PaymentHistory />
    </section>
  );
}
