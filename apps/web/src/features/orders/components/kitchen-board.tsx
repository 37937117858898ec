import type { SettledOrder } from '@bistro/contract/counter';
import { formatPrice } from '@bistro/contract/money';
import {
  awaitsAcceptance,
  dishesInWords,
  type Order,
  type OrderStatus,
  type StaffOrderStatus,
} from '@bistro/contract/orders';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { QueryState } from '@/components/ui/query-state.tsx';
import { showToast } from '@/components/ui/toast.tsx';
import { paths } from '@/config/paths.ts';
import { useRestaurantClock } from '@/config/site-config.ts';
import { now, useNow } from '@/lib/clock.ts';
import { showFailure } from '@/lib/dialogs.ts';
import { type MessageId, type Translate, usePageLanguage, useTranslate } from '@/lib/i18n.ts';
import { useOrderWords } from '@/lib/order-words.ts';
import { useAcceptOrder } from '../api/accept-order.ts';
import { useChangeOrderStatus } from '../api/change-order-status.ts';
import { useOrders } from '../api/get-orders.ts';
import { useOrderStream } from '../api/order-events.ts';
import { useSettleOrder } from '../api/settle-order.ts';
import { chimePreference, playChime, unlockChime } from '../chime.ts';
import type { Course } from '../courses.ts';
import { kitchenTimeMessage, useCancelWords } from '../format.ts';
import { alertNewOrders, askForAlerts, mayAskForAlerts } from '../new-order-alerts.ts';
import { findNewOrders } from '../new-orders.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { ConnectionBanner } from './connection-banner.tsx';
import { OrderTicket } from './order-ticket.tsx';
import { SettleOrderDialog } from './settle-order-dialog.tsx';

const COLUMNS: { status: OrderStatus; title: MessageId }[] = [
  { status: 'pending', title: 'kitchen.column.pending' },
  { status: 'preparing', title: 'kitchen.column.preparing' },
  { status: 'ready', title: 'kitchen.column.ready' },
];
const OPEN: OrderStatus[] = COLUMNS.map((column) => column.status);

/** The order the kitchen works in: by pickup time, then by when it was paid (orders from before pickup times by that). */
const forKitchen = (order: Order) => Date.parse(order.pickupAt ?? order.paidAt ?? order.createdAt);
const byPickup = (a: Order, b: Order) =>
  forKitchen(a) - forKitchen(b) || Date.parse(a.paidAt ?? a.createdAt) - Date.parse(b.paidAt ?? b.createdAt);

/**
 * How long a dropped stream may take to come back before the board says it is lost: the stream
 * ends by design when its token expires and is back about two seconds later (the server's `retry`).
 */
const GRACE_MS = 5000;

/**
 * When the live stream was lost, if it is: the moment a connected stream dropped (the board was
 * up to date until then), once it has stayed down for `GRACE_MS`; `null` while it is connected or
 * connecting for the first time.
 */
function useLostSince(live: boolean): Date | null {
  const [seen, setSeen] = useState<{ live: boolean; droppedAt: Date | null }>({ live, droppedAt: null });
  if (seen.live !== live) {
    // Adjusted while rendering (React's pattern for state that follows a value).
    setSeen({ live, droppedAt: live ? null : now() });
  }
  const { droppedAt } = seen;
  const [overdue, setOverdue] = useState<Date | null>(null);
  useEffect(() => {
    if (!droppedAt) return;
    const timer = setTimeout(() => setOverdue(droppedAt), GRACE_MS);
    return () => clearTimeout(timer);
  }, [droppedAt]);
  return droppedAt && overdue === droppedAt ? droppedAt : null;
}

interface KitchenBoardProps {
  /**
   * What the kitchen sets now and then (the pause, sold-out dishes), folded under one button so
   * that the tickets come first; `summary` stays in the bar (a pause must not be missed).
   */
  tools: { panel: ReactNode; summary: ReactNode };
  /** The course of a dish, to group each ticket's lines in the menu's order. */
  courseOf: (menuID: string) => Course | undefined;
}

/**
 * The kitchen board: a compact bar (live or not, the chime, system notifications, the folded
 * tools), then open orders in columns by status, the soonest pickup first, moved on with one
 * press, or accepted with the minutes they need where the owner wants orders accepted; new ones
 * appear by themselves (with a chime, and a notification while the board is out of sight, once
 * the kitchen turned them on on this device), whichever process took them; a lost connection
 * says so across the top.
 */
