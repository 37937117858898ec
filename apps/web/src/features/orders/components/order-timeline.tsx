import { formatPrice } from '@bistro/contract/money';
import { cancellationText, type Order, type OrderStatus, orderSteps } from '@bistro/contract/orders';
import { useRestaurantClock } from '@/config/site-config.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { useOrderWords } from '@/lib/order-words.ts';

/**
 * Where the order is on its way: paid (or taken, to pay at pickup) → being prepared → ready →
 * picked up, or for a delivery → out for delivery → delivered, each with its time; or, cancelled, when and why (the kitchen's reason and note) and
 * whether the money is back (to the card, at the counter, or nothing was paid).
 */
export function OrderTimeline({ order }: { order: Order }) {
  const { time: timeOf } = useRestaurantClock();
  const t = useTranslate();
  const words = useOrderWords();
  const reached = (status: OrderStatus) => order.history.find((event) => event.status === status);
  if (order.status === 'cancelled') {
    const cancelled = reached('cancelled');
    const amount = formatPrice(order.total);
    return (
      <div className="alert alert-warning flex flex-col items-start gap-1 text-start">
        <p>{cancelled ? t('order.cancelledAt', { time: timeOf(cancelled.at) }) : t('order.cancelled')}</p>
        {order.cancellation && (
          <p className="whitespace-pre-line">
            <strong>{t('order.why')}</strong> {cancellationText(order.cancellation)}
          </p>
        )}
        <p>
          {order.paymentStatus === 'due'
            ? t('order.nothingPaid')
            : order.paymentMethod === 'cash' || order.paymentMethod === 'card_present'
              ? t('order.givenBackAtCounter', { amount })
              : order.refundedAt
                ? t('order.refundedToCard', { amount, time: timeOf(order.refundedAt) })
                : t('order.beingRefunded', { amount })}
        </p>
      </div>
    );
  }
  return (
    <ol className="steps steps-vertical w-full sm:steps-horizontal" aria-label={t('order.progress')}>
      {orderSteps(order.fulfilment.type).map((status) => {
        const event = reached(status);
        return (
          <li
            key={status}
            className={`step ${event ? 'step-primary' : ''}`}
            aria-current={order.status === status ? 'step' : undefined}
          >
            <span>
              {words.status({
                status,
                paymentStatus: order.paymentStatus,
                fulfilment: { type: order.fulfilment.type },
                channel: order.channel,
              })}
              {event && <span className="block text-base-content/70 text-sm">{timeOf(event.at)}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
