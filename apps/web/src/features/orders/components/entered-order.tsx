import type { CounterOrderResponse } from '@bistro/contract/counter';
import { format, fromMajor } from '@bistro/contract/money';
import { orderChannelLabels } from '@bistro/contract/orders';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';

/**
 * What the New order screen says once an order is in: its number, the change to give back for
 * cash (large: it is read aloud across the counter), what is still to pay, or where the payment
 * link went; and the way to its page. Focused when it appears, and announced.
 */
export function EnteredOrder({ order, ref }: { order: CounterOrderResponse; ref: Ref<HTMLDivElement> }) {
  const money = (major: number) => format(fromMajor(major, order.bill.currency));
  return (
    <div ref={ref} tabIndex={-1} role="status" className="alert alert-success flex flex-col items-start gap-1">
      <p className="font-semibold text-lg">
        {orderChannelLabels[order.channel]} order #{order.number} for {order.customerName} is in.
      </p>
      {order.change !== undefined && <p className="font-display text-3xl">Change to give: {money(order.change)}</p>}
      {order.paymentStatus === 'due' && order.status !== 'awaiting_payment' && (
        <p>To pay at pickup: {money(order.total)}. It is on the kitchen board.</p>
      )}
      {order.payLink && (
        <p>
          The payment link went to {order.email}: the order reaches the kitchen once {money(order.total)} is paid.
        </p>
      )}
      {order.status !== 'awaiting_payment' && (
        <Link className="link" to={paths.dashboard.order.getHref(order._id)}>
          Open order #{order.number}
        </Link>
      )}
    </div>
  );
}
