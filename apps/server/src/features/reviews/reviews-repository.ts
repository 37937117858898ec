import { handedOverStatuses, type OrderStatus } from '@bistro/contract/orders';
import { DISH_RATING_MIN_REVIEWS, LATEST_REVIEWS, type ModerationFilter } from '@bistro/contract/reviews';
import {
  and,
  avg,
  count,
  countDistinct,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connect.ts';
import { orderEvents, orderLines, orders, reviews, users } from '../../db/schema.ts';

/** Postgres NOTIFY channel that tells every app process its published reviews changed. */
export const REVIEWS_CHANGED_CHANNEL = 'reviews_changed';

export type ReviewRow = typeof reviews.$inferSelect;

/** An order a review can be of: the diner's, picked up, with its dishes' names. */
export interface OrderSubject {
  orderId: string;
  userId: string | null;
  number: number;
  status: OrderStatus;
  /** When the kitchen marked it picked up or delivered (null while it is not). */
  pickedUpAt: Date | null;
  createdAt: Date;
  dishes: string[];
}

/**
 * What must still hold for a change of a review to be made: written after a moment (its author's
 * edit window), hidden or not, not replied to yet.
 */
export type ReviewGuard = { writtenAfter: Date } | { hidden: boolean } | { replied: false };

/** The guard as a condition on the review's row. */
function conditionOf(guard: ReviewGuard): SQL {
  if ('writtenAfter' in guard) return gt(reviews.createdAt, guard.writtenAfter);
  if ('hidden' in guard) return guard.hidden ? isNotNull(reviews.hiddenAt) : isNull(reviews.hiddenAt);
  return isNull(reviews.reply);
}

export interface ReviewWithAuthor extends ReviewRow {
  authorName: string;
  authorEmail: string;
}

export function createReviewsRepository(db: Db) {
  /** Each order’s dish names, alphabetically. */
  async function dishesOf(orderIds: string[], tx: DbOrTx): Promise<Map<string, string[]>> {
    const byOrder = new Map<string, string[]>(orderIds.map((id) => [id, []]));
    if (orderIds.length === 0) return byOrder;
    const lines = await tx
      .select({ orderId: orderLines.orderId, name: orderLines.name })
      .from(orderLines)
      .where(inArray(orderLines.orderId, orderIds))
      .orderBy(orderLines.orderId, orderLines.name);
    for (const line of lines) byOrder.get(line.orderId)?.push(line.name);
    return byOrder;
  }

  /** The orders with these ids, with when they were picked up and their dishes. */
  async function subjects(where: ReturnType<typeof and>, tx: DbOrTx): Promise<OrderSubject[]> {
    const pickedUp = tx
      .select({ orderId: orderEvents.orderId, at: sql<Date>`max(${orderEvents.at})`.as('picked_up_at') })
      .from(orderEvents)
      .where(inArray(orderEvents.status, [...handedOverStatuses]))
      .groupBy(orderEvents.orderId)
      .as('picked_up');
    const rows = await tx
      .select({
        orderId: orders.id,
        userId: orders.userId,
        number: orders.number,
        status: orders.status,
        createdAt: orders.createdAt,
        pickedUpAt: pickedUp.at,
      })
      .from(orders)
      .leftJoin(pickedUp, eq(pickedUp.orderId, orders.id))
      .where(where)
      .orderBy(desc(orders.createdAt));
    const dishes = await dishesOf(
      rows.map((row) => row.orderId),
      tx,
    );
    return rows.map((row) => ({
      ...row,
      // The aggregate comes back as text from a subquery: read it as an instant.
      pickedUpAt: row.pickedUpAt === null ? null : new Date(row.pickedUpAt),
      dishes: dishes.get(row.orderId) ?? [],
    }));
  }

  const withAuthor = { ...getTableColumns(reviews), authorName: users.name, authorEmail: users.email };

  /** The reviews each moderation filter shows: new ones are published and not yet answered. */
  const shown: Record<ModerationFilter, SQL | undefined> = {
    new: and(isNull(reviews.hiddenAt), isNull(reviews.reply)),
    hidden: isNotNull(reviews.hiddenAt),
    all: undefined,
  };

  return {
    /** One order as a review's subject, or null when there is none with this id. */
    async order(orderId: string, tx: DbOrTx = db): Promise<OrderSubject | null> {
      const [subject] = await subjects(eq(orders.id, orderId), tx);
      return subject ?? null;
    },

    /** The orders with these ids as subjects. */
    async orders(orderIds: readonly string[], tx: DbOrTx = db): Promise<OrderSubject[]> {
      return orderIds.length === 0 ? [] : subjects(inArray(orders.id, [...orderIds]), tx);
    },

    /** The diner's picked-up orders that have no review yet, newest first. */
    async reviewableOrders(userId: string, tx: DbOrTx = db): Promise<OrderSubject[]> {
      // Reviews of bookings have no order: a null in `not in` would make every order unreviewable.
      const reviewed = tx
        .select({ orderId: reviews.orderId })
        .from(reviews)
        .where(and(eq(reviews.userId, userId), isNotNull(reviews.orderId)));
      return subjects(
        and(
          eq(orders.userId, userId),
          inArray(orders.status, [...handedOverStatuses]),
          sql`${orders.id} not in ${reviewed}`,
        ),
        tx,
      );
    },

    /** The ids of the bookings the diner has reviewed. */
    async reviewedBookings(userId: string, tx: DbOrTx = db): Promise<Set<string>> {
      const rows = await tx
        .select({ bookingId: reviews.bookingId })
        .from(reviews)
        .where(and(eq(reviews.userId, userId), isNotNull(reviews.bookingId)));
      return new Set(rows.flatMap((row) => row.bookingId ?? []));
    },

    /** The diner's reviews, newest first. */
    async byAuthor(userId: string, tx: DbOrTx = db): Promise<ReviewRow[]> {
      return tx.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(desc(reviews.createdAt));
    },

    async byId(id: string, tx: DbOrTx = db): Promise<ReviewRow | null> {
      const [row] = await tx.select().from(reviews).where(eq(reviews.id, id));
      return row ?? null;
    },

    /** Adds a review; null when its order or booking already has one (their unique keys). */
    async insert(values: typeof reviews.$inferInsert, tx: DbOrTx = db): Promise<ReviewRow | null> {
      const [row] = await tx.insert(reviews).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /**
     * Changes a review where `guard` still holds (its author's edit window, not yet hidden, not
     * yet replied to), so that two admins or an admin and the author cannot both win; null when
     * it no longer holds.
     */
    async update(
      id: string,
      change: Partial<typeof reviews.$inferInsert>,
      guard: ReviewGuard,
      tx: DbOrTx = db,
    ): Promise<ReviewRow | null> {
      const [row] = await tx
        .update(reviews)
        .set(change)
        .where(and(eq(reviews.id, id), conditionOf(guard)))
        .returning();
      return row ?? null;
    },

    /**
     * Up to `limit` reviews the filter shows, newest first (of two written at the same moment, the larger id first),
     * from after the review `after`, with their authors.
     */
    async moderated(
      filter: ModerationFilter,
      after: { createdAt: Date; id: string } | null,
      limit: number,
      tx: DbOrTx = db,
    ): Promise<ReviewWithAuthor[]> {
      const before =
        after &&
        sql`(${reviews.createdAt}, ${reviews.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`;
      return tx
        .select(withAuthor)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(and(shown[filter], before ?? undefined))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
    },

    /** How many reviews each moderation filter shows. */
    async moderatedCounts(tx: DbOrTx = db): Promise<Record<ModerationFilter, number>> {
      const [counts] = await tx
        .select({
          new: sql<number>`count(*) filter (where ${shown.new})`.mapWith(Number),
          hidden: sql<number>`count(*) filter (where ${shown.hidden})`.mapWith(Number),
          all: count(),
        })
        .from(reviews);
      return counts ?? { new: 0, hidden: 0, all: 0 };
    },

    /** The published reviews' average and count, the latest few with their authors, and the dishes' ratings. */
    async published(tx: DbOrTx = db) {
      const published = isNull(reviews.hiddenAt);
      const [totals] = await tx
        .select({ average: avg(reviews.rating), count: count() })
        .from(reviews)
        .where(published);
      const latest = await tx
        .select(withAuthor)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(published)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(LATEST_REVIEWS);
      // A review counts once for each dish of its order, however many of the dish it held.
      const dishes = await tx
        .select({
          menuItemId: orderLines.menuItemId,
          average: sql<string>`avg(${reviews.rating})`,
          count: countDistinct(reviews.id),
        })
        .from(reviews)
        .innerJoin(orderLines, eq(orderLines.orderId, reviews.orderId))
        .where(published)
        .groupBy(orderLines.menuItemId)
        .having(gte(countDistinct(reviews.id), DISH_RATING_MIN_REVIEWS))
        .orderBy(orderLines.menuItemId);
      return {
        average: totals?.average === null || totals?.average === undefined ? null : Number(totals.average),
        count: totals?.count ?? 0,
        latest,
        dishes: dishes.map((dish) => ({ ...dish, average: Number(dish.average) })),
      };
    },

    /** Tells every process (this one included, through its listener) that the published reviews changed. */
    async announceChange(tx: DbOrTx = db): Promise<void> {
      await tx.execute(sql`select pg_notify(${REVIEWS_CHANGED_CHANNEL}, '')`);
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
