import { format, formatPrice, fromMajor, sum } from '@bistro/contract/money';
import type { Order, OrderStatus } from '@bistro/contract/orders';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ResponsiveTable, type TableColumn } from '@/components/ui/data-table.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { paths } from '@/config/paths.ts';
import { useRestaurantClock } from '@/config/site-config.ts';
import { now } from '@/lib/clock.ts';
import { useTranslate, useWordsAround } from '@/lib/i18n.ts';
import { useOrderWords } from '@/lib/order-words.ts';
import { useOrders } from '../api/get-orders.ts';
import { cancellationReasonMessages } from '../format.ts';

const DONE: OrderStatus[] = ['completed', 'cancelled'];

/** The tips the kitchen keeps from a day: those of picked-up orders (a cancelled order's tip is refunded). */
const tipsOf = (orders: readonly Order[]) =>
  sum(orders.filter((order) => order.status === 'completed').map((order) => fromMajor(order.bill.tip)));

/** The orders of a day that are done: picked up or cancelled (and refunded). */
export function OrderDayHistory() {
  const clock = useRestaurantClock();
  const t = useTranslate();
  const orderWords = useOrderWords();
  const [beforeTips, afterTips] = useWordsAround()('kitchen.history.tips', 'tips');
  const today = () => clock.dateOf(now());
  const timeOf = clock.time;
  const columns: TableColumn<Order>[] = [
    {
      header: t('kitchen.history.order'),
      primary: true,
      cell: (order) => (
        <Link to={paths.dashboard.order.getHref(order._id)} className="link">
          #{order.number}
        </Link>
      ),
    },
    { header: t('kitchen.history.paid'), cell: (order) => (order.paidAt ? timeOf(order.paidAt) : '') },
    { header: t('kitchen.history.customer'), cell: (order) => order.customerName },
    { header: t('kitchen.history.channel'), cell: (order) => orderWords.channel(order.channel) },
    { header: t('kitchen.history.total'), cell: (order) => formatPrice(order.total) },
    { header: t('kitchen.history.tip'), cell: (order) => (order.bill.tip > 0 ? formatPrice(order.bill.tip) : '—') },
    {
      header: t('kitchen.history.status'),
      cell: (order) => (
        <>
          {orderWords.status(order)}
          {order.cancellation && (
            <span className="block text-base-content/70 text-sm">
              {t(cancellationReasonMessages[order.cancellation.reason])}
              {order.cancellation.note ? `: ${order.cancellation.note}` : ''}
            </span>
          )}
        </>
      ),
    },
  ];
  const [day, setDay] = useState(today);
  const dayId = useId();
  const orders = useOrders({ statuses: DONE, date: day });
  return (
    <section aria-labelledby={`${dayId}-heading`} className="space-y-3 rounded bg-base-100 p-4 shadow">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${dayId}-heading`} className="font-display text-xl">
          {t('kitchen.history.title')}
        </h2>
        <label className="floating-label">
          <span>{t('kitchen.history.day')}</span>
          <input
            id={dayId}
            type="date"
            className="input"
            value={day}
            max={today()}
            onChange={(event) => event.target.value && setDay(event.target.value)}
          />
        </label>
      </div>
      <QueryState
        query={orders}
        what={t('kitchen.history.theOrders')}
        empty={{
          when: (list) => list.filter((order) => DONE.includes(order.status)).length === 0,
          content: <p className="py-4 text-center text-base-content/70">{t('kitchen.history.none')}</p>,
        }}
      >
        {(list) => (
          <>
            <ResponsiveTable
              label={t('kitchen.history.label')}
              columns={columns}
              rows={list.filter((order) => DONE.includes(order.status))}
              rowKey={(order) => order._id}
            />
            <p className="text-end">
              {beforeTips}
              <strong>{format(tipsOf(list))}</strong>
              {afterTips}
            </p>
          </>
        )}
      </QueryState>
    </section>
  );
}
