import { useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useRole } from '@/features/auth/api/get-admin-status.ts';
import { useMenu } from '@/features/menu/api/get-menu.ts';
import { OrderDetails } from '@/features/orders/components/order-details.tsx';
import { useDishOptionsQuestion } from '../dish-options-question.tsx';

/**
 * One order: as its diner follows it, and for staff with what they do to it (take its payment, add
 * a dish, refund part of it).
 */
export default function OrderDetailsRoute() {
  const { id = '' } = useParams();
  const { isStaff } = useRole();
  const menu = useMenu({ queryConfig: { enabled: isStaff } });
  const options = useDishOptionsQuestion();
  return (
    <section className="mx-auto max-w-3xl">
      <OrderDetails
        id={id}
        receiptHref={paths.dashboard.receipt.getHref(id)}
        staff={isStaff ? { menu: menu.data ?? [], chooseOptions: options.chooseOptions } : null}
      />
      {options.dialog}
    </section>
  );
}
