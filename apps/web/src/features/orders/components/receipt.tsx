import { billRows } from '@bistro/contract/bill-settings';
import { lineTotal } from '@bistro/contract/cart-totals';
import { addressLine } from '@bistro/contract/fulfilment';
import { format, fromMajor, subtract } from '@bistro/contract/money';
import { type Order, orderChannelLabels, paymentWords, type ReceiptIssuer, refundRows } from '@bistro/contract/orders';
import { pictureAt } from '@bistro/contract/pictures';
import type { RestaurantClock } from '@bistro/contract/restaurant-clock';
import type { ReactNode } from 'react';
import { ChosenChoices, lineKey } from '@/components/ui/chosen-choices.tsx';
import { PrintButton } from '@/components/ui/print-button.tsx';

interface ReceiptProps {
  order: Order;
  /** The restaurant that issued it: its name, address, phone and tax number as they were when it was paid. */
  issuer: Required<ReceiptIssuer>;
  /** The restaurant's logo (as it is now), printed above its name. */
  logo: string | null;
  clock: RestaurantClock;
  /** The way back to the order's page. */
  back: ReactNode;
}

/** The change handed back for cash: what was tendered less the total. */
const changeOf = (order: Order) =>
  subtract(fromMajor(order.tendered ?? 0, order.bill.currency), fromMajor(order.total, order.bill.currency));

/** The dishes of a change in words: "1 × Soup and 2 × Tea". */
const dishes = (lines: Order['changes'][number]['added']) =>
  lines.map((line) => `${line.quantity} × ${line.name}`).join(', ');

/** A change of the order in words, with when: "Added 1 × Tea on …", "Taken off 2 × Soup on …: reason". */
function changeWords(change: Order['changes'][number], clock: RestaurantClock): string {
  const when = clock.stamp(change.at);
  const added = change.added.length > 0 ? `Added ${dishes(change.added)} on ${when}` : '';
  const removed = change.removed.length > 0 ? `Taken off ${dishes(change.removed)} on ${when}` : '';
  return [added, removed].filter(Boolean).join('; ') + (change.reason ? `: ${change.reason}` : '');
}

/**
 * A paid order's receipt, to print or keep: the restaurant, the order's number, when it was paid
 * and is picked up, its lines with their choices (as the order page lists them), its bill's rows (those of the order page) and the payment's
 * reference, where it was ordered and how it was paid (cash with what was handed over and the
 * change); a cancelled order says it was refunded, a partial refund what it gave back and why,
 * dishes added or taken off before it was paid, with when, and dishes added once it was paid (an
 * order of their own, with its own receipt) or the order they were added to.
 * Only the sheet prints (index.css).
 */
export function Receipt({ order, issuer, logo, clock, back }: ReceiptProps) {
  const refunded = order.status === 'cancelled';
  return (
    <article
      className="print-sheet mx-auto max-w-xl space-y-5 rounded bg-base-100 p-4 shadow md:p-8"
      aria-labelledby="receipt-heading"
    >
      <title>{`${issuer.name} | Receipt for order #${order.number}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        {back}
        <PrintButton />
      </div>
      <header className="space-y-1 text-center">
        {logo && <img src={pictureAt(logo, 240)} alt="" className="mx-auto h-16 w-auto" />}
        <p className="font-bold font-display text-2xl">{issuer.name}</p>
        {issuer.address && <p>{issuer.address}</p>}
        {issuer.phone && <p>{issuer.phone}</p>}
        {issuer.taxNumber && <p>Tax number: {issuer.taxNumber}</p>}
      </header>
      <h1 id="receipt-heading" className="text-center font-display text-xl">
        Receipt for order #{order.number}
      </h1>
      {refunded && (
        <p className="rounded border-2 border-current p-2 text-center font-bold">
          Cancelled: the whole amount was refunded{order.refundedAt ? ` on ${clock.stamp(order.refundedAt)}` : ''}.
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {order.paidAt && (
          <>
            <dt>Paid</dt>
            <dd className="text-right">{clock.stamp(order.paidAt)}</dd>
          </>
        )}
        {order.pickupAt && (
          <>
            <dt>Pickup</dt>
            <dd className="text-right">{clock.stamp(order.pickupAt)}</dd>
          </>
        )}
        {order.fulfilment.address && (
          <>
            <dt>Delivered to</dt>
            <dd className="text-right">{addressLine(order.fulfilment.address)}</dd>
          </>
        )}
        <dt>Name</dt>
        <dd className="text-right">{order.customerName}</dd>
        <dt>Ordered</dt>
        <dd className="text-right">{orderChannelLabels[order.channel]}</dd>
        <dt>Payment</dt>
        <dd className="text-right">{paymentWords(order)}</dd>
        {order.tendered !== null && (
          <>
            <dt>Tendered</dt>
            <dd className="text-right tabular-nums">{format(fromMajor(order.tendered, order.bill.currency))}</dd>
            <dt>Change</dt>
            <dd className="text-right tabular-nums">{format(changeOf(order))}</dd>
          </>
        )}
      </dl>
      <table className="w-full text-sm">
        <caption className="sr-only">What was ordered</caption>
        <thead>
          <tr className="border-current border-b">
            <th scope="col" className="py-1 text-left">
              Dish
            </th>
            <th scope="col" className="py-1 text-right">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={lineKey(line)} className="align-top">
              <td className="py-1 pr-2">
                {line.quantity} × {line.name}
                <ChosenChoices choices={line.choices} className="ml-4" />
              </td>
              <td className="py-1 text-right tabular-nums">{format(lineTotal(line, order.bill.currency))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-current border-t">
          {[...billRows(order.bill), ...refundRows(order)].map((row) => (
            <tr key={row.label} className={row.label === 'Total' ? 'font-bold text-base' : ''}>
              <th scope="row" className="py-1 text-left font-normal">
                {row.label}
              </th>
              <td className="py-1 text-right tabular-nums">{format(row.amount)}</td>
            </tr>
          ))}
        </tfoot>
      </table>
      {order.changes.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label="Changes to the order">
          {order.changes.map((change) => (
            <li key={change.at}>{changeWords(change, clock)}</li>
          ))}
        </ul>
      )}
      {order.addedTo && <p className="text-sm">Dishes added to order #{order.addedTo.number}, paid on their own.</p>}
      {order.additions.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label="Dishes added later">
          {order.additions.map((addition) => (
            <li key={addition.id}>
              Dishes added later: order #{addition.number}, {format(fromMajor(addition.total, order.bill.currency))}{' '}
              {addition.paymentStatus === 'paid' ? 'paid on its own receipt' : 'to pay'}
            </li>
          ))}
        </ul>
      )}
      {order.refunds.length > 0 && (
        <ul className="space-y-1 text-sm">
          {order.refunds.map((refund) => (
            <li key={refund.id}>
              Refunded {format(fromMajor(refund.amount, order.bill.currency))} on {clock.stamp(refund.at)}
              {refund.lines.length > 0
                ? ` (${refund.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')})`
                : ''}
              : {refund.reason}
            </li>
          ))}
        </ul>
      )}
      {order.paymentReference && (
        <p className="break-all text-sm">
          Payment reference: <span className="font-mono">{order.paymentReference}</span>
        </p>
      )}
      <p className="text-center text-sm">Thank you for ordering from {issuer.name}.</p>
    </article>
  );
}
