import {
  type BookingChange,
  type BookingSetup,
  type BookingStatus,
  DEFAULT_BOOKING_SETUP,
  HOLDING_STATUSES,
} from '@bistro/contract/bookings';
import { ERASED_DINER } from '@bistro/contract/privacy';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connect.ts';
import { bookingSetup, bookings } from '../../db/schema.ts';
import type { LiveStream } from '../live/index.ts';

export type BookingRecord = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
/** The span a booking holds its tables. */
export type Holding = Pick<BookingRecord, 'tableNames' | 'startsAt' | 'endsAt'>;

/** The live stream's topic of bookings: each change of a booking is published under it, with how it changed. */
export const BOOKING_TOPIC = 'booking';

/**
 * The set-up (one row) and the bookings. Every change of what a booking shows is published on
 * the live stream in its own transaction, so streams hear of it at commit.
 */
export function createBookingsRepository(db: Db, live: Pick<LiveStream, 'publish'>) {
  /** Announces changed bookings on the live stream, at commit of `tx`. */
  async function announce(
    changed: Pick<BookingRecord, 'id' | 'userId'>[],
    tx: DbOrTx,
    change: BookingChange = 'changed',
  ): Promise<void> {
    for (const { id, userId } of changed)
      await live.publish(tx, { topic: BOOKING_TOPIC, subjectId: id, userId, change });
  }

  return {
    /** The set-up as saved; `guests` absent while the owner has not chosen (GUEST_BOOKINGS decides). */
    async setup(tx: DbOrTx = db): Promise<BookingSetup> {
      const [row] = await tx.select().from(bookingSetup);
      if (!row) return DEFAULT_BOOKING_SETUP;
      return row.guests === null ? row.setup : { ...row.setup, guests: row.guests };
    },

    /** Saves the set-up; a set-up without `guests` leaves the owner's last choice as it was. */
    async saveSetup({ guests, ...setup }: BookingSetup, now: Date): Promise<void> {
      await db
        .insert(bookingSetup)
        .values({ id: 1, setup, guests, updatedAt: now })
        .onConflictDoUpdate({ target: bookingSetup.id, set: { setup, guests, updatedAt: now } });
    },

    /**
     * The tables held by bookings that overlap [from, to), each booking's together; but for the
     * booking `except` (one being changed).
     */
    async holding(from: Date, to: Date, tx: DbOrTx = db, except?: string): Promise<Holding[]> {
      return tx
        .select({ tableNames: bookings.tableNames, startsAt: bookings.startsAt, endsAt: bookings.endsAt })
        .from(bookings)
        .where(
          and(
            inArray(bookings.status, [...HOLDING_STATUSES]),
            lt(bookings.startsAt, to),
            gt(bookings.endsAt, from),
            except === undefined ? undefined : ne(bookings.id, except),
          ),
        );
    },

    async insert(booking: NewBooking, tx: DbOrTx = db): Promise<BookingRecord> {
      const [row] = await tx.insert(bookings).values(booking).returning();
      if (!row) throw new Error('the booking was not inserted');
      await announce([row], tx, 'made');
      return row;
    },

    async byId(id: string, tx: DbOrTx = db): Promise<BookingRecord | undefined> {
      const [row] = await tx.select().from(bookings).where(eq(bookings.id, id));
      return row;
    },

    /** A diner's bookings, latest time first. */
    async ofUser(userId: string): Promise<BookingRecord[]> {
      return db.select().from(bookings).where(eq(bookings.userId, userId)).orderBy(desc(bookings.startsAt));
    },

    /** The bookings that start in [from, to), by time then table. */
    async startingBetween(from: Date, to: Date): Promise<BookingRecord[]> {
      return db
        .select()
        .from(bookings)
        .where(and(lt(bookings.startsAt, to), gte(bookings.startsAt, from)))
        .orderBy(asc(bookings.startsAt), asc(bookings.tableNames));
    },

    /** Moves a booking on from the status it was read in; undefined when it changed meanwhile. */
    async setStatus(
      id: string,
      from: BookingStatus,
      change: { status: BookingStatus; reason: string | null; at: Date },
    ): Promise<BookingRecord | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(bookings)
          .set({ status: change.status, reason: change.reason, updatedAt: change.at })
          .where(and(eq(bookings.id, id), eq(bookings.status, from)))
          .returning();
        if (row) await announce([row], tx);
        return row;
      });
    },

    /**
     * Gives a booking its new time, party and table (and status) from the status it was read in;
     * undefined when it changed meanwhile. A new time is reminded of again.
     */
    async reschedule(
      booking: BookingRecord,
      change: Pick<BookingRecord, 'party' | 'tableNames' | 'startsAt' | 'endsAt' | 'status' | 'updatedAt'>,
      tx: DbOrTx,
    ): Promise<BookingRecord | undefined> {
      const moved = change.startsAt.getTime() !== booking.startsAt.getTime();
      const [row] = await tx
        .update(bookings)
        .set({ ...change, remindedAt: moved ? null : booking.remindedAt })
        .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status)))
        .returning();
      const reconfirm = booking.status === 'confirmed' && change.status === 'pending';
      if (row) await announce([row], tx, reconfirm ? 'reconfirm' : 'changed');
      return row;
    },

    /**
     * Erases a deleted account's diner from its bookings: their name, phone, email and note go,
     * and those still to come are cancelled (no one is left to tell). Answers how many.
     */
    async eraseDiner(userId: string, now: Date, tx: DbOrTx): Promise<number> {
      await tx
        .update(bookings)
        .set({ status: 'cancelled', updatedAt: now })
        .where(
          and(
            eq(bookings.userId, userId),
            inArray(bookings.status, ['pending', 'confirmed']),
            gt(bookings.startsAt, now),
          ),
        );
      const erased = await tx
        .update(bookings)
        .set({ userId: null, name: ERASED_DINER.name, email: ERASED_DINER.email, phone: '', note: null })
        .where(eq(bookings.userId, userId))
        .returning({ id: bookings.id, userId: bookings.userId });
      await announce(erased, tx);
      return erased.length;
    },

    /**
     * Erases a guest's name, phone, email and note from their booking, as `eraseDiner` does, if
     * it is still in the status it was read in and not erased yet; false otherwise.
     */
    async eraseGuest(booking: Pick<BookingRecord, 'id' | 'status'>, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const erased = await tx
          .update(bookings)
          .set({ name: ERASED_DINER.name, email: ERASED_DINER.email, phone: '', note: null, updatedAt: now })
          .where(
            and(
              eq(bookings.id, booking.id),
              eq(bookings.status, booking.status),
              isNull(bookings.userId),
              ne(bookings.email, ERASED_DINER.email),
            ),
          )
          .returning({ id: bookings.id, userId: bookings.userId });
        await announce(erased, tx);
        return erased.length === 1;
      });
    },

    /** Confirmed bookings starting in [from, to) whose reminder has not gone out. */
    async unreminded(from: Date, to: Date): Promise<BookingRecord[]> {
      return db
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.status, 'confirmed'),
            isNull(bookings.remindedAt),
            lt(bookings.startsAt, to),
            gte(bookings.startsAt, from),
          ),
        );
    },

    /** Marks a reminder sent; false when another process marked it first. */
    async markReminded(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(bookings)
        .set({ remindedAt: at })
        .where(and(eq(bookings.id, id), isNull(bookings.remindedAt)))
        .returning({ id: bookings.id });
      return rows.length === 1;
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
