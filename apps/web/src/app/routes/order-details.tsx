import { useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useRole } from '@/features/auth/api/get-admin-status.ts';
import { OrderDetails } from '@/features/orders/components/order-details.tsx';

/** One order: its diner follows it; staff and admins also refund part of it. */
export default function OrderDetailsRoute() {
  const { id = '' } = useParams();
  const { isStaff } = useRole();
  return (
    <section className="mx-auto max-w-3xl">
      <OrderDetails id={id} receiptHref={paths.dashboard.receipt.getHref(id)} canRefund={isStaff} />
    </section>
  );
}
