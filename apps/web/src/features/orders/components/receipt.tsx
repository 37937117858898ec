import { billRows } from '@bistro/contract/bill-settings';
import { lineTotal } from '@bistro/contract/cart-totals';
import { addressLine } from '@bistro/contract/fulfilment';
import type { Language } from '@bistro/contract/languages';
import { format, fromMajor, subtract } from '@bistro/contract/money';
import { dishesInWords, type Order, type ReceiptIssuer, refundRows } from '@bistro/contract/orders';
import { pictureAt } from '@bistro/contract/pictures';
import type { RestaurantClock } from '@bistro/contract/restaurant-clock';
import type { ReactNode } from 'react';
import { ChosenChoices, lineKey } from '@/components/ui/chosen-choices.tsx';
import { PrintButton } from '@/components/ui/print-button.tsx';
import { type Translate, usePageLanguage, useTranslate } from '@/lib/i18n.ts';
import { useOrderWords } from '@/lib/order-words.ts';

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

/** A change of the order in words, with when: "Added 1 × Tea on …", "Taken off 2 × Soup on …: reason". */
function changeWords(
  change: Order['changes'][number],
  { clock, t, language }: { clock: RestaurantClock; t: Translate; language: Language },
): string {
  const when = clock.stamp(change.at);
  const dishes = (lines: Order['changes'][number]['added']) => dishesInWords(lines, language);
  const added = change.added.length > 0 ? t('receipt.changeAdded', { dishes: dishes(change.added), when }) : '';
  const removed = change.removed.length > 0 ? t('receipt.changeRemoved', { dishes: dishes(change.removed), when }) : '';
  const words = [added, removed].filter(Boolean).join('; ');
  return change.reason ? t('receipt.changeWhy', { change: words, reason: change.reason }) : words;
}

/**
 * A paid order's receipt, to print or keep: the restaurant, the order's number, when it was paid
 * and is picked up, its lines with their choices (as the order page lists them), its bill's rows (those of the order page) and the payment's
 * reference, where it was ordered and how it was paid (cash with what was handed over and the
 * change); a cancelled order says it was refunded, a partial refund what it gave back and why,
 * dishes added or taken off before it was paid, with when, and dishes added once it was paid (an
 * order of their own, with its own receipt) or the order they were added to.
 * In the page's language; only the sheet prints (index.css).
 */
export function Receipt({ order, issuer, logo, clock, back }: ReceiptProps) {
  const t = useTranslate();
  const language = usePageLanguage();
  const words = useOrderWords();
  const { number } = order;
  const inCurrency = (major: number) => format(fromMajor(major, order.bill.currency));
  const refunded = order.status === 'cancelled';
  return (
    <article
      className="print-sheet mx-auto max-w-xl space-y-5 rounded bg-base-100 p-4 shadow md:p-8"
      aria-labelledby="receipt-heading"
    >
      <title>{t('receipt.title', { restaurant: issuer.name, number })}</title>
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        {back}
        <PrintButton />
      </div>
      <header className="space-y-1 text-center">
        {logo && <img src={pictureAt(logo, 240)} alt="" className="mx-auto h-16 w-auto" />}
        <p className="font-bold font-display text-2xl">{issuer.name}</p>
        {issuer.address && <p>{issuer.address}</p>}
        {issuer.phone && <p>{issuer.phone}</p>}
        {issuer.taxNumber && <p>{t('receipt.taxNumber', { number: issuer.taxNumber })}</p>}
      </header>
      <h1 id="receipt-heading" className="text-center font-display text-xl">
        {t('receipt.heading', { number })}
      </h1>
      {refunded && (
        <p className="rounded border-2 border-current p-2 text-center font-bold">
          {order.refundedAt
            ? t('receipt.cancelledOn', { when: clock.stamp(order.refundedAt) })
            : t('receipt.cancelled')}
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {order.paidAt && (
          <>
            <dt>{t('receipt.paid')}</dt>
            <dd className="text-right">{clock.stamp(order.paidAt)}</dd>
          </>
        )}
        {order.pickupAt && (
          <>
            <dt>{t('receipt.pickup')}</dt>
            <dd className="text-right">{clock.stamp(order.pickupAt)}</dd>
          </>
        )}
        {order.fulfilment.address && (
          <>
            <dt>{t('receipt.deliveredTo')}</dt>
            <dd className="text-right">{addressLine(order.fulfilment.address)}</dd>
          </>
        )}
        <dt>{t('receipt.name')}</dt>
        <dd className="text-right">{order.customerName}</dd>
        <dt>{t('receipt.ordered')}</dt>
        <dd className="text-right">{words.channel(order.channel)}</dd>
        <dt>{t('receipt.payment')}</dt>
        <dd className="text-right">{words.payment(order)}</dd>
        {order.tendered !== null && (
          <>
            <dt>{t('receipt.tendered')}</dt>
            <dd className="text-right tabular-nums">{inCurrency(order.tendered)}</dd>
            <dt>{t('receipt.change')}</dt>
            <dd className="text-right tabular-nums">{format(changeOf(order))}</dd>
          </>
        )}
      </dl>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('receipt.whatWasOrdered')}</caption>
        <thead>
          <tr className="border-current border-b">
            <th scope="col" className="py-1 text-left">
              {t('receipt.dish')}
            </th>
            <th scope="col" className="py-1 text-right">
              {t('receipt.amount')}
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
            <tr key={row.kind} className={row.kind === 'total' ? 'font-bold text-base' : ''}>
              <th scope="row" className="py-1 text-left font-normal">
                {words.billRow(row, order.bill.promoCode)}
              </th>
              <td className="py-1 text-right tabular-nums">{format(row.amount)}</td>
            </tr>
          ))}
        </tfoot>
      </table>
      {order.changes.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label={t('receipt.changes')}>
          {order.changes.map((change) => (
            <li key={change.at}>{changeWords(change, { clock, t, language })}</li>
          ))}
        </ul>
      )}
      {order.addedTo && <p className="text-sm">{t('receipt.addedTo', { number: order.addedTo.number })}</p>}
      {order.additions.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label={t('receipt.additions')}>
          {order.additions.map((addition) => (
            <li key={addition.id}>
              {t(addition.paymentStatus === 'paid' ? 'receipt.additionPaid' : 'receipt.additionDue', {
                number: addition.number,
                total: inCurrency(addition.total),
              })}
            </li>
          ))}
        </ul>
      )}
      {order.refunds.length > 0 && (
        <ul className="space-y-1 text-sm">
          {order.refunds.map((refund) => (
            <li key={refund.id}>
              {refund.lines.length > 0
                ? t('receipt.refundOf', {
                    amount: inCurrency(refund.amount),
                    when: clock.stamp(refund.at),
                    dishes: dishesInWords(refund.lines, language),
                    reason: refund.reason,
                  })
                : t('receipt.refund', {
                    amount: inCurrency(refund.amount),
                    when: clock.stamp(refund.at),
                    reason: refund.reason,
                  })}
            </li>
          ))}
        </ul>
      )}
      {order.paymentReference && (
        <p className="break-all text-sm">
          {t('receipt.paymentReference')} <span className="font-mono">{order.paymentReference}</span>
        </p>
      )}
      <p className="text-center text-sm">{t('receipt.thanks', { restaurant: issuer.name })}</p>
    </article>
  );
}
