import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { PaymentHistory } from '@/features/payments/components/payment-history.tsx';

export default function PaymentHistoryRoute() {
  return (
    <section className="mx-auto max-w-screen-lg">
      <PageTitle>Payment History</PageTitle>
      <SectionTitle as="h1" heading="Payments" subHeading="SEE YOUR PAYMENTS" />
      <PaymentHistory />
    </section>
  );
}
