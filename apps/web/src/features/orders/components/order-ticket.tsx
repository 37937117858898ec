import { addressLine } from '@bistro/contract/fulfilment';
import { formatPrice } from '@bistro/contract/money';
import {
  acceptOrderSchema,
  awaitsAcceptance,
  nextKitchenStatus,
  type Order,
  type StaffOrderStatus,
} from '@bistro/contract/orders';
import { telLink } from '@bistro/contract/phone';
import type { RestaurantClock } from '@bistro/contract/restaurant-clock';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { ChosenChoices, lineKey } from '@/components/ui/chosen-choices.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { type MessageId, useTranslate, useWordsAround } from '@/lib/i18n.ts';
import { useOrderWords } from '@/lib/order-words.ts';
import { byCourse, type Course } from '../courses.ts';
import { kitchenTimeMessage, minutesSince, useCancelWords } from '../format.ts';

/** The button that moves an order on to each next step: short, as a cook presses it. */
const STEP_LABELS: Record<Exclude<StaffOrderStatus, 'cancelled'>, MessageId> = {
  preparing: 'kitchen.step.preparing',
  ready: 'kitchen.step.ready',
  completed: 'kitchen.step.completed',
  out_for_delivery: 'kitchen.step.outForDelivery',
  delivered: 'kitchen.step.delivered',
};

/** The prep times a cook picks from when accepting an order, in minutes from now. */
const PREP_MINUTES = [10, 15, 20, 30, 45, 60, 90];

/** How long an order has waited since it was paid (or entered, due at pickup), and the colour that says whether that is long. */
function age(order: Order, now: Date) {
  const since = order.paidAt ?? order.history[0]?.at ?? null;
  const minutes = since ? minutesSince(since, now) : 0;
  const tone = minutes >= 20 ? 'badge-error' : minutes >= 10 ? 'badge-warning' : 'badge-success';
  return { minutes, tone };
}

/** When it is to be picked up, in the page's language: "12:30 PM" today, "Tomorrow, 11:00 AM" otherwise. */
function usePickupLabel() {
  const t = useTranslate();
  return (pickupAt: string, now: Date, clock: RestaurantClock) =>
    clock.dateOf(pickupAt) === clock.dateOf(now)
      ? clock.time(pickupAt)
      : t('kitchen.dayAndTime', { day: clock.day(pickupAt, now), time: clock.time(pickupAt) });
}

/** The accept form's choice: "" keeps the pickup time the diner chose, else minutes from now. */
const acceptFormSchema = z
  .object({ prepMinutes: z.string() })
  .transform(({ prepMinutes }) => (prepMinutes ? { prepMinutes: Number(prepMinutes) } : {}))
  .pipe(acceptOrderSchema);

interface OrderTicketProps {
  order: Order;
  now: Date;
  clock: RestaurantClock;
  busy: boolean;
  onMove: (order: Order, status: StaffOrderStatus) => void;
  /** Takes the payment of an order due at pickup. */
  onTakePayment: (order: Order) => void;
  /** A cook accepts an order waiting for it, with the minutes the kitchen needs (none: as the diner chose). */
  onAccept: (order: Order, prepMinutes: number | undefined) => Promise<void>;
  /** The course of a dish, to group the lines in the menu's order (unknown: "Other", last). */
  courseOf: (menuID: string) => Course | undefined;
  /** The order's ticket to print on the kitchen's printer. */
  ticketHref: string;
}

