import { useParams } from 'react-router';
import { OrderDetails } from '@/features/orders/components/order-details.tsx';

export default function OrderDetailsRoute() {
  const { id = '' } = useParams();
  return (
    <section className="mx-auto max-w-3xl">
      <OrderDetails id={id} />
    </section>
  );
}
