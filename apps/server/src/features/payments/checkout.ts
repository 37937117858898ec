import { billBreakdown, storedBill, type TipChoice } from '@bistro/contract/bill-settings';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/connect.ts';
import { Problem } from '../../http/problems.ts';
import type { ApiUser } from '../../plugins/app/authentication.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import type { CartRepository } from '../cart/index.ts';
import type { MenuRepository } from '../menu/index.ts';
import type { GuestOrderKeys, OrderRecord, OrderService, OrdersRepository } from '../orders/index.ts';
import type { PromoCodes } from '../promo-codes/index.ts';
import type { RestaurantRules } from '../restaurant/index.ts';
import {
  browserKey,
  cartLines,
  checkCart,
  createOrder,
  createOrReuseIntent,
  fingerprintOf,
  GUEST_UNPAID_ORDER_MINUTES,
  type GuestLine,
  letGoOfUnpaid,
  listed,
  type OrderPayer,
  type PricedCart,
  priceCart,
  refuseUnpaidGuestFlood,
  reuseOrDiscardUnpaid,
  subtotalOf,
} from './checkout-steps.ts';
import type { IntentView, PaymentProvider } from './providers/payment-provider.ts';

interface CheckoutParts {
  database: DatabaseHandle;
  carts: CartRepository;
  menu: MenuRepository;
  orders: OrdersRepository;
  orderService: OrderService;
  restaurant: RestaurantRules;
  provider: PaymentProvider;
  promoCodes: PromoCodes;
  guestKeys: GuestOrderKeys;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Who pays, and so which lines are priced: a signed-in diner their account's cart, a guest the
 * lines their browser keeps (`[{ menuId, quantity, choices }]`), priced from the menu the same way;
 * from which client address, and for a guest, the checkout token their browser keeps.
 */
type Payer =
  | { kind: 'account'; user: ApiUser; address: string }
  | {
      kind: 'guest';
      name: string;
      email: string;
      phone: string;
      lines: GuestLine[];
      address: string;
      browser: string;
    };

/** Whose cart a bill is quoted for: an account's, or a guest's lines (with their email, when known), from where. */
type QuotedCart =
  | { kind: 'account'; user: ApiUser; address: string }
  | { kind: 'guest'; email?: string | undefined; lines: GuestLine[]; address: string };

/**
 * Who asks for a code, as its guessing is limited: their account and their client address (a
 * guest's address alone).
 */
const askersOf = (payer: QuotedCart) => [
  ...(payer.kind === 'account' ? [`account:${payer.user.id}`] : []),
  `address:${payer.address}`,
];

/** What the diner asks for at checkout, besides their cart. */
interface PaymentRequest extends BillRequest {
  price?: number | undefined;
  /** "asap" (the default) or one of the pickup times offered (ISO). */
  pickup?: string | undefined;
  note?: string | undefined;
  /** Where the restaurant calls about the order; the caller's profile phone when not sent. */
  phone?: string | undefined;
}

/** What the diner adds to the cart's bill: a tip, a promo code. */
interface BillRequest {
  tip?: TipChoice | undefined;
  promoCode?: string | undefined;
}

const paymentRequired = (message: string) => new Problem(402, message);

/** How far back the reconciliation looks for charges. */
const RECONCILE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * How long an unpaid order may wait for its card before the reconciliation lets it go (its
 * intent cancelled, its code's use released): well past the pickup hold, so that a diner still
 * on the payment page is rarely refused, yet a code's last use is not kept by a closed tab. A
 * guest's waits GUEST_UNPAID_ORDER_MINUTES: anyone may start one.
 */
export const UNPAID_ORDER_MINUTES = 60;

/**
 * Checkout as named, repeatable steps (after medusa's complete-cart workflow): the cart becomes
 * an order before the provider is asked for anything; the intent is made for exactly that
 * order's total, with the order's id as its idempotency key; the order becomes paid once the
 * provider says the intent succeeded, whoever tells us first. A charge that matches no order is
 * given back.
 */
export function createCheckout(parts: CheckoutParts) {
  const { database, carts, menu, orders, orderService, restaurant, provider, promoCodes, guestKeys, clock, log } =
    parts;

  /**
   * What changed, of the rules an unpaid order was started under, now that its payment has gone
   * through: "Paid after Soup was marked sold out and online ordering was paused.", or null. The
   * money is taken and the order stands; the kitchen sees this on it and makes it or cancels it
   * (which refunds it). See docs/restaurant-rules.md.
   */
  async function paidDespite(order: OrderRecord): Promise<string | null> {
    const [lines, snapshot] = await Promise.all([orders.linesOf(order.id), menu.snapshot()]);
    const soldOut = lines.filter((line) => snapshot.byId.get(line.menuItemId)?.soldOut);
    const changes = [
      ...(soldOut.length > 0
        ? [`${listed(soldOut.map((line) => line.name))} ${soldOut.length > 1 ? 'were' : 'was'} marked sold out`]
        : []),
      ...(await restaurant.changesFor(order.pickupAt, clock.now())),
    ];
    return changes.length > 0 ? `Paid after ${listed(changes)}.` : null;
  }

  /**
   * Settles an intent the provider says succeeded: its order becomes paid (if it was not yet);
   * an intent that matches no order of ours, or a cancelled one, is refunded. Answers what it did.
   */
  async function settleSucceededIntent(intent: IntentView): Promise<'paid' | 'already settled' | 'refunded'> {
    const order =
      (await orders.findByIntent(intent.id)) ?? (intent.orderId ? await orders.findById(intent.orderId) : undefined);
    if (order && order.intentId === intent.id && order.totalCents === intent.amountCents) {
      if (order.status !== 'awaiting_payment') {
        if (order.status === 'cancelled') await orderService.refund(order);
        return 'already settled';
      }
      await orderService.markPaid(order, intent, await paidDespite(order));
      log.info({ order: order.number, intent: intent.id }, `order #${order.number} paid`);
      return 'paid';
    }
    if (intent.refunded) return 'already settled';
    const refundId = await provider.refund(intent.id);
    log.warn(
      { intent: intent.id, amountCents: intent.amountCents, refundId },
      `refunded ${intent.id}: the charge matches no order`,
    );
    return 'refunded';
  }

  /**
   * The payer's order for this intent (undefined: none of theirs) becomes paid once the provider
   * says the intent succeeded. Idempotent: a repeat answers the same payment.
   */
  async function completeOrder(order: OrderRecord | undefined, transactionId: string) {
    if (!order) throw paymentRequired('The payment provider has no such payment for you');
    const intent = await provider.retrieveIntent(transactionId);
    if (intent?.status !== 'succeeded') {
      throw paymentRequired(`The payment has not gone through (status: ${intent?.status ?? 'unknown'})`);
    }
    const { paymentId, removedFromCart } = await orderService.markPaid(order, intent, await paidDespite(order));
    return { result: { insertedId: paymentId }, deleteResult: { deletedCount: removedFromCart } };
  }

  /**
   * The payer's cart priced as it will be charged: their lines (their account's cart, or the
   * lines a guest's browser sent) and the bill with the restaurant's tax, their tip and, if the
   * code applies to this diner and subtotal, its discount (a refused code: 422 with the reason).
   */
  async function priced(payer: QuotedCart, { tip, promoCode }: BillRequest): Promise<PricedCart> {
    const lines = await cartLines(carts, payer.kind === 'account' ? { userId: payer.user.id } : payer);
    const diner =
      payer.kind === 'account'
        ? { userId: payer.user.id, email: payer.user.email, verified: payer.user.emailConfirmed }
        : { userId: null, email: payer.email ?? '', verified: false };
    const subtotal = subtotalOf(lines);
    const promo = promoCode
      ? await promoCodes.quote({ code: promoCode, diner, subtotal, now: clock.now(), askedBy: askersOf(payer) })
      : null;
    return priceCart(lines, { settings: await restaurant.bill(), tip, promo });
  }

  /** Settles the intent of this id if the provider says it succeeded. */
  async function settle(intentId: string) {
    const intent = await provider.retrieveIntent(intentId);
    if (intent?.status === 'succeeded') await settleSucceededIntent(intent);
  }

  return {
    settleSucceededIntent,

    /**
     * Step 1: the payer's cart as an order awaiting payment, for a pickup time the restaurant's
     * rules allow, and the provider's intent for exactly its total. The same request again within
     * the hold reuses its order and intent (pressing Pay again charges once); a changed one
     * replaces the unpaid order, whose intent is cancelled. A `price` sent must be the cart's
     * real total; a sold-out dish, a closed or full pickup time, or a pause is refused (409).
     * A guest's unpaid order is found by their email and the browser that made it (its checkout
     * token), as an account's by its id; a guest's address has at most GUEST_UNPAID_PER_ADDRESS
     * unpaid orders waiting (429).
     */
    async startPayment(payer: Payer, { price, pickup = 'asap', note, phone, ...billRequest }: PaymentRequest) {
      const who: OrderPayer =
        payer.kind === 'account'
          ? {
              userId: payer.user.id,
              email: payer.user.email,
              name: payer.user.name,
              phone: phone ?? payer.user.phone,
              verified: payer.user.emailConfirmed,
              guest: null,
            }
          : {
              userId: null,
              email: payer.email,
              name: payer.name,
              phone: payer.phone,
              verified: false,
              guest: { browser: browserKey(payer.browser), address: payer.address },
            };
      const request = { pickup, note: note || null };
      return database.withLock(`checkout:${who.userId ?? `guest:${who.email}`}`, async () => {
        const now = clock.now();
        const cart = await priced(payer, billRequest);
        checkCart(cart, price);
        const fingerprint = fingerprintOf(cart, request, who.phone);
        const reused = await reuseOrDiscardUnpaid(
          { orders, provider, restaurant, promoCodes, settle },
          who,
          fingerprint,
          now,
        );
        if (!reused) await refuseUnpaidGuestFlood(orders, who, now);
        const order =
          reused ??
          (await createOrder(
            { transaction: (work) => database.db.transaction(work), orders, restaurant, menu, promoCodes },
            { payer: who, cart, request, fingerprint, now },
          ));
        const clientSecret = await createOrReuseIntent({ provider, orders }, order);
        const bill = billBreakdown(order);
        return { clientSecret, amount: bill.total, orderId: order.id, ...bill };
      });
    },

    /** The bill the payer's cart comes to with this tip and code, as paying would make it (nothing is held). */
    async quote(payer: QuotedCart, request: BillRequest) {
      const cart = await priced(payer, request);
      return billBreakdown(storedBill(cart.bill, cart.promo?.code ?? null));
    },

    /**
     * Step 2 (the browser, after the provider confirmed the card): the caller's order for this
     * intent becomes paid. Idempotent: a repeat answers the same payment.
     */
    async completePayment(caller: ApiUser, { transactionId }: { transactionId: string }) {
      const order = await orders.findByIntent(transactionId);
      return completeOrder(order?.userId === caller.id ? order : undefined, transactionId);
    },

    /** Step 2 for a guest: the order of this intent, opened by its key, becomes paid. */
    async completeGuestPayment({
      orderId,
      key,
      transactionId,
    }: {
      orderId: string;
      key: string;
      transactionId: string;
    }) {
      const order = await orders.findByIntent(transactionId);
      const theirs = order?.id === orderId && order.userId === null && guestKeys.opens(order, key, clock.now());
      return completeOrder(theirs ? order : undefined, transactionId);
    },

    /** The signed key that opens a guest's order, for the browser to keep; none once the order is gone. */
    async guestOrderKey(orderId: string): Promise<string | undefined> {
      const order = await orders.findById(orderId);
      return order && guestKeys.keyFor(order);
    },

    /** A guest's order (paid), if this key opens it: genuine, for this order, not expired. */
    async guestOrder(orderId: string, key: string) {
      const order = await orders.findById(orderId);
      const opens = order && order.status !== 'awaiting_payment' && guestKeys.opens(order, key, clock.now());
      const [view] = opens ? await orders.views([order]) : [];
      return view;
    },

    /**
     * Finds charges that succeeded without a paid order (a closed tab, a lost webhook, a crash)
     * and settles them, retries refunds of cancelled orders that did not go through, and lets go
     * of orders left unpaid longer than UNPAID_ORDER_MINUTES. Run at start-up and on a timer, by
     * one process at a time.
     */
    async reconcile(now: Date) {
      return database.withLock('payments:reconcile', async () => {
        const tally = { paid: 0, refunded: 0, checked: 0, letGo: 0 };
        for (const intent of await provider.succeededSince(new Date(now.getTime() - RECONCILE_WINDOW_MS))) {
          tally.checked++;
          try {
            const outcome = await settleSucceededIntent(intent);
            if (outcome !== 'already settled') tally[outcome]++;
          } catch (error) {
            log.error({ err: error, intent: intent.id }, `could not settle ${intent.id}; will try again`);
          }
        }
        for (const order of await orders.awaitingRefund()) await orderService.refund(order);
        const abandonedBefore = new Date(now.getTime() - UNPAID_ORDER_MINUTES * 60_000);
        const guestsAbandonedBefore = new Date(now.getTime() - GUEST_UNPAID_ORDER_MINUTES * 60_000);
        for (const unpaid of await orders.awaitingPaymentSince(abandonedBefore, guestsAbandonedBefore)) {
          try {
            const outcome = await letGoOfUnpaid({ orders, promoCodes, provider, settle }, unpaid);
            if (outcome === 'discarded') tally.letGo++;
          } catch (error) {
            log.error(
              { err: error, order: unpaid.id },
              `could not let go of unpaid order ${unpaid.id}; will try again`,
            );
          }
        }
        if (tally.paid + tally.refunded + tally.letGo > 0)
          log.warn(tally, 'reconciliation settled charges or let unpaid orders go');
        return tally;
      });
    },
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
