import { format, fromMajor } from '@bistro/contract/money';
import type { TabReceipt } from '@bistro/contract/tables';
import { useRestaurantClock } from '@/config/site-config.ts';
import { type MessageId, useTranslate } from '@/lib/i18n.ts';

const splitWords: Record<TabReceipt['split'], MessageId> = {
  all: 'table.pay.all',
  equal: 'table.pay.equal',
  lines: 'table.pay.lines',
  amount: 'table.pay.amount',
};

/** A payer's receipt of their part of a table's tab: what they paid, its tax, their tip, when. */
export function TabReceiptView({ receipt, restaurant }: { receipt: TabReceipt; restaurant: string }) {
  const t = useTranslate();
  const clock = useRestaurantClock();
  const amount = (major: number) => format(fromMajor(major, receipt.currency));
  return (
    <article className="mx-auto max-w-md space-y-3 rounded bg-base-100 p-6 shadow">
      <h1 className="font-display text-2xl">{t('table.receipt.heading', { restaurant, table: receipt.table })}</h1>
      <p>{clock.stamp(receipt.paidAt)}</p>
      <p>{t(splitWords[receipt.split])}</p>
      <dl className="grid grid-cols-2 gap-1">
        <dt>{t('table.receipt.share')}</dt>
        <dd className="text-end">{amount(receipt.share)}</dd>
        <dt>{t('table.receipt.tax')}</dt>
        <dd className="text-end">{amount(receipt.tax)}</dd>
        <dt>{t('table.receipt.tip')}</dt>
        <dd className="text-end">{amount(receipt.tip)}</dd>
        <dt className="font-semibold">{t('table.receipt.total')}</dt>
        <dd className="text-end font-semibold">{amount(receipt.total)}</dd>
      </dl>
      <p className="text-base-content/75 text-sm">{t('table.receipt.reference', { id: receipt.id })}</p>
    </article>
  );
}
