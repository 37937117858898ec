import { soldOrderStatuses } from '@bistro/contract/orders';
import type { RestaurantSettings } from '@bistro/contract/restaurant';
import { and, count, eq, gt, gte, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DatabaseHandle, DbOrTx } from '../../db/connect.ts';
import { orders, restaurantSettings } from '../../db/schema.ts';
import type { Clock } from '../../plugins/app/clock.ts';

/** The shop's "Only 3 left" threshold until an admin chooses (the column's default). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

/** Postgres NOTIFY channel that tells every app process to read the restaurant's rules again. */
export const RESTAURANT_CHANGED_CHANNEL = 'restaurant_changed';

/** The restaurant's rules as stored: its settings, and whether online ordering is paused. */
export interface RestaurantState {
  settings: RestaurantSettings;
  /** Paused since this moment (null: not paused), until `pausedUntil` (null: until resumed). */
  pausedAt: Date | null;
  pausedUntil: Date | null;
  pauseMessage: string | null;
}

type Row = typeof restaurantSettings.$inferSelect;

function toState(row: Row): RestaurantState {
  const { weekly, exceptions, preparationMinutes, slotMinutes, daysAhead, lastOrderMinutes, maxOrdersPerSlot } = row;
  return {
    settings: {
      weekly,
      exceptions,
      preparationMinutes,
      slotMinutes,
      daysAhead,
      lastOrderMinutes,
      maxOrdersPerSlot,
      ...(row.guestCheckout === null ? {} : { guestCheckout: row.guestCheckout }),
      ...(row.bill === null ? {} : { bill: row.bill }),
      lowStockThreshold: row.lowStockThreshold,
      ...(row.orderAcceptance === null ? {} : { orders: { accept: row.orderAcceptance } }),
      tables: { firstRoundOpens: row.firstRoundOpens },
    },
    pausedAt: row.pausedAt,
    pausedUntil: row.pausedUntil,
    pauseMessage: row.pauseMessage,
  };
}

/**
 * The restaurant's one row of rules, read once per change in each process (every checkout and
 * every shop page needs it), and the count of orders per pickup time.
 */
export function createRestaurantRepository(handle: DatabaseHandle, clock: Clock) {
  const { db } = handle;
  let cached: Promise<RestaurantState> | null = null;

  async function load(tx: DbOrTx): Promise<RestaurantState> {
    const [row] = await tx.select().from(restaurantSettings).where(eq(restaurantSettings.id, 1));
    if (!row) throw new Error('restaurant_settings has no row: run the migrations');
    return toState(row);
  }

  /** Saves a change and tells every process (this one included, through its listener) to read it again. */
  async function change(values: Partial<typeof restaurantSettings.$inferInsert>, tx: DbOrTx): Promise<void> {
    await tx
      .update(restaurantSettings)
      .set({ ...values, updatedAt: clock.now() })
      .where(eq(restaurantSettings.id, 1));
    cached = null;
    await tx.execute(sql`select pg_notify(${RESTAURANT_CHANGED_CHANNEL}, '')`);
  }

  return {
    /** The rules (read through `tx` when they are not in memory: PGlite runs one transaction at a time). */
    state(tx: DbOrTx = db): Promise<RestaurantState> {
      cached ??= load(tx).catch((error: unknown) => {
        cached = null;
        throw error;
      });
      return cached;
    },

    /** Forgets the rules read in this process; the next read loads them again. */
    invalidate(): void {
      cached = null;
    },

    /** Saves the settings; those left out (guest checkout, the bill, orders, tables) stay as they are. */
    async saveSettings(
      { orders: orderRules, tables, ...settings }: RestaurantSettings,
      tx: DbOrTx = db,
    ): Promise<void> {
      await change(
        {
          ...settings,
          ...(orderRules ? { orderAcceptance: orderRules.accept } : {}),
          ...(tables ? { firstRoundOpens: tables.firstRoundOpens } : {}),
        },
        tx,
      );
    },

    async pause(at: Date, until: Date | null, message: string | null, tx: DbOrTx = db): Promise<void> {
      await change({ pausedAt: at, pausedUntil: until, pauseMessage: message }, tx);
    },

    async resume(tx: DbOrTx = db): Promise<void> {
      await change({ pausedAt: null, pausedUntil: null, pauseMessage: null }, tx);
    },

    /**
     * How many orders hold each pickup time in [from, to]: paid ones that are not cancelled (and
     * due ones, to pay at pickup), and unpaid ones made after `heldSince` (a diner typing their
     * card, or a diner sent a payment link, keeps the place a while; a guest online a shorter while).
     */
    async ordersByPickup(
      from: Date,
      to: Date,
      heldSince: { accounts: Date; guests: Date },
      tx: DbOrTx = db,
    ): Promise<Map<number, number>> {
      const rows = await tx
        .select({ pickupAt: orders.pickupAt, orders: count() })
        .from(orders)
        .where(
          and(
            gte(orders.pickupAt, from),
            lte(orders.pickupAt, to),
            or(
              // An order holds its pickup time's place unless cancelled (a cancelled one gives it back).
              inArray(orders.status, [...soldOrderStatuses]),
              and(
                eq(orders.status, 'awaiting_payment'),
                gt(orders.createdAt, heldSince.accounts),
                or(isNotNull(orders.userId), ne(orders.channel, 'online')),
              ),
              and(
                eq(orders.status, 'awaiting_payment'),
                gt(orders.createdAt, heldSince.guests),
                isNull(orders.userId),
                eq(orders.channel, 'online'),
              ),
            ),
          ),
        )
        .groupBy(orders.pickupAt);
      return new Map(rows.flatMap((row) => (row.pickupAt ? [[row.pickupAt.getTime(), row.orders]] : [])));
    },
  };
}

export type RestaurantRepository = ReturnType<typeof createRestaurantRepository>;
