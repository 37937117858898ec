import { DISH_RATING_MIN_REVIEWS, LATEST_REVIEWS } from '@bistro/contract/reviews';
import { and, avg, count, countDistinct, desc, eq, getTableColumns, gte, inArray, isNull, sql } from 'drizzle-orm';
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
  status: string;
  /** When the kitchen marked it picked up (null while it is not). */
  pickedUpAt: Date | null;
  createdAt: Date;
  dishes: string[];
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
      .where(eq(orderEvents.status, 'completed'))
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

  return {
    /** One order as a review's subject, or null when there is none with this id. */
    async order(orderId: string, tx: DbOrTx = db): Promise<OrderSubject | null> {
      const [subject] = await subjects(eq(orders.id, orderId), tx);
      return subject ?? null;
    },

    /** The diner's picked-up orders that have no review yet, newest first. */
    async reviewableOrders(userId: string, tx: DbOrTx = db): Promise<OrderSubject[]> {
      const reviewed = tx.select({ orderId: reviews.orderId }).from(reviews).where(eq(reviews.userId, userId));
      return subjects(
        and(eq(orders.userId, userId), eq(orders.status, 'completed'), sql`${orders.id} not in ${reviewed}`),
        tx,
      );
    },

    /** The diner's reviews, newest first, with their orders. */
    async byAuthor(userId: string, tx: DbOrTx = db): Promise<{ review: ReviewRow; subject: OrderSubject }[]> {
      const rows = await tx.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(desc(reviews.createdAt));
      return attachSubjects(rows, tx);
    },

    async byId(id: string, tx: DbOrTx = db): Promise<ReviewRow | null> {
      const [row] = await tx.select().from(reviews).where(eq(reviews.id, id));
      return row ?? null;
    },

    /** Adds a review; null when the order already has one (its unique key). */
    async insert(values: typeof reviews.$inferInsert, tx: DbOrTx = db): Promise<ReviewRow | null> {
      const [row] = await tx
        .insert(reviews)
        .values(values)
        .onConflictDoNothing({ target: reviews.orderId })
        .returning();
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
      guard: ReturnType<typeof and>,
      tx: DbOrTx = db,
    ): Promise<ReviewRow | null> {
      const [row] = await tx
        .update(reviews)
        .set(change)
        .where(and(eq(reviews.id, id), guard))
        .returning();
      return row ?? null;
    },

    /** Every review for moderation, newest first, with its author and order. */
    async all(tx: DbOrTx = db) {
      const rows = await tx
        .select(withAuthor)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .orderBy(desc(reviews.createdAt));
      return attachSubjects(rows, tx);
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

  async function attachSubjects<Row extends ReviewRow>(rows: Row[], tx: DbOrTx) {
    const orderIds = rows.map((row) => row.orderId);
    const found = orderIds.length === 0 ? [] : await subjects(inArray(orders.id, orderIds), tx);
    const byId = new Map(found.map((subject) => [subject.orderId, subject]));
    return rows.flatMap((review) => {
      const subject = byId.get(review.orderId);
      return subject ? [{ review, subject }] : [];
    });
  }
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