export function KitchenBoard({ tools, courseOf }: KitchenBoardProps) {
  const orders = useOrders({ statuses: OPEN });
  const now = useNow(30_000);
  const clock = useRestaurantClock();
  const t = useTranslate();
  const language = usePageLanguage();
  const orderWords = useOrderWords();
  const { moneyBack } = useCancelWords();
  const change = useChangeOrderStatus();
  const accept = useAcceptOrder();
  /** The order whose cancellation is being asked about (its reason), if any. */
  const [cancelling, setCancelling] = useState<Order | null>(null);
  /** The order due at pickup whose payment is being taken, if any. */
  const [settling, setSettling] = useState<Order | null>(null);
  const settle = useSettleOrder();
  const live = useOrderStream();
  const lostSince = useLostSince(live);
  const [toolsOpen, setToolsOpen] = useState(false);
  const toolsId = useId();

  // The chime and the system notification, for each new paid order however it reached the board
  // (the stream, or a reload of the list after a reconnection); not for the orders the board opened with.
  const [sound, setSound] = useState(chimePreference.get);
  const [askAlerts, setAskAlerts] = useState(mayAskForAlerts);
  const known = useRef<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (!orders.data) return;
    const { fresh, known: next } = findNewOrders(known.current, orders.data);
    known.current = next;
    if (fresh.length === 0) return;
    if (chimePreference.get()) playChime(fresh.length);
    /** "Pickup 7:30 PM · 2 × Soup and 1 × Cake": a new order in a system notification's line. */
    const orderInBrief = (order: Order) =>
      [
        order.pickupAt ? t(kitchenTimeMessage(order), { time: clock.time(order.pickupAt) }) : null,
        dishesInWords(order.lines, language),
      ]
        .filter(Boolean)
        .join(' · ');
    alertNewOrders(fresh, orderInBrief);
  }, [orders.data, clock, t, language]);
  // On a later visit the sound is on, but the browser lets it play only after a first touch of the page.
  useEffect(() => {
    if (!sound) return;
    const unlock = () => unlockChime();
    document.addEventListener('pointerdown', unlock, { once: true });
    document.addEventListener('keydown', unlock, { once: true });
    return () => {
      document.removeEventListener('pointerdown', unlock);
      document.removeEventListener('keydown', unlock);
    };
  }, [sound]);
  function switchSound(on: boolean) {
    chimePreference.set(on);
    setSound(on);
    if (on) playChime();
  }
  async function turnOnAlerts() {
    setAskAlerts(false);
    const allowed = await askForAlerts();
    showToast(t(allowed ? 'kitchen.notificationsAllowed' : 'kitchen.notificationsRefused'));
  }

  async function move(order: Order, status: StaffOrderStatus) {
    if (status === 'cancelled') {
      setCancelling(order);
      return;
    }
    try {
      await change.mutateAsync({ id: order._id, status });
    } catch (error) {
      await showFailure(t('kitchen.notMoved', { number: order.number }), error);
    }
  }

  async function acceptOrder(order: Order, prepMinutes: number | undefined) {
    try {
      const accepted = await accept.mutateAsync({ id: order._id, ...(prepMinutes ? { prepMinutes } : {}) });
      showToast(
        accepted.pickupAt
          ? t('kitchen.acceptedFor', { number: accepted.number, time: clock.time(accepted.pickupAt) })
          : t('kitchen.accepted', { number: accepted.number }),
      );
    } catch (error) {
      await showFailure(t('kitchen.notAccepted', { number: order.number }), error);
    }
  }

  return (
    <div className="space-y-3">
      {lostSince && <ConnectionBanner lastUpdate={clock.time(lostSince)} />}
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="font-display text-2xl">{t('kitchen.heading')}</h1>
        <p role="status" className="flex items-center gap-2 text-sm">
          <span className={`badge badge-xs ${live ? 'badge-success' : 'badge-warning'}`} aria-hidden="true" />
          {t(live ? 'kitchen.live' : 'kitchen.reconnecting')}
        </p>
        {tools.summary}
        <div className="flex flex-wrap items-center gap-2 md:ms-auto">
          {sound ? (
            <button type="button" className="btn btn-outline btn-sm min-h-11" onClick={() => switchSound(false)}>
              {t('kitchen.chimeOff')}
            </button>
          ) : (
            <button
              type="button"
              className={`btn min-h-11 ${sound === null ? 'btn-primary' : 'btn-outline btn-sm'}`}
              onClick={() => switchSound(true)}
            >
              <span aria-hidden="true">🔔</span> {t('kitchen.chimeOn')}
            </button>
          )}
          {askAlerts && (
            <button type="button" className="btn btn-outline btn-sm min-h-11" onClick={() => void turnOnAlerts()}>
              {t('kitchen.notificationsOn')}
            </button>
          )}
          <button
            type="button"
            className="btn btn-outline btn-sm min-h-11"
            aria-expanded={toolsOpen}
            aria-controls={toolsId}
            onClick={() => setToolsOpen((open) => !open)}
          >
            {t('kitchen.tools')}
          </button>
        </div>
      </header>
      <div id={toolsId} hidden={!toolsOpen} className="space-y-3">
        {tools.panel}
      </div>
      <QueryState query={orders} what={t('kitchen.theOrders')}>
        {(list) => (
          <div className="grid gap-3 md:grid-cols-3">
            {COLUMNS.map((column) => {
              const inColumn = list.filter((order) => order.status === column.status).sort(byPickup);
              const waiting = inColumn.filter(awaitsAcceptance).length;
              return (
                <section
                  key={column.status}
                  aria-labelledby={`column-${column.status}`}
                  className="space-y-3 rounded-box bg-base-300/50 p-2 md:p-3"
                >
                  <h2
                    id={`column-${column.status}`}
                    tabIndex={-1}
                    className="flex items-center justify-between gap-2 font-display text-xl"
                  >
                    {t(column.title)}
                    <span className="flex gap-1">
                      {waiting > 0 && (
                        <span className="badge badge-warning">{t('kitchen.toAccept', { count: waiting })}</span>
                      )}
                      <span className="badge badge-neutral">
                        <span aria-hidden="true">{inColumn.length}</span>
                        <span className="sr-only">{t('kitchen.orders', { count: inColumn.length })}</span>
                      </span>
                    </span>
                  </h2>
                  <p className="sr-only">{orderWords.status({ status: column.status, paymentStatus: 'paid' })}</p>
                  {inColumn.length === 0 ? (
                    <p className="py-4 text-center text-base-content/60 text-sm">{t('kitchen.empty')}</p>
                  ) : (
                    inColumn.map((order) => (
                      <OrderTicket
                        key={order._id}
                        order={order}
                        now={now}
                        clock={clock}
                        busy={change.isPending}
                        onMove={move}
                        onTakePayment={setSettling}
                        onAccept={acceptOrder}
                        courseOf={courseOf}
                        ticketHref={paths.dashboard.ticket.getHref(order._id)}
                      />
                    ))
                  )}
                </section>
              );
            })}
          </div>
        )}
      </QueryState>
      {cancelling && (
        <CancelOrderDialog
          key={cancelling._id}
          order={cancelling}
          onKeep={() => setCancelling(null)}
          focusAfter={() => document.getElementById(`column-${cancelling.status}`)}
          onCancel={async (cancellation) => {
            const cancelled = await change.mutateAsync({ id: cancelling._id, status: 'cancelled', ...cancellation });
            setCancelling(null);
            showToast(cancelledToast(cancelled, t, moneyBack));
          }}
        />
      )}
      {settling && (
        <SettleOrderDialog
          key={settling._id}
          order={settling}
          onClose={() => setSettling(null)}
          focusAfter={() => document.getElementById(`column-${settling.status}`)}
          onSettle={async (settlement) => {
            const paid = await settle.mutateAsync({ id: settling._id, ...settlement });
            setSettling(null);
            showToast(paidToast(paid, t));
          }}
        />
      )}
    </div>
  );
}

/** What the board says once an order is cancelled: whether its money is back, and how. */
function cancelledToast(order: Order, t: Translate, moneyBack: (order: Order) => string): string {
  const number = order.number;
  const told = order.email ? ` ${t('kitchen.dinerToldWhy')}` : '';
  if (order.paymentStatus === 'due') return `${t('kitchen.cancelledNothingPaid', { number })}${told}`;
  if (order.paymentMethod === 'cash' || order.paymentMethod === 'card_present') {
    return `${t('kitchen.cancelledMoneyBack', { number, moneyBack: moneyBack(order) })}${told}`;
  }
  return `${t(order.refundedAt ? 'kitchen.cancelledRefunded' : 'kitchen.cancelledRefundRetried', { number })}${told}`;
}

/** What the board says once a due order is paid: the change to give back for cash. */
const paidToast = (order: SettledOrder, t: Translate) =>
  order.change !== undefined
    ? t('kitchen.paidGiveChange', { number: order.number, change: formatPrice(order.change) })
    : t('kitchen.paidByCard', { number: order.number });
