import { format, fromMajor, multiply } from '@bistro/contract/money';
import type { OrderStatus } from '@bistro/contract/orders';
import type { Tab } from '@bistro/contract/tables';
import { useId } from 'react';
import { type MessageId, useTranslate } from '@/lib/i18n.ts';

/** What the kitchen is doing with a round, in the diners' words. */
const roundStatusWords: Record<OrderStatus, MessageId> = {
  awaiting_payment: 'table.status.pending',
  pending: 'table.status.pending',
  preparing: 'table.status.preparing',
  ready: 'table.status.ready',
  out_for_delivery: 'table.status.ready',
  delivered: 'table.status.served',
  completed: 'table.status.served',
  cancelled: 'table.status.cancelled',
};

/** The table's tab as every phone at it sees it: each round and what the kitchen is doing with it, then the bill so far. */
export function TabRounds({ tab }: { tab: Tab }) {
  const t = useTranslate();
  const headingId = useId();
  const amount = (major: number) => format(fromMajor(major));
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="font-display text-xl">
        {t('table.tab.heading')}
      </h2>
      {tab.rounds.length === 0 ? (
        <p className="text-base-content/75">{t('table.tab.noRounds')}</p>
      ) : (
        <ol className="space-y-3">
          {tab.rounds.map((round, index) => (
            <li key={round.id} className="rounded bg-base-200 p-3">
              <h3 className="flex flex-wrap items-baseline justify-between gap-2 font-semibold">
                <span>{t('table.tab.round', { number: index + 1, name: round.name })}</span>
                <span className="badge badge-outline">{t(roundStatusWords[round.status])}</span>
              </h3>
              <ul className="mt-2 space-y-1">
                {round.lines.map((line) => (
                  <li key={line.id} className="flex justify-between gap-2">
                    <span>
                      {line.quantity} × {line.name}
                    </span>
                    <span>{format(multiply(fromMajor(line.price), line.quantity))}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-1 text-end text-sm">{t('table.tab.roundTotal', { amount: amount(round.total) })}</p>
            </li>
          ))}
        </ol>
      )}
      <dl className="grid grid-cols-2 gap-1 rounded bg-base-200 p-3">
        <dt>{t('table.tab.total')}</dt>
        <dd className="text-end">{amount(tab.total)}</dd>
        <dt>{t('table.tab.paid')}</dt>
        <dd className="text-end">{amount(tab.paid)}</dd>
        <dt className="font-semibold">{t('table.tab.due')}</dt>
        <dd className="text-end font-semibold">{amount(tab.due)}</dd>
      </dl>
    </section>
  );
}
