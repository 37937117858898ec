import { billBreakdown, type StoredBill } from '@bistro/contract/bill-settings';
import type { FulfilmentType, OrderFulfilment } from '@bistro/contract/fulfilment';
import type { Role } from '@bistro/contract/identity';
import type { Language } from '@bistro/contract/languages';
import { money, toMajor } from '@bistro/contract/money';
import type {
  CancellationReason,
  Order,
  OrderChannel,
  OrderStatus,
  PaymentMethod,
  ReceiptIssuer,
} from '@bistro/contract/orders';
import { soldOrderStatuses } from '@bistro/contract/orders';
import { ERASED_DINER, openOrderStatuses } from '@bistro/contract/privacy';
import { TABLE_TOPIC } from '@bistro/contract/tables';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  min,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connect.ts';
import {
  type ChangedLine,
  type OrderDelivery,
  type OrderedChoice,
  orderChanges,
  orderEvents,
  orderLines,
  orderRefunds,
  orders,
} from '../../db/schema.ts';
import type { LiveStream } from '../live/index.ts';
import type { TabChecks, TabPaid } from './flows/tab-checks.ts';

export type OrderRecord = typeof orders.$inferSelect;
export type OrderLineRecord = typeof orderLines.$inferSelect;
export type OrderRefundRecord = typeof orderRefunds.$inferSelect;
/** When a due order was changed, and by whom (a staff member's name). */
export type OrderChange = { at: Date; byName: string | null };

/** The live stream's topic of orders: each change of an order is published under it. */
export const ORDER_TOPIC = 'order';

/** Who changed an order: a staff member or admin, or the system (null). */
export type Actor = { id: string; name: string } | null;

/** A staff member or admin making a change: their account as the audit log keeps it, and the name the order's views show (a first name). */
export type StaffMember = { id: string; name: string; email: string; role: Role };

export interface NewOrderLine {
  menuItemId: string;
  name: string;
  quantity: number;
  /** One with its choices. */
  unitPriceCents: number;
  choices: OrderedChoice[];
  /** The line's share of the bill's discount, and its tax (the bill's `lines`). */
  discountCents: number;
  taxCents: number;
}

