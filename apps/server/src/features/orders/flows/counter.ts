import { billBreakdown, storedBill } from '@bistro/contract/bill-settings';
import type {
  CounterOrder,
  CounterOrderResponse,
  CounterQuote,
  CounterSettlement,
  OrderAddition,
  OrderRemoval,
} from '@bistro/contract/counter';
import { money, toMajor } from '@bistro/contract/money';
import { isHandedOver, type Order } from '@bistro/contract/orders';
import type { IdempotentRequest } from '../../../db/idempotency.ts';
import { badRequest, conflict, notFound, Problem } from '../../../http/problems.ts';
import { wordsOf } from '../../languages/index.ts';
import type { OrderRecord, StaffMember } from '../orders-repository.ts';
import { addLines } from '../steps/add-lines.ts';
import { checkCart } from '../steps/check.ts';
import type { Transaction } from '../steps/create.ts';
import { type OrderPayer, placeOrder } from '../steps/create.ts';
import { changeOf, counterSettlement, markDue, type SettledPayment, settleIn } from '../steps/mark-paid.ts';
import { type PricedCart, priceOrder } from '../steps/price.ts';
import { removeLines } from '../steps/remove-lines.ts';
import { createOrReuseIntent } from '../steps/take-payment.ts';
import { fingerprintOf } from '../steps/unpaid.ts';
import type { OrderParts } from './order-parts.ts';
import type { Refunds } from './refunds.ts';

/** Who takes the order or its payment: a member of staff or an admin, named in the order's history and the audit log. */
export type Staff = StaffMember;

/** What the transaction that makes an order keeps under its Idempotency-Key: the order, and the change for cash. */
interface Entered {
  orderId: string;
  change?: number;
}

/**
 * The counter and the phone (docs/counter.md): staff enter an order for a diner, a new flow of
 * the online order's steps (after medusa's convert-draft-order beside complete-cart): price the
 * lines sent with the same code and rules (tax, tip, promo code), check them (a sold-out dish is
 * refused), reserve the pickup time (or override the hours with a reason), make the order and
 * hold its code, and in the same transaction take its payment (cash, the restaurant's terminal)
 * or send it to the kitchen due (to pay at pickup, settled later); or take the payment by a link
 * mailed to the diner, as a guest's order is paid, which brings it to the kitchen once paid.
 * Money and the order are never separated: one transaction makes the order, holds its stock,
 * takes its payment and keeps it in the audit log (who entered it, how it was paid, a rule taken
 * despite and why); a later payment, added dishes and dishes taken off are kept there too.
 */
