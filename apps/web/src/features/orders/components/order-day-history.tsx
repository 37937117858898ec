import { format, formatPrice, fromMajor, sum } from '@bistro/contract/money';
import {
  cancellationReasonWords,
  type Order,
  type OrderStatus,
  orderChannelLabels,
  orderStatusWords,
} from '@bistro/contract/orders';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ResponsiveTable, type TableColumn } from '@/components/ui/data-table.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { paths } from '@/config/paths.ts';
import { useRestaurantClock } from '@/config/site-config.ts';
import { now } from '@/lib/clock.ts';
import { useOrders } from '../api/get-orders.ts';

const DONE: OrderStatus[] = ['completed', 'cancelled'];

/** The tips the kitchen keeps from a day: those of picked-up orders (a cancelled order's tip is refunded). */
const tipsOf = (orders: readonly Order[]) =>
  sum(orders.filter((order) => order.status === 'completed').map((order) => fromMajor(order.bill.tip)));

/** The orders of a day that are done: picked up or cancelled (and refunded). */
export function OrderDayHistory() {
  const clock = useRestaurantClock();
  const today = () => clock.dateOf(now());
  const timeOf = clock.time;
  const columns: TableColumn<Order>[] = [
    {
      header: 'Order',
      primary: true,
      cell: (order) => (
        <Link to={paths.dashboard.order.getHref(order._id)} className="link">
          #{order.number}
        </Link>
      ),
    },
    { header: 'Paid', cell: (order) => (order.paidAt ? timeOf(order.paidAt) : '') },
    { header: 'Customer', cell: (order) => order.customerName },
    { header: 'Channel', cell: (order) => orderChannelLabels[order.channel] },
    { header: 'Total', cell: (order) => formatPrice(order.total) },
    { header: 'Tip', cell: (order) => (order.bill.tip > 0 ? formatPrice(order.bill.tip) : '—') },
    {
      header: 'Status',
      cell: (order) => (
        <>
          {orderStatusWords(order)}
          {order.cancellation && (
            <span className="block text-base-content/70 text-sm">
              {cancellationReasonWords[order.cancellation.reason].choice}
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
          Picked up and cancelled
        </h2>
        <label className="floating-label">
          <span>Day</span>
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
        what="the orders of that day"
        empty={{
          when: (list) => list.filter((order) => DONE.includes(order.status)).length === 0,
          content: <p className="py-4 text-center text-base-content/70">No order picked up or cancelled that day.</p>,
        }}
      >
        {(list) => (
          <>
            <ResponsiveTable
              label="Orders picked up and cancelled"
              columns={columns}
              rows={list.filter((order) => DONE.includes(order.status))}
              rowKey={(order) => order._id}
            />
            <p className="text-right">
              Tips of the orders picked up: <strong>{format(tipsOf(list))}</strong>
            </p>
          </>
        )}
      </QueryState>
    </section>
  );
}