/** Why the kitchen cancels an order: the reason, and its words for the diner (if any). */
export interface Cancellation {
  reason: CancellationReason;
  note: string | null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** How an order reaches its diner, as its views show it: picked up, or delivered where, with its fee. */
function fulfilmentOf(row: OrderRecord): OrderFulfilment {
  if (row.fulfilment === 'pickup' || !row.delivery) return { type: 'pickup' };
  const { address, instructions, zone, arrivalAt } = row.delivery;
  return {
    type: 'delivery',
    address,
    ...(instructions ? { instructions } : {}),
    zone,
    fee: toMajor(money(row.deliveryFeeCents, row.currency)),
    arrivalAt,
    ...(row.driverName ? { driver: row.driverName } : {}),
  };
}

/** A line's choices as one key: the same choices in any order are the same line. */
const choiceIds = (choices: readonly OrderedChoice[]) =>
  choices
    .map((choice) => choice.id)
    .sort()
    .join(',');

/** Orders paid within [from, to), or due and entered then (each condition on its own index). */
const placedWithin = (from: Date, to: Date): SQL | undefined =>
  or(
    and(gte(orders.paidAt, from), lt(orders.paidAt, to)),
    and(isNull(orders.paidAt), gte(orders.createdAt, from), lt(orders.createdAt, to)),
  );

/** The statuses of an order the kitchen has and may still hand over unpaid (paid at pickup). */
const DUE_STATUSES = ['pending', 'preparing', 'ready'] as const satisfies readonly OrderStatus[];

/**
 * Who moved an order on, as its views show it (to its diner too): a staff member's first name, or
 * "the kitchen" when their name gives none; null for the system. Nobody is shown a full name.
 */
export const staffShownAs = (staffName: string | null) =>
  staffName === null ? null : (staffName.trim().split(/\s+/)[0] ?? '') || 'the kitchen';

/** What an order gave back: the whole total once a cancellation's refund went through, else its partial refunds. */
export const refundedCentsOf = (row: OrderRecord) =>
  row.status === 'cancelled' && row.refundedAt ? row.totalCents : row.refundedCents;

/** An order added to another (or the one it was added to), as the other's view names it. */
type LinkedOrder = Pick<
  OrderRecord,
  'id' | 'number' | 'totalCents' | 'currency' | 'status' | 'paidAt' | 'addedToOrderId'
>;

/** The order as the API shows it, from its row, its lines, its history, its partial refunds and its changes. */
function toOrder(
  row: OrderRecord,
  lines: OrderLineRecord[],
  events: (typeof orderEvents.$inferSelect)[],
  refunds: OrderRefundRecord[],
  changes: (typeof orderChanges.$inferSelect)[],
  linked: { addedTo: LinkedOrder | undefined; additions: LinkedOrder[] },
  paidAtTable: boolean,
): Order {
  const major = (cents: number) => toMajor(money(cents, row.currency));
  const nameOf = new Map(lines.map((line) => [line.id, line.name]));
  return {
    _id: row.id,
    number: row.number,
    status: row.status,
    email: row.email,
    customerName: row.customerName,
    phone: row.phone,
    lines: lines.map((line) => ({
      id: line.id,
      menuID: line.menuItemId,
      name: line.name,
      quantity: line.quantity,
      price: toMajor(money(line.unitPriceCents, row.currency)),
      choices: line.choices.map(({ priceCents, ...choice }) => ({
        ...choice,
        price: toMajor(money(priceCents, row.currency)),
      })),
      refundedQuantity: line.refundedQuantity,
    })),
    total: toMajor(money(row.totalCents, row.currency)),
    bill: billBreakdown(row),
    createdAt: row.createdAt.toISOString(),
    pickupAt: iso(row.pickupAt),
    channel: row.channel,
    fulfilment: fulfilmentOf(row),
    table: row.tableName,
    ruleOverride:
      row.overrideRule && row.overrideReason ? { rule: row.overrideRule, reason: row.overrideReason } : null,
    note: row.note,
    paidAt: iso(row.paidAt),
    paymentStatus: row.paidAt ? 'paid' : 'due',
    paidAtTable,
    paymentMethod: row.paymentMethod,
    tendered: row.tenderedCents === null ? null : major(row.tenderedCents),
    paymentReference: row.paidAt ? row.intentId : null,
    issuer: row.issuer ?? null,
    paidDespite: row.paidDespite,
    refundedAt: iso(row.refundedAt),
    refunded: major(refundedCentsOf(row)),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amount: major(refund.amountCents),
      reason: refund.reason,
      at: refund.createdAt.toISOString(),
      lines: refund.lines.map((line) => ({
        lineId: line.lineId,
        name: nameOf.get(line.lineId) ?? '',
        quantity: line.quantity,
      })),
      restock: refund.restock,
      by: staffShownAs(refund.byName),
    })),
    changes: changes.map((change) => ({
      at: change.at.toISOString(),
      added: change.added,
      removed: change.removed,
      reason: change.reason,
      by: staffShownAs(change.byName),
    })),
    addedTo: linked.addedTo ? { id: linked.addedTo.id, number: linked.addedTo.number } : null,
    additions: linked.additions.map((addition) => ({
      id: addition.id,
      number: addition.number,
      total: toMajor(money(addition.totalCents, addition.currency)),
      status: addition.status,
      paymentStatus: addition.paidAt ? 'paid' : 'due',
    })),
    cancellation:
      row.status === 'cancelled' && row.cancelReason ? { reason: row.cancelReason, note: row.cancelNote } : null,
    acceptBy: iso(row.acceptBy),
    history: events.map((event) => ({
      status: event.status,
      at: event.at.toISOString(),
      by: staffShownAs(event.byName),
    })),
  };
}

/** A round of a tab, still due, whose tab's payers paid its dishes or left less than its bill to pay. */
function isPaidAtTable(row: OrderRecord, lines: OrderLineRecord[], paid: TabPaid | undefined): boolean {
  if (!paid || row.paidAt !== null || row.status === 'cancelled') return false;
  return lines.some((line) => paid.lineIds.has(line.id)) || paid.leftCents < row.totalCents;
}

