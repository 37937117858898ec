import { type FulfilmentType, fulfilmentTypes } from '@bistro/contract/fulfilment';
import { format, money } from '@bistro/contract/money';
import { type OrderChannel, orderChannels } from '@bistro/contract/orders';
import { type ReportRange, reportRangeSchema, type SalesFigures, type SalesReport } from '@bistro/contract/reports';
import { dayAfter, momentOn } from '@bistro/contract/restaurant-clock';
import { useId, useState } from 'react';
import { ResponsiveTable, type TableColumn } from '@/components/ui/data-table.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { useRestaurantClock } from '@/config/site-config.ts';
import { now } from '@/lib/clock.ts';
import { useFieldErrorWords } from '@/lib/field-errors.ts';
import { type MessageId, useTranslate } from '@/lib/i18n.ts';
import { useOrderWords } from '@/lib/order-words.ts';
import { useDownloadOrdersCsv } from '../api/download-orders-csv.ts';
import { useSalesReport } from '../api/get-sales-report.ts';

type Day = SalesReport['days'][number];
type Channel = SalesFigures & { channel: OrderChannel };
type Fulfilment = SalesFigures & { type: FulfilmentType };

/** The figures shown, in the order shown; the meanings are the contract's (reports.ts). */
const FIGURES: { key: keyof SalesFigures; label: MessageId }[] = [
  { key: 'gross', label: 'reports.gross' },
  { key: 'refunds', label: 'reports.refunds' },
  { key: 'net', label: 'reports.net' },
  { key: 'tax', label: 'reports.tax' },
  { key: 'tips', label: 'reports.tips' },
  { key: 'discounts', label: 'reports.discounts' },
  { key: 'deliveryFees', label: 'reports.deliveryFees' },
];

const FULFILMENTS: Record<FulfilmentType, MessageId> = { pickup: 'pickup.pickup', delivery: 'pickup.delivery' };

/**
 * The sales report and the orders export for a range of the restaurant's days (the last seven
 * to start with): every day with its figures, the range's totals and those of each channel
 * (online, counter, phone), and the range's orders as CSV.
 */
export function ReportsPanel() {
  const t = useTranslate();
  const fieldError = useFieldErrorWords();
  const clock = useRestaurantClock();
  const today = clock.dateOf(now());
  const [draft, setDraft] = useState<ReportRange>(() => ({ from: dayAfter(today, -6), to: today }));
  const checked = reportRangeSchema.safeParse(draft);
  const range = checked.success ? checked.data : null;
  const problem = checked.success ? null : (checked.error.issues[0]?.message ?? null);
  const report = useSalesReport(range);
  const download = useDownloadOrdersCsv();
  const id = useId();

  const dayField = (key: keyof ReportRange, label: string) => (
    <label className="floating-label">
      <span>{label}</span>
      <input
        type="date"
        className="input min-h-11"
        value={draft[key]}
        aria-describedby={problem ? `${id}-problem` : undefined}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))}
      />
    </label>
  );

  return (
    <div className="space-y-6">
      <section aria-labelledby={`${id}-range`} className="space-y-3 rounded bg-base-100 p-4 shadow">
        <h2 id={`${id}-range`} className="font-display text-xl">
          {t('reports.days')}
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          {dayField('from', t('reports.from'))}
          {dayField('to', t('reports.to'))}
          <button
            type="button"
            className="btn btn-primary min-h-11"
            disabled={!range || download.isPending}
            onClick={() => range && download.mutate(range)}
          >
            {t('reports.downloadOrders')}
          </button>
        </div>
        {problem && (
          <p id={`${id}-problem`} className="text-error">
            {fieldError(problem)}.
          </p>
        )}
        <FormAlert>{download.error ? t('reports.notDownloaded', { reason: download.error.message }) : null}</FormAlert>
      </section>
      {range && (
        <QueryState query={report} what={t('reports.theSalesReport')}>
          {(sales) => <SalesTable report={sales} />}
        </QueryState>
      )}
    </div>
  );
}

function SalesTable({ report }: { report: SalesReport }) {
  const t = useTranslate();
  const orderWords = useOrderWords();
  const clock = useRestaurantClock();
  const id = useId();
  const amount = (cents: number) => format(money(cents, report.currency));
  const figures = <Row extends SalesFigures>(): TableColumn<Row>[] => [
    { header: t('reports.orders'), cell: (row) => row.orders },
    ...FIGURES.map(({ key, label }) => ({ header: t(label), cell: (row: Row) => amount(row[key]) })),
  ];
  const columns: TableColumn<Day>[] = [
    { header: t('reports.day'), primary: true, cell: (day) => clock.date(momentOn(day.date, '12:00', clock.timeZone)) },
    ...figures<Day>(),
  ];
  const channelColumns: TableColumn<Channel>[] = [
    { header: t('reports.channel'), primary: true, cell: (row) => orderWords.channel(row.channel) },
    ...figures<Channel>(),
  ];
  const channels = orderChannels.map((channel) => ({ channel, ...report.channels[channel] }));
  const fulfilmentColumns: TableColumn<Fulfilment>[] = [
    { header: t('reports.fulfilment'), primary: true, cell: (row) => t(FULFILMENTS[row.type]) },
    ...figures<Fulfilment>(),
  ];
  const fulfilments = fulfilmentTypes.map((type) => ({ type, ...report.fulfilments[type] }));
  return (
    <>
      <section aria-labelledby={`${id}-totals`} className="space-y-3 rounded bg-base-100 p-4 shadow">
        <h2 id={`${id}-totals`} className="font-display text-xl">
          {t('reports.totals')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
          <div>
            <dt className="text-base-content/70 text-sm uppercase">{t('reports.orders')}</dt>
            <dd className="font-semibold text-lg">{report.totals.orders}</dd>
          </div>
          {FIGURES.map(({ key, label }) => (
            <div key={key}>
              <dt className="text-base-content/70 text-sm uppercase">{t(label)}</dt>
              <dd className="font-semibold text-lg">{amount(report.totals[key])}</dd>
            </div>
          ))}
        </dl>
        <p className="text-base-content/70 text-sm">{t('reports.totalsNote')}</p>
      </section>
      <section aria-labelledby={`${id}-channels`} className="space-y-3">
        <h2 id={`${id}-channels`} className="font-display text-xl">
          {t('reports.perChannel')}
        </h2>
        <ResponsiveTable
          label={t('reports.salesPerChannel')}
          columns={channelColumns}
          rows={channels}
          rowKey={(row) => row.channel}
        />
        <p className="text-base-content/70 text-sm">{t('reports.channelsNote')}</p>
      </section>
      <section aria-labelledby={`${id}-fulfilments`} className="space-y-3">
        <h2 id={`${id}-fulfilments`} className="font-display text-xl">
          {t('reports.pickupAndDelivery')}
        </h2>
        <ResponsiveTable
          label={t('reports.salesByFulfilment')}
          columns={fulfilmentColumns}
          rows={fulfilments}
          rowKey={(row) => row.type}
        />
      </section>
      <section aria-labelledby={`${id}-days`} className="space-y-3">
        <h2 id={`${id}-days`} className="font-display text-xl">
          {t('reports.perDay')}
        </h2>
        <ResponsiveTable
          label={t('reports.salesPerDay')}
          columns={columns}
          rows={report.days}
          rowKey={(day) => day.date}
        />
      </section>
    </>
  );
}
