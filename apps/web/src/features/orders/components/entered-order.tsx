import type { CounterOrderResponse } from '@bistro/contract/counter';
import { format, fromMajor } from '@bistro/contract/money';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { useOrderWords } from '@/lib/order-words.ts';

/**
 * What the New order screen says once an order is in: its number, the change to give back for
 * cash (large: it is read aloud across the counter), what is still to pay, or where the payment
 * link went; and the way to its page. Focused when it appears, and announced.
 */
export function EnteredOrder({ order, ref }: { order: CounterOrderResponse; ref: Ref<HTMLDivElement> }) {
  const t = useTranslate();
  const { channel } = useOrderWords();
  const money = (major: number) => format(fromMajor(major, order.bill.currency));
  return (
    <div ref={ref} tabIndex={-1} role="status" className="alert alert-success flex flex-col items-start gap-1">
      <p className="font-semibold text-lg">
        {t('newOrder.isIn', { channel: channel(order.channel), number: order.number, name: order.customerName })}
      </p>
      {order.change !== undefined && (
        <p className="font-display text-3xl">{t('newOrder.changeToGive', { amount: money(order.change) })}</p>
      )}
      {order.paymentStatus === 'due' && order.status !== 'awaiting_payment' && (
        <p>{t('newOrder.toPayAtPickup', { amount: money(order.total) })}</p>
      )}
      {order.payLink && <p>{t('newOrder.linkWent', { email: order.email, amount: money(order.total) })}</p>}
      {order.status !== 'awaiting_payment' && (
        <Link className="link" to={paths.dashboard.order.getHref(order._id)}>
          {t('newOrder.open', { number: order.number })}
        </Link>
      )}
    </div>
  );
}
