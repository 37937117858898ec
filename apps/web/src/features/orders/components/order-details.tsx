import { billRows } from '@bistro/contract/bill-settings';
import { lineTotal } from '@bistro/contract/cart-totals';
import { format } from '@bistro/contract/money';
import { type Order, orderStatusLabels } from '@bistro/contract/orders';
import { Link } from 'react-router';
import { ChosenChoices, lineKey } from '@/components/ui/chosen-choices.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { useRestaurantClock } from '@/config/site-config.ts';
import { now } from '@/lib/clock.ts';
import { useOrder } from '../api/get-order.ts';
import { useOrderStream } from '../api/order-events.ts';
import { OrderTimeline } from './order-timeline.tsx';

/** One order as its diner follows it: number, status (live), timeline, lines and total. */
export function OrderDetails({ id, receiptHref }: { id: string; receiptHref: string }) {
  const order = useOrder(id);
  useOrderStream();
  return (
    <QueryState query={order} what="your order">
      {(current) => <OrderView order={current} receiptHref={receiptHref} />}
    </QueryState>
  );
}

/**
 * An order as its diner reads it, signed in or a guest: number, status, timeline, lines and
 * total, and once it is paid the link to its receipt.
 */
export function OrderView({ order: current, receiptHref }: { order: Order; receiptHref: string }) {
  const clock = useRestaurantClock();
  const seenAt = now();
  return (
    <article className="space-y-6 rounded bg-base-100 p-4 shadow md:p-8" aria-labelledby="order-heading">
      <PageTitle>{`Order #${current.number}`}</PageTitle>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="order-heading" className="font-display text-3xl">
          Order #{current.number}
        </h1>
        {current.paidAt && <p className="text-base-content/70">Paid {clock.when(current.paidAt, seenAt)}</p>}
      </header>
      {current.paidAt && (
        <Link to={receiptHref} className="btn btn-outline btn-sm min-h-11">
          Receipt
        </Link>
      )}
      <p role="status" className="font-semibold text-xl">
        {orderStatusLabels[current.status]}
      </p>
      {current.pickupAt && (
        <p className="text-lg">
          Pickup: <strong>{clock.when(current.pickupAt, seenAt)}</strong>
        </p>
      )}
      {current.phone && (
        <p>
          We call <strong>{current.phone}</strong> if there is anything about your order.
        </p>
      )}
      {current.note && (
        <div>
          <p className="font-semibold">Your note for the kitchen</p>
          <p className="whitespace-pre-line text-base-content/80">{current.note}</p>
        </div>
      )}
      <OrderTimeline order={current} />
      <table className="table">
        <caption className="sr-only">What you ordered</caption>
        <thead>
          <tr>
            <th scope="col">Dish</th>
            <th scope="col" className="text-right">
              Quantity
            </th>
            <th scope="col" className="text-right">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {current.lines.map((line) => (
            <tr key={lineKey(line)}>
              <td>
                {line.name}
                <ChosenChoices choices={line.choices} />
              </td>
              <td className="text-right">{line.quantity}</td>
              <td className="text-right">{format(lineTotal(line, current.bill.currency))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {billRows(current.bill).map((row) => (
            <tr key={row.label}>
              <th scope="row" colSpan={2}>
                {row.label}
              </th>
              <td className="text-right font-semibold">{format(row.amount)}</td>
            </tr>
          ))}
        </tfoot>
      </table>
    </article>
  );
}
