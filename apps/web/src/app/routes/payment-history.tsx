import { SectionTitle } from '@/components/ui/section-title.tsx';
import { PaymentHistory } from '@/features/payments/components/payment-history.tsx';

export default function PaymentHistoryRoute() {
  return (
    <section className="mx-auto max-w-screen-lg">
      <title>Bistro Boss | Payment History</title>
      <SectionTitle as="h1" heading="Payments" subHeading="SEE YOUR PAYMENTS" />
      <PaymentHistory />
    </section>
  );
}