/** A waiting order's Accept: when the diner wants it, or how many minutes the kitchen needs. */
function AcceptForm({ order, now, clock, onAccept }: Pick<OrderTicketProps, 'order' | 'now' | 'clock' | 'onAccept'>) {
  const t = useTranslate();
  const wordsAround = useWordsAround();
  const pickupLabel = usePickupLabel();
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<z.input<typeof acceptFormSchema>, unknown, z.output<typeof acceptFormSchema>>({
    resolver: zodResolver(acceptFormSchema),
    defaultValues: { prepMinutes: '' },
  });
  const acceptBy = order.acceptBy ?? now.toISOString();
  const left = Math.max(0, Math.ceil((Date.parse(acceptBy) - now.getTime()) / 60_000));
  const [beforeBy, afterBy] = wordsAround('kitchen.acceptBy', 'time');
  return (
    <form
      className="space-y-2 rounded border-info border-s-4 bg-info/10 px-3 py-2"
      onSubmit={handleSubmit((acceptance) => onAccept(order, acceptance.prepMinutes))}
    >
      <p className="font-semibold">
        {beforeBy}
        <time dateTime={acceptBy}>{clock.time(acceptBy)}</time>
        {afterBy}{' '}
        <span className={`badge ${left <= 1 ? 'badge-error' : 'badge-warning'}`}>
          {t('kitchen.minutesLeft', { minutes: left })}
        </span>
      </p>
      <p className="text-sm">{t('kitchen.acceptRule')}</p>
      <label htmlFor={id} className="label text-base-content text-sm">
        {t('kitchen.readyWhen')}
      </label>
      <select id={id} className="select select-lg w-full" {...register('prepMinutes')}>
        <option value="">
          {order.pickupAt
            ? t('kitchen.atAsChosen', { when: pickupLabel(order.pickupAt, now, clock) })
            : t('kitchen.asChosen')}
        </option>
        {PREP_MINUTES.map((minutes) => (
          <option key={minutes} value={minutes}>
            {t('kitchen.inMinutes', { minutes })}
          </option>
        ))}
      </select>
      <PendingButton
        className="btn btn-primary btn-lg w-full"
        pending={isSubmitting}
        pendingLabel={t('kitchen.accepting')}
        aria-label={t('kitchen.acceptOrder', { number: order.number })}
      >
        {t('kitchen.accept')}
      </PendingButton>
    </form>
  );
}

/**
 * An order on the kitchen board, for a cook to read at arm's length: number, where it was taken
 * (online, phone, counter), pickup time, age, the diner's note (loud: it may be an allergy), what
 * changed since the diner paid if anything did (a dish sold out meanwhile: make it or cancel it),
 * the dishes by course in the menu's order (no bill: the receipt has it), what is still to pay
 * (due at pickup: Take payment; a table's round its tab's payers paid says so), and large buttons:
 * Accept (with the minutes it needs) for an order waiting for a cook, else the one-press move to
 * its next step (handed over once paid; a table's round served before its tab is paid).
 */
