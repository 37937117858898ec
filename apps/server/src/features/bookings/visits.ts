import type { BookingStatus } from '@bistro/contract/bookings';
import { localDay } from '@bistro/contract/restaurant-clock';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { bookings } from '../../db/schema.ts';
import { clockTimeOf } from './booking-times.ts';
import type { BookingRecord } from './bookings-repository.ts';

/** A booking's party sat down: it was seated (and maybe is done). */
const VISITED: readonly BookingStatus[] = ['seated', 'done'];

/** A table booking as a visit a diner can review: whose it is, when, how many, and whether they came. */
export interface Visit {
  bookingId: string;
  /** The diner's account; null for a guest or a deleted account. */
  userId: string | null;
  /** The restaurant's day (YYYY-MM-DD) and time (HH:MM) it was booked for. */
  date: string;
  time: string;
  startsAt: Date;
  party: number;
  /** Whether the party was seated (seated or done); never for a no-show, a decline or a cancellation. */
  visited: boolean;
}

/** The bookings as visits, for the reviews of seated bookings (docs/reviews.md). */
export function createVisits(db: Db, timeZone: string) {
  const visitOf = (booking: BookingRecord): Visit => ({
    bookingId: booking.id,
    userId: booking.userId,
    date: localDay(booking.startsAt, timeZone),
    time: clockTimeOf(booking.startsAt, timeZone),
    startsAt: booking.startsAt,
    party: booking.party,
    visited: VISITED.includes(booking.status),
  });

  return {
    /** The bookings with these ids, as visits (whatever their status). */
    async byIds(ids: readonly string[]): Promise<Visit[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(bookings)
        .where(inArray(bookings.id, [...ids]));
      return rows.map(visitOf);
    },

    /** The diner's bookings they were seated for, latest first. */
    async visitedBy(userId: string): Promise<Visit[]> {
      const rows = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.userId, userId), inArray(bookings.status, [...VISITED])))
        .orderBy(desc(bookings.startsAt));
      return rows.map(visitOf);
    },
  };
}

export type Visits = ReturnType<typeof createVisits>;
