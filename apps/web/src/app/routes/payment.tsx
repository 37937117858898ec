import { cartTotal } from '@bistro/contract/cart-totals';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { QueryState } from '@/components/ui/query-state.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { paths } from '@/config/paths.ts';
import { cartKey, useCart } from '@/features/cart/api/get-cart.ts';
import { CardPayment } from '@/features/payments/components/card-payment.tsx';

export default function PaymentRoute() {
  const cart = useCart();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-xl">
      <title>Bistro Boss | Payment</title>
      <SectionTitle as="h1" heading="Payment" subHeading="Pay to enjoy!" />
      <QueryState query={cart} what="your cart">
        {(items) => (
          <CardPayment
            lines={items}
            total={cartTotal(items)}
            onPaid={async (orderId) => {
              await queryClient.invalidateQueries({ queryKey: cartKey });
              // The diner follows the order from here: the kitchen's progress shows up live.
              await navigate(paths.dashboard.order.getHref(orderId));
            }}
          />
        )}
      </QueryState>
    </section>
  );
}
