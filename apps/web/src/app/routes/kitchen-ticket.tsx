import { useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { KitchenTicketPrint } from '@/features/orders/components/kitchen-ticket-print.tsx';

/** An order's kitchen ticket, for an 80 mm ticket printer (staff and admins). */
export default function KitchenTicketRoute() {
  const { id = '' } = useParams();
  return <KitchenTicketPrint id={id} backTo={paths.dashboard.orders.getHref()} />;
}
