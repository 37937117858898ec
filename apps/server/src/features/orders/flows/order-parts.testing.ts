import type { BillSettings } from '@bistro/contract/bill-settings';
import { money, toMajor } from '@bistro/contract/money';
import type { Order, OrderAcceptance } from '@bistro/contract/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../../db/connect.ts';
import { conflict } from '../../../http/problems.ts';
import type { PricedCartLine } from '../../cart/index.ts';
import type { IntentView } from '../../payments/index.ts';
import type { OrderLineRecord, OrderRecord, OrdersRepository } from '../orders-repository.ts';
import { pickupOnly } from '../steps/order-fixtures.testing.ts';
import type { RefundOutcome } from '../steps/refund.ts';
import type { OrderParts } from './order-parts.ts';
import { createTabChecks } from './tab-checks.ts';

// In-memory stand-ins of everything an order's flows are given (OrderParts): the orders kept in
// maps, a card provider whose intents the test confirms, and the other features as journals of
// what they were asked. The flows run on them as they run on the app, in milliseconds; the same
// flows on the real database and provider are the API tests.

const NOW = new Date('2026-11-26T18:00:00Z');
/** What the stand-in's cancellation mail says of the money. */
const cancelledWords: Record<RefundOutcome, string> = {
  refunded: ' and refunded',
  pending: '',
  'at the counter': ', given back at the counter',
  'nothing paid': ', nothing was paid',
};
const noTax: BillSettings = {
  taxPrices: 'exclusive',
  taxRate: 0,
  taxRates: {},
  taxRounding: 'line',
  tipPresets: [10, 15, 20],
  taxNumber: null,
};

/** A cart line at a price, in the shape the cart answers. */
export const cartLine = (name: string, priceCents: number, quantity = 1, soldOut = false): PricedCartLine => ({
  _id: `line-${name}`,
  menuID: `dish-${name}`,
  name,
  image: `/pictures/${name}.webp`,
  price: toMajor(money(priceCents)),
  priceCents,
  quantity,
  soldOut,
  taxCategory: null,
  choices: [],
});

