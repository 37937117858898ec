import {
  type BookingChange,
  type BookingSetup,
  type BookingStatus,
  DEFAULT_BOOKING_SETUP,
  HOLDING_STATUSES,
} from '@bistro/contract/bookings';
import { ERASED_DINER } from '@bistro/contract/privacy';
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connect.ts';
import { bookingSetup, bookings } from '../../db/schema.ts';
import type { LiveStream } from '../live/index.ts';

export type BookingRecord = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
/** The span a booking holds its tables. */
export type Holding = Pick<BookingRecord, 'tableNames' | 'startsAt' | 'endsAt'>;

/** Which bookings hold tables: all but `except` (one being changed); requests waiting for staff only if made or changed after `requestsSince`. */
export interface HoldingQuery {
  tx?: DbOrTx;
  except?: string;
  requestsSince: Date;
}

/** Whose requests staff decline at once: those made with one email address, or from one client address. */
export type RequestsFrom = { email: string } | { address: string };

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
     * booking `except` (one being changed), and requests waiting for staff longer than their hold
     * (made or changed before `requestsSince`).
     */
    async holding(from: Date, to: Date, { tx = db, except, requestsSince }: HoldingQuery): Promise<Holding[]> {
      return tx
        .select({ tableNames: bookings.tableNames, startsAt: bookings.startsAt, endsAt: bookings.endsAt })
        .from(bookings)
        .where(
          and(
            inArray(bookings.status, [...HOLDING_STATUSES]),
            or(ne(bookings.status, 'pending'), gt(bookings.updatedAt, requestsSince)),
            lt(bookings.startsAt, to),
            gt(bookings.endsAt, from),
            except === undefined ? undefined : ne(bookings.id, except),
          ),
        );
    },

    /** How many bookings still to come (pending or confirmed) this account, or this email address, holds. */
    async toCome({ userId, email }: { userId: string | null; email: string }, now: Date, tx: DbOrTx = db) {
      const theirs: SQL | undefined = userId ? or(eq(bookings.userId, userId), eq(bookings.email, email)) : undefined;
      const [row] = await tx
        .select({ count: count() })
        .from(bookings)
        .where(
          and(
            theirs ?? eq(bookings.email, email),
            inArray(bookings.status, ['pending', 'confirmed']),
            gt(bookings.startsAt, now),
          ),
        );
      return row?.count ?? 0;
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

    /** The requests waiting for staff whose visit has not ended by `now`, of every day, soonest first. */
    async pendingAfter(now: Date): Promise<BookingRecord[]> {
      return db
        .select()
        .from(bookings)
        .where(and(eq(bookings.status, 'pending'), gt(bookings.endsAt, now)))
        .orderBy(asc(bookings.startsAt), asc(bookings.createdAt));
    },

    /**
     * Seats a booking at these tables, if it is still in the status it was read in (staff's
     * choice, under the new bookings' lock); undefined when it changed meanwhile. A request keeps
     * the start of its hold.
     */
    async setTables(booking: BookingRecord, tableNames: string[], at: Date, tx: DbOrTx) {
      const [row] = await tx
        .update(bookings)
        .set({ tableNames, updatedAt: booking.status === 'pending' ? booking.updatedAt : at })
        .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status)))
        .returning();
      if (row) await announce([row], tx);
      return row;
    },

    /** The bookings that start in [from, to), by time then table. */
    async startingBetween(from: Date, to: Date): Promise<BookingRecord[]> {
      return db
        .select()
        .from(bookings)
        .where(and(lt(bookings.startsAt, to), gte(bookings.startsAt, from)))
        .orderBy(asc(bookings.startsAt), asc(bookings.tableNames));
    },

    /**
     * Moves a booking on from the status it was read in; undefined when it changed meanwhile. In
     * `tx` when given (the caller's lock), else in a transaction of its own.
     */
    async setStatus(
      id: string,
      from: BookingStatus,
      change: { status: BookingStatus; reason: string | null; at: Date },
      tx?: DbOrTx,
    ): Promise<BookingRecord | undefined> {
      const move = async (within: DbOrTx) => {
        const [row] = await within
          .update(bookings)
          .set({ status: change.status, reason: change.reason, updatedAt: change.at })
          .where(and(eq(bookings.id, id), eq(bookings.status, from)))
          .returning();
        if (row) await announce([row], within);
        return row;
      };
      return tx ? move(tx) : db.transaction(move);
    },

    /** Declines every request waiting for staff made with this email or from this address: the requests declined, by time. */
    async declineRequestsFrom(from: RequestsFrom, reason: string, at: Date): Promise<BookingRecord[]> {
      return db.transaction(async (tx) => {
        const declined = await tx
          .update(bookings)
          .set({ status: 'declined', reason, updatedAt: at })
          .where(
            and(
              eq(bookings.status, 'pending'),
              'email' in from ? eq(bookings.email, from.email) : eq(bookings.requestedFrom, from.address),
            ),
          )
          .returning();
        await announce(declined, tx);
        return declined.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
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
     * Erases a deleted account's diner from its bookings: their name, phone, email, note and address go,
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
        .set({
          userId: null,
          name: ERASED_DINER.name,
          email: ERASED_DINER.email,
          phone: '',
          note: null,
          requestedFrom: null,
        })
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
          .set({
            name: ERASED_DINER.name,
            email: ERASED_DINER.email,
            phone: '',
            note: null,
            requestedFrom: null,
            updatedAt: now,
          })
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