export function createCounter(parts: OrderParts, refunds: Refunds) {
  const { orders, clock, mail, sendMail } = parts;

  /** The lines priced as they will be charged, with the tip and code (the code's limits are the staff member's to hit). */
  function priced(
    staff: Staff,
    { lines, tip, promoCode }: CounterQuote,
    email: string | undefined,
  ): Promise<PricedCart> {
    return priceOrder(parts, {
      source: { lines: lines.map(({ menuID, quantity, choices }) => ({ menuId: menuID, quantity, choices })) },
      diner: { userId: null, email: email ?? '', verified: false },
      request: { tip, promoCode },
      now: clock.now(),
      askedBy: [`account:${staff.id}`],
    });
  }

  /** The order's view now (it exists: the flow just made or read it). */
  async function viewOf(orderId: string): Promise<Order> {
    const view = await orders.view(orderId);
    if (!view) throw notFound(wordsOf('refusal.orderNotFound'));
    return view;
  }

  /** The order's money in the audit log's words: major units. */
  const amount = (cents: number, order: Pick<OrderRecord, 'currency'>) => toMajor(money(cents, order.currency));

  /**
   * A step's transaction kept under the request's Idempotency-Key, and whether this request did its
   * work (`made.now`): a retry with the same key answers the first one's, and is not mailed again.
   */
  function onceNoting(idempotent: IdempotentRequest | null): { transaction: Transaction; made: { now: boolean } } {
    const made = { now: false };
    const transaction: Transaction = (work) =>
      parts.onceByKey(idempotent, async (tx) => {
        const done = await work(tx);
        made.now = true;
        return done;
      });
    return { transaction, made };
  }

  /**
   * An order staff may still change (add dishes to, take some off): a 404 for none (or a diner's
   * online order not yet paid), a 409 for one waiting for its payment link, handed over (picked up,
   * out for delivery or delivered) or cancelled.
   */
  async function changeable(orderId: string): Promise<OrderRecord> {
    const order = await orders.findById(orderId);
    if (!order || (order.status === 'awaiting_payment' && order.channel === 'online')) {
      throw notFound(wordsOf('refusal.orderNotFound'));
    }
    if (order.status === 'awaiting_payment') {
      throw conflict(wordsOf('refusal.orderWaitsForLink', { number: order.number }));
    }
    if (order.status === 'cancelled' || isHandedOver(order.status)) {
      throw conflict(wordsOf('refusal.orderNoLongerChangeable', { number: order.number, status: order.status }));
    }
    return order;
  }

  /** The diner is mailed what was paid (when they gave an address: a mail to nobody is not sent). */
  function mailPaid(settled: SettledPayment) {
    if (settled.paid) sendMail(mail.paid(settled.paid.order, settled.paid.lines));
  }

  /**
   * Enters the order (POST /api/counter-orders) and takes its payment as chosen: cash of at
   * least the total (the change is answered), the restaurant's terminal, at pickup (due), or a
   * link mailed to the diner (answered too). With an Idempotency-Key, a retry answers the first
   * request's order and makes nothing more.
   */
  async function enterOrder(
    staff: Staff,
    order: CounterOrder,
    idempotent: IdempotentRequest | null,
    addedTo: OrderRecord | null,
  ): Promise<CounterOrderResponse> {
    const {
      channel,
      lines,
      name,
      phone,
      email,
      pickup = 'asap',
      note,
      payment,
      overrideReason,
      tip,
      promoCode,
    } = order;
    const now = clock.now();
    const cart = await priced(staff, { lines, tip, promoCode }, email);
    checkCart(cart, undefined);
    const bill = { totalCents: cart.bill.total.amount, currency: cart.bill.currency };
    // Cash below the total is refused before anything is made.
    const settlement =
      payment.method === 'cash' || payment.method === 'card_present' ? counterSettlement(bill, payment) : null;
    const issuer = settlement ? await parts.receiptIssuer() : null;
    const payer: OrderPayer = {
      userId: null,
      email: email ?? '',
      name,
      phone: phone ?? null,
      verified: false,
      guest: null,
    };
    const request = {
      pickup,
      note: note || null,
      overrideReason: overrideReason ?? null,
      pickupOrSoonest: addedTo !== null,
    };
    const fingerprint = fingerprintOf(cart, request, payer.phone);
    // Read before the transaction: PGlite runs one at a time, and the menu is read outside it.
    const menu = await parts.menu.snapshot();
    // Set only when this request made the order: a retry with the same key answers the first one's.
    const made: { current: { order: OrderRecord; settled: SettledPayment | null } | null } = { current: null };
    const entered = await parts.onceByKey(idempotent, async (tx): Promise<Entered> => {
      const placed = await placeOrder(
        parts,
        { payer, cart, request, fingerprint, now, channel, menu, ...(addedTo ? { addedTo: addedTo.id } : {}) },
        tx,
      ).catch((error: unknown) => {
        // What refuses the order here is a rule of the hours, pickup times or a section's hours
        // (sold-out dishes were checked before): the answer says a reason would take it anyway.
        if (error instanceof Problem && error.statusCode === 409 && !overrideReason) {
          throw new Problem(409, error.words ?? error.message, { overridable: true });
        }
        throw error;
      });
      await parts.audit.record(
        {
          actor: staff,
          action: 'order.enter',
          subject: { kind: 'order', id: placed.id },
          after: {
            number: placed.number,
            channel,
            payment: payment.method,
            total: amount(placed.totalCents, placed),
            ...(addedTo ? { addedTo: addedTo.number } : {}),
            ...(placed.overrideRule ? { despite: placed.overrideRule } : {}),
          },
          reason: placed.overrideReason,
        },
        tx,
      );
      if (settlement && issuer) {
        const settled = await settleIn(parts, placed, settlement, { despite: null, by: staff, issuer }, tx);
        made.current = { order: settled.paid?.order ?? placed, settled };
        const change = changeOf(placed, settlement);
        return { orderId: placed.id, ...(change === undefined ? {} : { change }) };
      }
      const order = payment.method === 'at_pickup' ? await markDue(parts, placed, staff, tx) : placed;
      made.current = { order, settled: null };
      return { orderId: placed.id };
    });
    const done = made.current;
    if (done?.settled) mailPaid(done.settled);
    if (done && addedTo && payment.method === 'at_pickup') {
      sendMail(mail.added(done.order, await orders.linesOf(done.order.id), addedTo));
    }
    const view = await viewOf(entered.orderId);
    if (payment.method !== 'link')
      return { ...view, ...(entered.change === undefined ? {} : { change: entered.change }) };
    // The card intent is made for the order's total, as a guest's checkout does; the order
    // reaches the kitchen once the diner pays it (their page, Stripe's webhook, the reconciliation).
    const linked = done?.order ?? (await orders.findById(entered.orderId));
    if (!linked) throw notFound(wordsOf('refusal.orderNotFound'));
    if (done) {
      await createOrReuseIntent(parts, linked);
      sendMail(mail.payLink(linked, await orders.linesOf(linked.id)));
    }
    return { ...view, payLink: mail.orderPage(linked) };
  }

  /**
   * Dishes added to a paid order: an order of their own added to it (decision 023), for its diner,
   * channel (a counter's, when the order came online) and pickup time (as soon as possible once
   * the kitchen can no longer make it), with no tip or code; paid as staff say, by default as the order was: a card
   * online by a link, anything else at pickup. A delivery or a table's round takes them otherwise.
   */
  function addToPaid(
    staff: Staff,
    order: OrderRecord,
    { lines, payment, overrideReason }: OrderAddition,
    idempotent: IdempotentRequest | null,
  ): Promise<CounterOrderResponse> {
    if (order.fulfilment === 'delivery') {
      throw conflict(wordsOf('refusal.addToDeliveryApart', { number: order.number }));
    }
    if (order.channel === 'table') {
      throw conflict(wordsOf('refusal.addToRoundOnTab', { number: order.number }));
    }
    const email = order.email || undefined;
    const chosen = payment ?? { method: order.paymentMethod === 'card' && email ? 'link' : 'at_pickup' };
    if (chosen.method === 'link' && !email) {
      throw badRequest(wordsOf('refusal.noEmailForLink', { number: order.number }));
    }
    const now = clock.now();
    return enterOrder(
      staff,
      {
        channel: order.channel === 'phone' ? 'phone' : 'counter',
        lines,
        name: order.customerName,
        ...(order.phone ? { phone: order.phone } : {}),
        ...(email ? { email } : {}),
        pickup: order.pickupAt && order.pickupAt > now ? order.pickupAt.toISOString() : 'asap',
        payment: chosen,
        ...(overrideReason ? { overrideReason } : {}),
      },
      idempotent,
      order,
    );
  }

  /** Dishes added to an order due at pickup: its bill made again as online, its diner mailed it. */
  async function addToDue(
    staff: Staff,
    order: OrderRecord,
    { lines }: OrderAddition,
    idempotent: IdempotentRequest | null,
  ): Promise<Order> {
    const added = lines.map(({ menuID, quantity, choices }) => ({ menuId: menuID, quantity, choices }));
    const { transaction, made } = onceNoting(idempotent);
    const changed = await addLines({ ...parts, transaction }, order, added, staff);
    if (made.now) sendMail(mail.changed(changed, await orders.linesOf(changed.id)));
    return viewOf(order.id);
  }

  return {
    /** The bill these lines come to with this tip and code, as entering them would make it (nothing is held). */
    async quote(staff: Staff, request: CounterQuote) {
      const cart = await priced(staff, request, undefined);
      return billBreakdown(storedBill(cart.bill, cart.promo?.code ?? null));
    },

    /**
     * Enters the order (POST /api/counter-orders) and takes its payment as chosen: cash of at
     * least the total (the change is answered), the restaurant's terminal, at pickup (due), or a
     * link mailed to the diner (answered too). With an Idempotency-Key, a retry answers the first
     * request's order and makes nothing more.
     */
    enter(staff: Staff, order: CounterOrder, idempotent: IdempotentRequest | null): Promise<CounterOrderResponse> {
      return enterOrder(staff, order, idempotent, null);
    },

    /**
     * Adds dishes to an order not yet picked up (POST /api/orders/:id/additions): to an order due
     * at pickup, on its bill; to a paid order, as an order of their own added to it. A picked-up
     * or cancelled order, or one waiting for its payment link, is a 409. With an Idempotency-Key,
     * a retry adds nothing more.
     */
    async add(
      staff: Staff,
      orderId: string,
      addition: OrderAddition,
      idempotent: IdempotentRequest | null,
    ): Promise<Order | CounterOrderResponse> {
      const order = await changeable(orderId);
      return order.paidAt
        ? addToPaid(staff, order, addition, idempotent)
        : addToDue(staff, order, addition, idempotent);
    },

    /**
     * Takes dishes off an order not yet picked up, or fewer of them (POST /api/orders/:id/removals):
     * a due order's bill is made again and its diner mailed it; a paid order's lines are refunded,
     * their exact share (the refunds flow: the diner is mailed what was refunded and why). The
     * Idempotency-Key makes a retry take nothing more off. A picked-up or cancelled order, or one
     * waiting for its payment link, is a 409.
     */
    async remove(staff: Staff, orderId: string, removal: OrderRemoval, key: string): Promise<Order> {
      const order = await changeable(orderId);
      if (order.paidAt) {
        const { lines, reason, restock } = removal;
        await refunds.refund(order.id, { lines, reason, ...(restock === undefined ? {} : { restock }) }, staff, key);
        return viewOf(order.id);
      }
      const { transaction, made } = onceNoting({ scope: `order-removals:${order.id}`, key, request: removal });
      const changed = await removeLines({ ...parts, transaction }, order, removal, staff);
      if (made.now) sendMail(mail.changed(changed, await orders.linesOf(changed.id)));
      return viewOf(order.id);
    },

    /**
     * What the diner's page needs to pay an order staff entered by the link mailed to them, if
     * this key opens it and it still waits for its payment: the card intent's client secret and
     * the amount. Undefined otherwise (paid meanwhile, let go, another order's key).
     */
    async linkPayment(orderId: string, key: string) {
      const order = await orders.findById(orderId);
      const payable = order?.status === 'awaiting_payment' && order.channel !== 'online';
      if (!payable || !parts.guestKeys.opens(order, key, clock.now())) return undefined;
      return {
        clientSecret: await createOrReuseIntent(parts, order),
        amount: billBreakdown(order).total,
      };
    },

    /**
     * Takes the payment of a due order (POST /api/orders/:id/settle): cash of at least its total
     * (the change is answered) or the restaurant's terminal. An order already paid, cancelled or
     * waiting for its payment link is a 409; nothing changes then.
     */
    async settle(staff: Staff, orderId: string, payment: CounterSettlement): Promise<Order & { change?: number }> {
      const order = await orders.findById(orderId);
      if (!order) throw notFound(wordsOf('refusal.orderNotFound'));
      if (order.paidAt) throw conflict(wordsOf('refusal.orderPaidAlready', { number: order.number }));
      if (order.status === 'awaiting_payment') {
        throw conflict(wordsOf('refusal.orderWaitsForLink', { number: order.number }));
      }
      if (order.status === 'cancelled') {
        throw conflict(wordsOf('refusal.cancelledNothingToPay', { number: order.number }));
      }
      const settlement = counterSettlement(order, payment);
      const issuer = await parts.receiptIssuer();
      const settled = await parts.transaction(async (tx) => {
        if (order.tabId) {
          const lines = await orders.linesOf(order.id, tx);
          await parts.tabChecks.settlingRound(
            { tabId: order.tabId, lineIds: lines.map((line) => line.id), amountCents: order.totalCents },
            tx,
          );
        }
        const outcome = await settleIn(parts, order, settlement, { despite: null, by: staff, issuer }, tx);
        if (outcome.paid) {
          await parts.audit.record(
            {
              actor: staff,
              action: 'order.settle',
              subject: { kind: 'order', id: order.id },
              before: { payment: 'due' },
              after: {
                number: order.number,
                payment: settlement.method,
                amount: amount(settlement.amountCents, order),
              },
            },
            tx,
          );
        }
        return outcome;
      });
      // Paid by another hand meanwhile: this payment was not taken.
      if (!settled.paid) throw conflict(wordsOf('refusal.orderPaidAlready', { number: order.number }));
      mailPaid(settled);
      const change = changeOf(order, settlement);
      return { ...(await viewOf(order.id)), ...(change === undefined ? {} : { change }) };
    },
  };
}

export type Counter = ReturnType<typeof createCounter>;