/** The parts, the journal of what the flows asked of them, and handles to move the world on. */
export function orderWorld() {
  const journal: string[] = [];
  const did = (entry: string) => journal.push(entry);
  const orders = new Map<string, OrderRecord>();
  const lines = new Map<string, OrderLineRecord[]>();
  const events: { orderId: string; status: string; by: string | null }[] = [];
  const intents = new Map<string, IntentView & { clientSecret: string }>();
  const carts = new Map<string, PricedCartLine[]>();
  const payments = new Map<string, { id: string; orderId: string; userId: string | null; transactionId: string }>();
  const tx = { name: 'the transaction' } as unknown as DbOrTx;
  let now = NOW;
  let numbers = 1000;
  let refundsFail = false;
  let closed = false;
  let acceptance: OrderAcceptance = { mode: 'auto' };

  const update = (id: string, changes: Partial<OrderRecord>) => {
    const order = orders.get(id);
    if (!order) return undefined;
    const changed = { ...order, ...changes };
    orders.set(id, changed);
    return changed;
  };

  const ordersRepository = {
    async findAwaitingPayment(payer: { userId: string } | { guestEmail: string; guestBrowser: string }) {
      return [...orders.values()].find(
        (order) =>
          order.status === 'awaiting_payment' &&
          ('userId' in payer
            ? order.userId === payer.userId
            : order.userId === null && order.email === payer.guestEmail && order.guestBrowser === payer.guestBrowser),
      );
    },
    unpaidGuestOrdersFrom: async (address: string, since: Date) =>
      [...orders.values()].filter(
        (order) =>
          order.status === 'awaiting_payment' &&
          order.userId === null &&
          order.placedFrom === address &&
          order.createdAt > since,
      ).length,
    async createAwaitingPayment(input: Parameters<OrdersRepository['createAwaitingPayment']>[0]) {
      const { lines: newLines, bill, ...rest } = input;
      const id = `order-${++numbers}`;
      const order = {
        channel: 'online',
        overrideRule: null,
        overrideReason: null,
        ...rest,
        ...bill,
        id,
        number: numbers,
        status: 'awaiting_payment',
        intentId: null,
        clientSecret: null,
        paidAt: null,
        paymentMethod: null,
        tenderedCents: null,
        paidDespite: null,
        issuer: null,
        refundedAt: null,
        refundId: null,
        refundedCents: 0,
        refundedTaxCents: 0,
        refundedDiscountCents: 0,
        refundedTipCents: 0,
        cancelReason: null,
        cancelNote: null,
        acceptBy: null,
        fulfilment: rest.delivery ? 'delivery' : 'pickup',
        driverId: null,
        driverName: null,
      } as OrderRecord;
      orders.set(id, order);
      lines.set(
        id,
        newLines.map((line, index) => ({ ...line, id: `${id}-line-${index}`, orderId: id, refundedQuantity: 0 })),
      );
      did(`created ${id} for ${order.totalCents}`);
      return order;
    },
    async attachIntent(id: string, intent: { id: string; clientSecret: string }) {
      update(id, { intentId: intent.id, clientSecret: intent.clientSecret });
    },
    async discardUnpaid(id: string) {
      did(`discarded ${id}`);
      return orders.delete(id);
    },
    findById: async (id: string) => orders.get(id),
    findByIntent: async (intentId: string) => [...orders.values()].find((order) => order.intentId === intentId),
    linesOf: async (id: string) => lines.get(id) ?? [],
    async addLines(
      id: string,
      { bill, kept: shares, lines: added, fromTotalCents }: Parameters<OrdersRepository['addLines']>[1],
    ) {
      const order = orders.get(id);
      if (!order || order.paidAt || order.totalCents !== fromTotalCents) return undefined;
      const kept = (lines.get(id) ?? []).map((line) => ({ ...line, ...shares.find((share) => share.id === line.id) }));
      const newLines = added.map((line, index) => ({
        ...line,
        id: `${id}-added-${index}`,
        orderId: id,
        refundedQuantity: 0,
      }));
      lines.set(id, [...kept, ...newLines]);
      did(`added ${added.map((line) => `${line.quantity} × ${line.name}`).join(', ')} to ${id}`);
      return { order: update(id, bill), added: newLines.map((line) => ({ lineId: line.id, line })) };
    },
    async markPaid(
      id: string,
      {
        at,
        paidDespite,
        method,
        tenderedCents = null,
        totalCents,
        acceptBy = null,
      }: {
        at: Date;
        paidDespite: string | null;
        method: OrderRecord['paymentMethod'];
        tenderedCents?: number | null;
        totalCents: number;
        acceptBy?: Date | null;
      },
    ) {
      const order = orders.get(id);
      const payable = ['awaiting_payment', 'pending', 'preparing', 'ready'].includes(order?.status ?? '');
      if (!order || order.paidAt || !payable || order.totalCents !== totalCents) return undefined;
      const status = order.status === 'awaiting_payment' ? 'pending' : order.status;
      return update(id, { status, paidAt: at, paidDespite, paymentMethod: method, tenderedCents, acceptBy });
    },
    async move(
      id: string,
      { from, to, cancellation, paidOnly, acceptedOnly, fulfilment, driver }: Parameters<OrdersRepository['move']>[1],
    ) {
      const order = orders.get(id);
      const waiting = order?.status === 'pending' && order.acceptBy !== null;
      const reason = cancellation ? { cancelReason: cancellation.reason, cancelNote: cancellation.note } : {};
      const taken = driver ? { driverId: driver.id, driverName: driver.name } : {};
      return order &&
        from.includes(order.status) &&
        (!paidOnly || order.paidAt || order.channel === 'table') &&
        !(acceptedOnly && waiting) &&
        (!fulfilment || order.fulfilment === fulfilment)
        ? update(id, { status: to, ...reason, ...taken })
        : undefined;
    },
    async accept(id: string, { pickupAt }: { pickupAt: Date | null }) {
      const order = orders.get(id);
      return order?.status === 'pending' && order.acceptBy ? update(id, { status: 'preparing', pickupAt }) : undefined;
    },
    unacceptedBy: async (at: Date) =>
      [...orders.values()].filter((order) => order.status === 'pending' && order.acceptBy && order.acceptBy <= at),
    async recordEvent(order: OrderRecord, _at: Date, by: { name: string } | null) {
      events.push({ orderId: order.id, status: order.status, by: by?.name ?? null });
      did(`${order.id} is ${order.status}`);
    },
    async announce(order: OrderRecord) {
      did(`announced ${order.id}`);
    },
    async lastEvent(id: string) {
      const last = events.filter((event) => event.orderId === id).at(-1);
      return last && { id: 1, orderId: id, status: last.status, at: now, byUserId: null, byName: last.by };
    },
    async markRefunded(id: string, refundId: string, at: Date) {
      update(id, { refundId, refundedAt: at });
    },
    refundsAwaitingProvider: async () => [],
    awaitingRefund: async () =>
      [...orders.values()].filter(
        (order) => order.status === 'cancelled' && order.paidAt !== null && order.refundedAt === null,
      ),
    awaitingPaymentSince: async (before: Date, guestsBefore: Date = before) =>
      [...orders.values()].filter(
        (order) =>
          order.status === 'awaiting_payment' &&
          (order.createdAt < before ||
            (order.userId === null && order.channel === 'online' && order.createdAt < guestsBefore)),
      ),
    views: async (rows: OrderRecord[]) => rows.map((row) => ({ _id: row.id, status: row.status }) as Order),
    view: async (id: string) => {
      const order = orders.get(id);
      return order && ({ _id: order.id, status: order.status } as Order);
    },
    async joinGuestOrders(userId: string, email: string) {
      const joined = [...orders.values()].filter((order) => order.userId === null && order.email === email);
      for (const order of joined) update(order.id, { userId });
      return joined.map((order) => order.id);
    },
  };

  const provider = {
    kind: 'test' as const,
    async createIntent(input: { orderId: string; amountCents: number; userId: string | null }) {
      const id = `pi_${input.orderId}`;
      if (!intents.has(id)) {
        intents.set(id, {
          id,
          clientSecret: `${id}_secret`,
          amountCents: input.amountCents,
          status: 'requires_payment_method',
          userId: input.userId,
          orderId: input.orderId,
          refunded: false,
        });
        did(`made intent ${id} for ${input.amountCents}`);
      }
      return { id, clientSecret: `${id}_secret` };
    },
    retrieveIntent: async (id: string) => intents.get(id) ?? null,
    async cancelIntent(id: string) {
      const intent = intents.get(id);
      if (intent?.status === 'succeeded') return 'succeeded' as const;
      if (intent) intent.status = 'canceled';
      did(`cancelled intent ${id}`);
      return 'canceled' as const;
    },
    async refund(intentId: string) {
      if (refundsFail) throw new Error('the provider cannot be reached');
      const intent = intents.get(intentId);
      if (intent) intent.refunded = true;
      did(`refunded ${intentId}`);
      return `re_${intentId}`;
    },
    async refundPart(intentId: string, { amountCents, key }: { amountCents: number; key: string }) {
      if (refundsFail) throw new Error('the provider cannot be reached');
      did(`refunded ${amountCents} of ${intentId}`);
      return `re_${key}`;
    },
    succeededSince: async () => [...intents.values()].filter((intent) => intent.status === 'succeeded'),
  };

  const parts: OrderParts = {
    database: {
      withLock: (_name, work) => work(),
      get db(): never {
        throw new Error('the flows on stand-ins keep no Idempotency-Keys');
      },
    },
    transaction: (work) => work(tx),
    onceByKey: (_idempotent, work) => work(tx),
    orders: ordersRepository as unknown as OrdersRepository,
    carts: {
      list: async (userId: string) => carts.get(userId) ?? [],
      price: async (requested) => requested.map(({ menuId, quantity }) => cartLine(menuId, 1000, quantity)),
      async removeOrdered(userId: string) {
        did(`emptied the cart of ${userId}`);
        carts.delete(userId);
        return 1;
      },
    },
    menu: {
      snapshot: async () => ({ byId: new Map(), sections: [], body: Buffer.from('[]'), etag: '"menu"' }),
      stock: {
        hold: async (_tx: DbOrTx, { orderId }: { orderId: string }) => {
          did(`held the stock of ${orderId}`);
        },
        count: async (orderId: string) => {
          did(`counted the stock of ${orderId}`);
        },
        release: async (orderId: string) => {
          did(`released the stock of ${orderId}`);
        },
      } as unknown as OrderParts['menu']['stock'],
    },
    audit: {
      record: async ({ action, subject, actor }) => {
        did(`audit: ${action} of ${subject.kind} ${subject.id} by ${actor?.email ?? 'the system'}`);
      },
    },
    payments: {
      whenIntentSucceeds: () => {},
      intentSucceeded: async () => {},
      claimIntents: () => {},
      settledElsewhere: async () => false,
      provider,
      async record(input) {
        const id = `payment-${input.orderId}`;
        payments.set(input.orderId, {
          id,
          orderId: input.orderId,
          userId: input.userId,
          transactionId: input.transactionId,
        });
        did(`recorded ${id} of ${input.amountCents} by ${input.transactionId}`);
        return id;
      },
      findByOrder: async (orderId: string) => payments.get(orderId) as never,
      listByUser: async () => [],
      listByOrder: async () => [],
      async joinAccount(orderIds: string[], userId: string) {
        for (const orderId of orderIds) {
          const payment = payments.get(orderId);
          if (payment) payment.userId = userId;
        }
        did(`payments of ${orderIds.join(', ')} joined ${userId}`);
      },
      eraseDiner: async () => {},
    },
    provider,
    promoCodes: {
      quote: async () => {
        throw new Error('no code in these tests');
      },
      hold: async () => undefined,
      discountOf: async () => null,
      count: async (orderId: string) => {
        did(`counted the code of ${orderId}`);
        return true;
      },
      release: async (orderId: string) => {
        did(`released the code of ${orderId}`);
        return true;
      },
    } as unknown as OrderParts['promoCodes'],
    delivery: pickupOnly,
    restaurant: {
      timeZone: 'UTC',
      bill: async () => noTax,
      orderAcceptance: async () => acceptance,
      reservePickup: async (choice: string, at: Date) => {
        if (closed) throw conflict('We are closed now.');
        return choice === 'asap' ? new Date(at.getTime() + 20 * 60_000) : new Date(choice);
      },
      overridePickup: async (choice: string, at: Date) =>
        choice === 'asap' ? new Date(at.getTime() + 20 * 60_000) : new Date(choice),
      checkTakingOrders: async () => {},
      changesFor: async () => [],
    } as unknown as OrderParts['restaurant'],
    stats: {
      orderPaid: async (_order, sold) => {
        did(`sold ${sold.map((line) => `${line.quantity} × ${line.name}`).join(', ')}`);
      },
      orderRefunded: async (_before, _after, sold) => {
        did(`unsold ${sold.map((line) => `${line.quantity} × ${line.name}`).join(', ')}`);
      },
      orderCancelled: async (_order, sold) => {
        did(`unsold ${sold.map((line) => `${line.quantity} × ${line.name}`).join(', ')}`);
      },
      ordersJoined: async () => {},
      tabPaymentPaid: async () => {},
      tabPaymentRefunded: async () => {},
    },
    guestKeys: { keyFor: (order) => `key-${order.id}`, opens: (order, key) => key === `key-${order.id}` },
    clock: { now: () => now },
    mail: {
      orderPage: (order) => `/guest-order/${order.id}?key=key-${order.id}`,
      paid: (order) => ({ to: order.email, subject: `#${order.number} is paid`, text: '' }),
      accepted: (order) => ({
        to: order.email,
        subject: `#${order.number} is accepted, ready at ${order.pickupAt?.toISOString().slice(11, 16)}`,
        text: '',
      }),
      newOrder: (order) => () => ({ subject: `new order #${order.number}`, text: '', link: '', sms: '' }),
      ready: (order) => ({ to: order.email, subject: `#${order.number} is ready`, text: '' }),
      outForDelivery: (order) => ({ to: order.email, subject: `#${order.number} is on its way`, text: '' }),
      delivered: (order) => ({ to: order.email, subject: `#${order.number} is delivered`, text: '' }),
      changed: (order) => ({ to: order.email, subject: `#${order.number} now comes to ${order.totalCents}`, text: '' }),
      added: (order, _lines, to) => ({ to: order.email, subject: `#${order.number} added to #${to.number}`, text: '' }),
      cancelled: (order, refund) => ({
        to: order.email,
        subject: `#${order.number} is cancelled${cancelledWords[refund]}`,
        text: '',
      }),
      payLink: (order) => ({ to: order.email, subject: `pay for #${order.number}`, text: '' }),
      partlyRefunded: (order, refund) => ({
        to: order.email,
        subject: `${refund.amountCents} of #${order.number} is refunded`,
        text: '',
      }),
    },
    sendMail: (message) => did(`mailed ${message.to}: ${message.subject}`),
    notifications: { tell: (notice) => did(`told the restaurant: ${notice('en').subject}`) },
    log: { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger,
    tabChecks: createTabChecks(),
    timeZone: 'UTC',
    languages: () => ['en'],
    receiptIssuer: async () => ({ address: null, phone: null, taxNumber: null }),
  };

  return {
    parts,
    journal,
    orders,
    payments,
    /** Puts these lines in the account's cart. */
    fillCart: (userId: string, cartLines: PricedCartLine[]) => carts.set(userId, cartLines),
    /** The diner's card goes through for this intent (as the browser's confirmation does). */
    confirmCard(intentId: string) {
      const intent = intents.get(intentId);
      if (!intent) throw conflict(`no intent ${intentId}`);
      intent.status = 'succeeded';
    },
    /** A charge the provider took for no order of ours. */
    strayCharge(id: string, amountCents: number) {
      intents.set(id, {
        id,
        clientSecret: '',
        amountCents,
        status: 'succeeded',
        userId: null,
        orderId: null,
        refunded: false,
      });
    },
    /** The order is paid and cancelled meanwhile (as the kitchen's move leaves it, before its refund). */
    cancel(id: string) {
      update(id, { status: 'cancelled', paidAt: now, paymentMethod: 'card' });
    },
    failRefunds(fail: boolean) {
      refundsFail = fail;
    },
    /** The restaurant refuses every pickup time (closed), or takes them again. */
    close(isClosed: boolean) {
      closed = isClosed;
    },
    /** The owner's choice of how paid orders reach the kitchen. */
    acceptOrders(chosen: OrderAcceptance) {
      acceptance = chosen;
    },
    /** The clock moves on this many minutes. */
    later(minutes: number) {
      now = new Date(now.getTime() + minutes * 60_000);
    },
  };
}

/** A signed-in diner whose address is confirmed, as the checkout is given them. */
export const ana = {
  id: 'user-ana',
  email: 'ana@bistro.test',
  name: 'Ana',
  role: 'user' as const,
  phone: '+1 555 010 0199',
  emailConfirmed: true,
  tokenExpiresAt: new Date('2026-11-27T00:00:00Z'),
};

/** Ana paying for her account's cart, from her client address. */
export const anaPaying = { kind: 'account' as const, user: ana, address: '203.0.113.10' };

/** Gus paying as a guest for these lines, from his browser (the checkout token it keeps) and client address. */
export const gusPaying = (lines: { menuId: string; quantity: number }[], browser = 'browser-of-gus') => ({
  kind: 'guest' as const,
  name: 'Gus',
  email: 'gus@bistro.test',
  phone: '555',
  lines,
  address: '203.0.113.20',
  browser,
});
