import { useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { OrderReceipt } from '@/features/orders/components/order-receipt.tsx';

/** A paid order's receipt, for its diner (and staff, admins), to print. */
export default function ReceiptRoute() {
  const { id = '' } = useParams();
  return <OrderReceipt id={id} backTo={paths.dashboard.order.getHref(id)} />;
}