/** Orders, their lines and their history; each change is published on the live stream in its transaction. */
export function createOrdersRepository(db: Db, live: Pick<LiveStream, 'publish'>, tabs: Pick<TabChecks, 'paidOfTabs'>) {
  /**
   * The API views of these orders, in the given order: six queries whatever their number, and when
   * some are rounds, what their tabs' payers paid (eight more, whatever the number of tabs;
   * `withTabs`: false for the views a tab's money is counted from).
   */
  async function views(rows: OrderRecord[], tx: DbOrTx = db, { withTabs = true } = {}): Promise<Order[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const addedTo = rows.flatMap((row) => (row.addedToOrderId ? [row.addedToOrderId] : []));
    const roundsDue = withTabs ? rows.filter((row) => row.tabId && !row.paidAt && row.status !== 'cancelled') : [];
    const tabIds = [...new Set(roundsDue.flatMap((row) => (row.tabId ? [row.tabId] : [])))];
    const [lines, events, refunds, changes, linked, paidOfTabs] = await Promise.all([
      tx.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.name)),
      tx.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.id)),
      tx
        .select()
        .from(orderRefunds)
        .where(inArray(orderRefunds.orderId, ids))
        .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id)),
      tx
        .select()
        .from(orderChanges)
        .where(inArray(orderChanges.orderId, ids))
        .orderBy(asc(orderChanges.at), asc(orderChanges.id)),
      tx
        .select({
          id: orders.id,
          number: orders.number,
          totalCents: orders.totalCents,
          currency: orders.currency,
          status: orders.status,
          paidAt: orders.paidAt,
          addedToOrderId: orders.addedToOrderId,
        })
        .from(orders)
        .where(
          addedTo.length > 0
            ? or(inArray(orders.addedToOrderId, ids), inArray(orders.id, addedTo))
            : inArray(orders.addedToOrderId, ids),
        )
        .orderBy(asc(orders.number)),
      tabs.paidOfTabs(tabIds, tx),
    ]);
    const byOrder = <T extends { orderId: string }>(items: T[]) => {
      const grouped = new Map<string, T[]>();
      for (const item of items) grouped.set(item.orderId, [...(grouped.get(item.orderId) ?? []), item]);
      return grouped;
    };
    const linesOf = byOrder(lines);
    const eventsOf = byOrder(events);
    const refundsOf = byOrder(refunds);
    const changesOf = byOrder(changes);
    return rows.map((row) => {
      const linesOfRow = linesOf.get(row.id) ?? [];
      return toOrder(
        row,
        linesOfRow,
        eventsOf.get(row.id) ?? [],
        refundsOf.get(row.id) ?? [],
        changesOf.get(row.id) ?? [],
        {
          addedTo: linked.find((order) => order.id === row.addedToOrderId),
          additions: linked.filter((order) => order.addedToOrderId === row.id),
        },
        isPaidAtTable(row, linesOfRow, row.tabId ? paidOfTabs.get(row.tabId) : undefined),
      );
    });
  }

  /**
   * An order's bill made again, only if it is still due and unchanged since it was read (its total
   * then): answers the order as it now is, or undefined (paid, picked up or changed meanwhile).
   */
  async function billAgainIfStillDue(
    tx: DbOrTx,
    id: string,
    bill: StoredBill,
    fromTotalCents: number,
  ): Promise<OrderRecord | undefined> {
    const [row] = await tx
      .update(orders)
      .set(bill)
      .where(
        and(
          eq(orders.id, id),
          isNull(orders.paidAt),
          inArray(orders.status, [...DUE_STATUSES]),
          eq(orders.totalCents, fromTotalCents),
        ),
      )
      .returning();
    return row;
  }

  return {
    views,

    async findById(id: string, tx: DbOrTx = db): Promise<OrderRecord | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    /** The order, its row locked until the transaction ends (a refund changes it knowing what it is). */
    async lockById(id: string, tx: DbOrTx): Promise<OrderRecord | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },

    async findByIntent(intentId: string, tx: DbOrTx = db): Promise<OrderRecord | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.intentId, intentId));
      return row;
    },

    async linesOf(orderId: string, tx: DbOrTx = db): Promise<OrderLineRecord[]> {
      return tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    },

    async view(id: string, tx: DbOrTx = db): Promise<Order | undefined> {
      const row = await this.findById(id, tx);
      return row ? (await views([row], tx))[0] : undefined;
    },

    /** The tab's rounds now go to this table (staff moved the party): answers them, to be announced. */
    async moveTab(tabId: string, tableName: string, tx: DbOrTx): Promise<OrderRecord[]> {
      return tx.update(orders).set({ tableName }).where(eq(orders.tabId, tabId)).returning();
    },

    /** How many rounds the tab holds. */
    async roundsOnTab(tabId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ count: count() }).from(orders).where(eq(orders.tabId, tabId));
      return row?.count ?? 0;
    },

    /** The rounds of a table's tab, oldest first. */
    async ofTab(tabId: string, tx: DbOrTx = db): Promise<Order[]> {
      return (await this.ofTabs([tabId], tx)).get(tabId) ?? [];
    },

    /**
     * These tabs' rounds, oldest first, by tab: what their money is counted from (so without what
     * their payers paid, which is read from them).
     */
    async ofTabs(tabIds: string[], tx: DbOrTx = db): Promise<Map<string, Order[]>> {
      const rows = await tx.select().from(orders).where(inArray(orders.tabId, tabIds)).orderBy(asc(orders.createdAt));
      const rounds = await views(rows, tx, { withTabs: false });
      const byTab = new Map<string, Order[]>(tabIds.map((tabId) => [tabId, []]));
      rows.forEach((row, index) => {
        const round = rounds[index];
        if (row.tabId && round) byTab.get(row.tabId)?.push(round);
      });
      return byTab;
    },

    /** Announces the tab's rounds still due on the live stream (at commit): what its payers paid changed them. */
    async announceRoundsOf(tabId: string, tx: DbOrTx): Promise<void> {
      const due = await tx
        .select({ id: orders.id, userId: orders.userId })
        .from(orders)
        .where(and(eq(orders.tabId, tabId), isNull(orders.paidAt), ne(orders.status, 'cancelled')));
      for (const round of due)
        await live.publish(tx, { topic: ORDER_TOPIC, subjectId: round.id, userId: round.userId });
    },

    /**
     * The diner's order waiting for its payment, if any: a signed-in diner's by their id (there is
     * at most one), a guest's by their address among the orders of no account.
     */
    async findAwaitingPayment(
      payer: { userId: string } | { guestEmail: string; guestBrowser: string },
      tx: DbOrTx = db,
    ): Promise<OrderRecord | undefined> {
      const [row] = await tx
        .select()
        .from(orders)
        .where(
          and(
            'userId' in payer
              ? eq(orders.userId, payer.userId)
              : and(
                  isNull(orders.userId),
                  eq(orders.email, payer.guestEmail),
                  eq(orders.guestBrowser, payer.guestBrowser),
                ),
            eq(orders.status, 'awaiting_payment'),
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(1);
      return row;
    },

    /**
     * Gives the account the orders made as a guest with its address, so they show in its lists
     * and its live stream. Only for an address its owner has proven: see
     * CLARIFICATIONS, a guest order joining an account. Answers the ids of those that joined.
     * Erased orders join nobody, whoever manages to prove their placeholder address.
     */
    async joinGuestOrders(userId: string, email: string, tx: DbOrTx = db): Promise<string[]> {
      if (email === ERASED_DINER.email) return [];
      const joined = await tx
        .update(orders)
        .set({ userId })
        .where(and(isNull(orders.userId), eq(orders.email, email)))
        .returning({ id: orders.id });
      return joined.map((order) => order.id);
    },

    /** A new order waiting for its payment, with its lines priced as they will be charged. */
    async createAwaitingPayment(
      input: {
        userId: string | null;
        email: string;
        customerName: string;
        phone: string | null;
        bill: StoredBill;
        cartFingerprint: string;
        pickupAt: Date;
        note: string | null;
        createdAt: Date;
        lines: NewOrderLine[];
        /** The language of the page it is placed from (the restaurant's default when staff take it). */
        language?: Language;
        /** Where it is taken (online unless said). */
        channel?: OrderChannel;
        /** Dishes added to a paid order: the order they were added to. */
        addedToOrderId?: string | null;
        /** A round at a table: its tab and the table's name. */
        tabId?: string | null;
        tableName?: string | null;
        /** A rule of the hours or pickup times staff took it despite, and their reason. */
        overrideRule?: string | null;
        overrideReason?: string | null;
        /** A guest's: the checkout token's hash of the browser that made it, and its client address. */
        guestBrowser?: string | null;
        placedFrom?: string | null;
        /** Delivered there (then `pickupAt` is when it leaves the kitchen); absent: picked up. */
        delivery?: OrderDelivery | null;
      },
      tx: DbOrTx = db,
    ): Promise<OrderRecord> {
      const { lines, bill, ...order } = input;
      const fulfilment = order.delivery ? 'delivery' : 'pickup';
      const [row] = await tx
        .insert(orders)
        .values({ ...order, ...bill, fulfilment })
        .returning();
      if (!row) throw new Error('order was not inserted');
      await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: row.id })));
      return row;
    },

    async attachIntent(id: string, intent: { id: string; clientSecret: string }, tx: DbOrTx = db): Promise<void> {
      await tx.update(orders).set({ intentId: intent.id, clientSecret: intent.clientSecret }).where(eq(orders.id, id));
    },

    /** Removes an order that was never paid (its cart changed before paying); answers whether it was. */
    async discardUnpaid(id: string, tx: DbOrTx = db): Promise<boolean> {
      const deleted = await tx
        .delete(orders)
        .where(and(eq(orders.id, id), eq(orders.status, 'awaiting_payment')))
        .returning({ id: orders.id });
      return deleted.length > 0;
    },

    /**
     * Moves an order from one of the `from` statuses to `to`, only if it is still in one of them:
     * of two changes racing, one wins. A cancellation keeps its reason in the same statement.
     * `paidOnly`: a paid order, or a table's round (paid with its tab).
     * `acceptedOnly`: not an order waiting for a cook's Accept (`accept` takes that one on).
     * `fulfilment`: only an order picked up, or only a delivery; `driver`: who takes it out.
     * Answers the changed row, or undefined when the order was not in a `from` status.
     */
    async move(
      id: string,
      {
        from,
        to,
        cancellation,
        paidOnly = false,
        acceptedOnly = false,
        fulfilment,
        driver,
        acceptBy,
      }: {
        from: readonly OrderStatus[];
        to: OrderStatus;
        cancellation?: Cancellation;
        paidOnly?: boolean;
        acceptedOnly?: boolean;
        fulfilment?: FulfilmentType;
        driver?: { id: string; name: string };
        /** It waits for a cook's Accept until then (a table's first round, sent to the kitchen due). */
        acceptBy?: Date;
      },
      tx: DbOrTx = db,
    ): Promise<OrderRecord | undefined> {
      const [row] = await tx
        .update(orders)
        .set({
          status: to,
          ...(cancellation ? { cancelReason: cancellation.reason, cancelNote: cancellation.note } : {}),
          ...(driver ? { driverId: driver.id, driverName: driver.name } : {}),
          ...(acceptBy ? { acceptBy } : {}),
        })
        .where(
          and(
            eq(orders.id, id),
            inArray(orders.status, [...from]),
            fulfilment ? eq(orders.fulfilment, fulfilment) : undefined,
            // A table's round is served before its tab is paid.
            paidOnly ? or(isNotNull(orders.paidAt), eq(orders.channel, 'table')) : undefined,
            acceptedOnly ? or(ne(orders.status, 'pending'), isNull(orders.acceptBy)) : undefined,
          ),
        )
        .returning();
      return row;
    },

    /**
     * A cook accepts an order waiting for it: it goes to `preparing` with its pickup time, only if
     * it still waits (pending, with an `acceptBy`): of two cooks pressing at once, one wins.
     * Answers the accepted row, or undefined when it no longer waited.
     */
    async accept(id: string, { pickupAt }: { pickupAt: Date | null }, tx: DbOrTx = db) {
      const [row] = await tx
        .update(orders)
        .set({ status: 'preparing', pickupAt })
        .where(and(eq(orders.id, id), eq(orders.status, 'pending'), isNotNull(orders.acceptBy)))
        .returning();
      return row;
    },

    /** Orders still waiting for a cook's Accept whose time to accept ran out by `now`. */
    async unacceptedBy(now: Date): Promise<OrderRecord[]> {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'pending'), lte(orders.acceptBy, now)))
        .orderBy(asc(orders.acceptBy));
    },

    /** When the next order waiting for a cook's Accept runs out of time, if one waits. */
    async nextAcceptBy(): Promise<Date | null> {
      const [row] = await db
        .select({ next: min(orders.acceptBy) })
        .from(orders)
        .where(and(eq(orders.status, 'pending'), isNotNull(orders.acceptBy)));
      return row?.next ?? null;
    },

    /**
     * Makes an unpaid order paid, stamped `paidAt` with how it was paid (and for cash what was
     * handed over), what changed since the payment started if anything did, its receipt's issuer,
     * and until when a cook may accept it where the owner wants each order accepted: an order
     * awaiting payment becomes pending; a due one (with the kitchen, to pay at pickup) keeps its
     * status. Only if it is still unpaid: answers the paid row, or undefined when it was paid
     * meanwhile (or cancelled).
     */
    async markPaid(
      id: string,
      {
        at,
        paidDespite,
        issuer,
        method,
        tenderedCents = null,
        totalCents,
        acceptBy = null,
      }: {
        at: Date;
        paidDespite: string | null;
        issuer: ReceiptIssuer;
        method: PaymentMethod;
        tenderedCents?: number | null;
        /** The total the payment is for: an order whose bill changed meanwhile (a dish added) is not paid by it. */
        totalCents: number;
        acceptBy?: Date | null;
      },
      tx: DbOrTx = db,
    ) {
      const [row] = await tx
        .update(orders)
        .set({
          status: sql`case when ${orders.status} = 'awaiting_payment' then 'pending' else ${orders.status} end`,
          paidAt: at,
          paidDespite,
          issuer,
          paymentMethod: method,
          tenderedCents,
          acceptBy,
        })
        .where(
          and(
            eq(orders.id, id),
            isNull(orders.paidAt),
            inArray(orders.status, ['awaiting_payment', ...DUE_STATUSES]),
            eq(orders.totalCents, totalCents),
          ),
        )
        .returning();
      return row;
    },

    /**
     * Adds lines to an order due at pickup, with its bill made again, only if it is still due and
     * its total is still `fromTotalCents` (the bill the addition was priced on): a line of the same
     * dish, choices and price takes the quantity added, any other is a new line; the kept lines
     * take their shares of the new bill (`kept`: each line's discount and tax); the change is kept
     * for the receipt. Answers the changed row and each addition with the line it went to, or
     * undefined when the order was paid, moved on or changed meanwhile.
     */
    async addLines(
      id: string,
      {
        bill,
        kept,
        lines,
        fromTotalCents,
        change,
      }: {
        bill: StoredBill;
        kept: { id: string; discountCents: number; taxCents: number }[];
        lines: NewOrderLine[];
        fromTotalCents: number;
        change: OrderChange;
      },
      tx: DbOrTx = db,
    ): Promise<{ order: OrderRecord; added: { lineId: string; line: NewOrderLine }[] } | undefined> {
      const row = await billAgainIfStillDue(tx, id, bill, fromTotalCents);
      if (!row) return undefined;
      for (const share of kept) {
        await tx
          .update(orderLines)
          .set({ discountCents: share.discountCents, taxCents: share.taxCents })
          .where(and(eq(orderLines.id, share.id), eq(orderLines.orderId, id)));
      }
      const before = await tx.select().from(orderLines).where(eq(orderLines.orderId, id));
      const sameAs = (line: NewOrderLine) => (each: OrderLineRecord) =>
        each.menuItemId === line.menuItemId &&
        each.unitPriceCents === line.unitPriceCents &&
        choiceIds(each.choices) === choiceIds(line.choices);
      const added: { lineId: string; line: NewOrderLine }[] = [];
      for (const line of lines) {
        const same = before.find(sameAs(line));
        if (same) {
          await tx
            .update(orderLines)
            .set({
              quantity: sql`${orderLines.quantity} + ${line.quantity}`,
              discountCents: sql`coalesce(${orderLines.discountCents}, 0) + ${line.discountCents}`,
              taxCents: sql`coalesce(${orderLines.taxCents}, 0) + ${line.taxCents}`,
            })
            .where(eq(orderLines.id, same.id));
          added.push({ lineId: same.id, line });
        } else {
          const [inserted] = await tx
            .insert(orderLines)
            .values({ ...line, orderId: id })
            .returning({ id: orderLines.id });
          if (inserted) added.push({ lineId: inserted.id, line });
        }
      }
      await tx.insert(orderChanges).values({
        orderId: id,
        ...change,
        added: lines.map(({ name, quantity }) => ({ name, quantity })),
      });
      return { order: row, added };
    },

    /**
     * Takes dishes off an order due at pickup, with its bill made again, only if it is still due
     * and its total is still `fromTotalCents` (the bill the removal was priced on): each line in
     * `lines` now holds `quantity` with its share of the new bill, and a line at 0 is gone; the
     * change (`removed`: what was taken off) is kept for the receipt. Answers the changed row, or
     * undefined when the order was paid, moved on or changed meanwhile.
     */
    async removeLines(
      id: string,
      {
        bill,
        lines,
        fromTotalCents,
        change,
      }: {
        bill: StoredBill;
        lines: { id: string; quantity: number; discountCents: number; taxCents: number }[];
        fromTotalCents: number;
        change: OrderChange & { removed: ChangedLine[]; reason: string };
      },
      tx: DbOrTx = db,
    ): Promise<OrderRecord | undefined> {
      const row = await billAgainIfStillDue(tx, id, bill, fromTotalCents);
      if (!row) return undefined;
      for (const { id: lineId, quantity, discountCents, taxCents } of lines) {
        const line = and(eq(orderLines.id, lineId), eq(orderLines.orderId, id));
        if (quantity === 0) await tx.delete(orderLines).where(line);
        else await tx.update(orderLines).set({ quantity, discountCents, taxCents }).where(line);
      }
      await tx.insert(orderChanges).values({ orderId: id, ...change });
      return row;
    },

    /** Keeps a status change in the order's history and announces it on the live stream (at commit). */
    async recordEvent(order: OrderRecord, at: Date, by: Actor, tx: DbOrTx = db): Promise<void> {
      await tx.insert(orderEvents).values({
        orderId: order.id,
        status: order.status,
        at,
        byUserId: by?.id ?? null,
        byName: by?.name ?? null,
      });
      await this.announce(order, tx);
    },

    /** Announces a change of the order on the live stream (at commit): a new status, or its refund. */
    async announce(order: OrderRecord, tx: DbOrTx = db): Promise<void> {
      await live.publish(tx, { topic: ORDER_TOPIC, subjectId: order.id, userId: order.userId });
      // A round's diners follow their table, not the order.
      if (order.tableName) await live.publish(tx, { topic: TABLE_TOPIC, subjectId: order.tableName, userId: null });
    },

    /** The latest change of an order, to say who beat another change to it. */
    async lastEvent(orderId: string, tx: DbOrTx = db) {
      const [event] = await tx
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(desc(orderEvents.id))
        .limit(1);
      return event;
    },

    /**
     * The whole of a cancelled order (what was left of it) is back (`refundId`: the provider's
     * refund; null when nothing was left to give): its partial refunds still waiting for the
     * provider went back with it.
     */
    async markRefunded(id: string, refundId: string | null, at: Date, tx: DbOrTx = db): Promise<void> {
      await tx.update(orders).set({ refundId, refundedAt: at }).where(eq(orders.id, id));
      await tx
        .update(orderRefunds)
        .set({ refundedAt: at })
        .where(and(eq(orderRefunds.orderId, id), isNull(orderRefunds.refundedAt)));
    },

    /**
     * Keeps a partial refund of a paid order (locked by `lockById`): its row, its parts added to
     * the order's, and its lines' quantities to theirs, each only within what the line holds
     * (a conflict otherwise: the line was refunded meanwhile). Answers the refund and the order.
     */
    async addRefund(
      refund: Omit<typeof orderRefunds.$inferInsert, 'id'>,
      tx: DbOrTx,
    ): Promise<{ refund: OrderRefundRecord; order: OrderRecord }> {
      const [kept] = await tx.insert(orderRefunds).values(refund).returning();
      const [order] = await tx
        .update(orders)
        .set({
          refundedCents: sql`${orders.refundedCents} + ${refund.amountCents}`,
          refundedTaxCents: sql`${orders.refundedTaxCents} + ${refund.taxCents ?? 0}`,
          refundedDiscountCents: sql`${orders.refundedDiscountCents} + ${refund.discountCents ?? 0}`,
          refundedTipCents: sql`${orders.refundedTipCents} + ${refund.tipCents ?? 0}`,
          refundedDeliveryFeeCents: sql`${orders.refundedDeliveryFeeCents} + ${refund.deliveryFeeCents ?? 0}`,
        })
        .where(eq(orders.id, refund.orderId))
        .returning();
      for (const line of refund.lines ?? []) {
        const [counted] = await tx
          .update(orderLines)
          .set({ refundedQuantity: sql`${orderLines.refundedQuantity} + ${line.quantity}` })
          .where(
            and(
              eq(orderLines.id, line.lineId),
              eq(orderLines.orderId, refund.orderId),
              sql`${orderLines.refundedQuantity} + ${line.quantity} <= ${orderLines.quantity}`,
            ),
          )
          .returning({ id: orderLines.id });
        if (!counted) throw new Error(`line ${line.lineId} cannot be refunded ${line.quantity} more`);
      }
      if (!kept || !order) throw new Error(`the refund of order ${refund.orderId} was not kept`);
      return { refund: kept, order };
    },

    async findRefund(id: string, tx: DbOrTx = db): Promise<OrderRefundRecord | undefined> {
      const [row] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, id));
      return row;
    },

    /** A partial refund went through at the provider (its refund's id). */
    async markRefundSettled(id: string, providerRefundId: string | null, at: Date, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(orderRefunds)
        .set({ providerRefundId, refundedAt: at })
        .where(and(eq(orderRefunds.id, id), isNull(orderRefunds.refundedAt)));
    },

    /** Partial refunds the provider has not confirmed yet (of one order, or all), with their orders: to try again. */
    async refundsAwaitingProvider(orderId?: string, tx: DbOrTx = db) {
      return tx
        .select({ refund: orderRefunds, order: orders })
        .from(orderRefunds)
        .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
        .where(and(isNull(orderRefunds.refundedAt), orderId ? eq(orderRefunds.orderId, orderId) : undefined));
    },

    /**
     * Orders still waiting for their payment, made before `before` (a guest's online order before
     * `guestsBefore`; one staff entered waits as an account's, for its payment link).
     */
    async awaitingPaymentSince(before: Date, guestsBefore: Date = before): Promise<OrderRecord[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.status, 'awaiting_payment'),
            or(
              lt(orders.createdAt, before),
              and(isNull(orders.userId), eq(orders.channel, 'online'), lt(orders.createdAt, guestsBefore)),
            ),
          ),
        );
    },

    /** How many guests' orders made from this client address since `since` wait for their payment. */
    async unpaidGuestOrdersFrom(address: string, since: Date, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ count: count() })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'awaiting_payment'),
            isNull(orders.userId),
            eq(orders.placedFrom, address),
            gt(orders.createdAt, since),
          ),
        );
      return row?.count ?? 0;
    },

    /** Cancelled orders that were paid and whose refund has not gone through yet (to try again). */
    async awaitingRefund(tx: DbOrTx = db): Promise<OrderRecord[]> {
      return tx
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'cancelled'), isNotNull(orders.paidAt), isNull(orders.refundedAt)));
    },

    /**
     * The kitchen's orders (never those awaiting payment; due ones, to pay at pickup, included),
     * oldest first: all of them or one diner's, in some statuses, paid within [from, to) (a due
     * one by when it was entered).
     */
    async list(
      filter: { userId?: string; statuses?: OrderStatus[]; paidFrom?: Date; paidBefore?: Date },
      tx: DbOrTx = db,
    ): Promise<Order[]> {
      const paid: OrderStatus[] = [...soldOrderStatuses, 'cancelled'];
      const placedAt = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;
      const rows = await tx
        .select()
        .from(orders)
        .where(
          and(
            inArray(orders.status, filter.statuses?.filter((status) => paid.includes(status)) ?? paid),
            filter.userId ? eq(orders.userId, filter.userId) : undefined,
            filter.paidFrom && filter.paidBefore ? placedWithin(filter.paidFrom, filter.paidBefore) : undefined,
          ),
        )
        .orderBy(asc(placedAt), asc(orders.number))
        .limit(500);
      return views(rows, tx);
    },

    /**
     * The deliveries ready to go out or on their way, in the order a driver takes them: those
     * `driverId` took out first, then those ready, then those other drivers took out (none of
     * those when `othersOut` is false), each by the arrival promised.
     */
    async deliveries({ driverId, othersOut }: { driverId: string; othersOut: boolean }, tx: DbOrTx = db) {
      const mine = sql`${orders.driverId} is not distinct from ${driverId}`;
      const rows = await tx
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.fulfilment, 'delivery'),
            or(eq(orders.status, 'ready'), and(eq(orders.status, 'out_for_delivery'), othersOut ? undefined : mine)),
          ),
        )
        .orderBy(
          sql`case when ${orders.status} = 'out_for_delivery' and ${mine} then 0 when ${orders.status} = 'ready' then 1 else 2 end`,
          sql`${orders.delivery}->>'arrivalAt'`,
          asc(orders.number),
        )
        .limit(500);
      return views(rows, tx);
    },

    /** Every paid order of a diner (their own data), oldest first: with no limit, unlike `list`. */
    async allOfDiner(userId: string, tx: DbOrTx = db): Promise<Order[]> {
      const rows = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), sql`${orders.status} <> 'awaiting_payment'`))
        .orderBy(asc(orders.createdAt), asc(orders.number));
      return views(rows, tx);
    },

    /** A diner's paid orders not yet picked up or cancelled: the kitchen still needs their details. */
    async openOrdersOf(userId: string, tx: DbOrTx = db) {
      return tx
        .select({ number: orders.number, status: orders.status })
        .from(orders)
        .where(and(eq(orders.userId, userId), inArray(orders.status, openOrderStatuses)))
        .orderBy(asc(orders.number));
    },

    /**
     * Replaces the diner's name, address, phone and note on their orders by ERASED_DINER's (see
     * docs/privacy.md); amounts, lines and dates stay for the books. An account's unpaid order is
     * not in the books and goes (a charge that arrives for it later is given back). Answers the
     * ids of the orders erased and of the one discarded, for the payments and promo code uses
     * kept with them to be erased too.
     */
    async eraseDiner(
      which: { userId: string } | { guestOrderId: string },
      tx: DbOrTx = db,
    ): Promise<{ erased: string[]; discarded: string[] }> {
      const discarded =
        'userId' in which
          ? await tx
              .delete(orders)
              .where(and(eq(orders.userId, which.userId), eq(orders.status, 'awaiting_payment')))
              .returning({ id: orders.id })
          : [];
      const erased = await tx
        .update(orders)
        .set({
          customerName: ERASED_DINER.name,
          email: ERASED_DINER.email,
          phone: null,
          note: null,
          guestBrowser: null,
          placedFrom: null,
        })
        .where(
          'userId' in which
            ? eq(orders.userId, which.userId)
            : and(eq(orders.id, which.guestOrderId), isNull(orders.userId)),
        )
        .returning({ id: orders.id });
      return { erased: erased.map((order) => order.id), discarded: discarded.map((order) => order.id) };
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