export function OrderTicket({
  order,
  now,
  clock,
  busy,
  onMove,
  onTakePayment,
  onAccept,
  courseOf,
  ticketHref,
}: OrderTicketProps) {
  const t = useTranslate();
  const wordsAround = useWordsAround();
  const pickupLabel = usePickupLabel();
  const { whereTaken } = useOrderWords();
  const cancelWords = useCancelWords();
  const due = order.paymentStatus === 'due' && !order.paidAtTable;
  const waiting = awaitsAcceptance(order);
  const nextStep = waiting ? undefined : nextKitchenStatus(order);
  // A table's round is served before its tab is paid; any other order is handed over once paid.
  const served = nextStep === 'completed' && order.channel === 'table';
  const next = nextStep === 'completed' && due && !served ? undefined : nextStep;
  const nextLabel = next && (served ? 'kitchen.step.served' : STEP_LABELS[next]);
  const waited = age(order, now);
  // A round its table paid comes off the tab only by a refund (the server refuses its cancellation).
  const cancellable = (order.status === 'pending' || order.status === 'preparing') && !order.paidAtTable;
  const [beforeTime, afterTime] = wordsAround(kitchenTimeMessage(order), 'time');
  const [beforeArrival, afterArrival] = wordsAround('kitchen.arrivesAbout', 'time');
  return (
    <article className="card bg-base-100 shadow" aria-labelledby={`ticket-${order._id}`}>
      <div className="card-body gap-3 p-4">
        <header className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={`ticket-${order._id}`} className="font-display font-bold text-2xl">
            #{order.number}
          </h3>
          <span className="badge badge-outline badge-lg">{whereTaken(order)}</span>
          <span className={`badge ${waited.tone}`} title={t('kitchen.waitingFor', { minutes: waited.minutes })}>
            {waited.minutes === 0 ? t('kitchen.justNow') : t('kitchen.minutesAgo', { minutes: waited.minutes })}
          </span>
        </header>
        {order.pickupAt && (
          <p className="font-semibold text-lg">
            {beforeTime}
            <time dateTime={order.pickupAt}>{pickupLabel(order.pickupAt, now, clock)}</time>
            {afterTime}
          </p>
        )}
        {order.fulfilment.address && (
          <div className="rounded border-info border-s-4 bg-info/10 px-3 py-2">
            <p className="font-bold text-sm uppercase">{t('kitchen.delivery')}</p>
            <p className="font-semibold">{addressLine(order.fulfilment.address)}</p>
            {order.fulfilment.arrivalAt && (
              <p>
                {beforeArrival}
                <time dateTime={order.fulfilment.arrivalAt}>{clock.time(order.fulfilment.arrivalAt)}</time>
                {afterArrival}
              </p>
            )}
            {order.fulfilment.instructions && <p>{order.fulfilment.instructions}</p>}
          </div>
        )}
        {order.addedTo && (
          <p className="rounded border-info border-s-4 bg-info/10 px-3 py-2 font-semibold">
            {t('kitchen.addedTo', { number: order.addedTo.number })}
          </p>
        )}
        {order.note && (
          <div className="rounded border-warning border-s-4 bg-warning/15 px-3 py-2">
            <p className="font-bold text-sm uppercase">{t('kitchen.note')}</p>
            <p className="whitespace-pre-line font-semibold">{order.note}</p>
          </div>
        )}
        {order.paidDespite && (
          <div className="rounded border-error border-s-4 bg-error/10 px-3 py-2">
            <p className="font-bold text-sm uppercase">{t('kitchen.checkFirst')}</p>
            <p className="font-semibold">{order.paidDespite}</p>
          </div>
        )}
        <ul className="space-y-2" aria-label={t('kitchen.dishesOf', { number: order.number })}>
          {byCourse(order.lines, courseOf, t('kitchen.otherCourse')).map(({ course, lines }) => (
            <li key={course}>
              <h4 className="font-bold text-base-content/70 text-xs uppercase tracking-wider">{course}</h4>
              <ul className="space-y-1 text-lg" aria-label={course}>
                {lines.map((line) => (
                  <li key={lineKey(line)}>
                    <span className="font-bold">{line.quantity} ×</span> {line.name}
                    <ChosenChoices choices={line.choices} className="ms-6 text-base" />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className="text-base-content/80 text-sm">
          {order.customerName}
          {order.phone && (
            <>
              {' · '}
              <a
                className="link"
                href={telLink(order.phone)}
                aria-label={t('kitchen.call', { name: order.customerName, phone: order.phone })}
              >
                {order.phone}
              </a>
            </>
          )}
          {' · '}
          <Link to={ticketHref} className="link" aria-label={t('kitchen.printTicketOf', { number: order.number })}>
            {t('kitchen.printTicket')}
          </Link>
        </p>
        {waiting && <AcceptForm order={order} now={now} clock={clock} onAccept={onAccept} />}
        {order.paidAtTable && (
          <p className="rounded border-success border-s-4 bg-success/10 px-3 py-2 font-bold text-lg">
            {t('kitchen.paidAtTable')}
          </p>
        )}
        {due && (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded border-info border-s-4 bg-info/10 px-3 py-2">
            <p className="font-bold text-lg">
              {t(order.table ? 'kitchen.onTableTab' : 'kitchen.toPayAtPickup', { total: formatPrice(order.total) })}
            </p>
            <button
              type="button"
              className="btn btn-secondary min-h-12"
              disabled={busy}
              onClick={() => onTakePayment(order)}
              aria-label={t('kitchen.takePaymentFor', { number: order.number })}
              aria-haspopup="dialog"
            >
              {t('kitchen.takePayment')}
            </button>
          </div>
        )}
        <div className="card-actions items-center justify-between">
          {cancellable ? (
            <button
              type="button"
              className="btn btn-ghost min-h-12 text-error"
              disabled={busy}
              onClick={() => onMove(order, 'cancelled')}
              aria-label={cancelWords.labelOf(order)}
              aria-haspopup="dialog"
            >
              {t('kitchen.cancel')}
            </button>
          ) : (
            <span />
          )}
          {next && nextLabel && (
            <button
              type="button"
              className="btn btn-primary btn-lg"
              disabled={busy}
              onClick={() => onMove(order, next)}
              aria-label={t('kitchen.moveOn', { step: t(nextLabel), number: order.number })}
            >
              {t(nextLabel)}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
