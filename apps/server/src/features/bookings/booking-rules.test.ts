import { type BookingSetup, DEFAULT_BOOKING_SETUP } from '@bistro/contract/bookings';
import { type WeeklySchedule, weekdays } from '@bistro/contract/restaurant';
import { describe, expect, it } from 'vitest';
import { Problem } from '../../http/problems.ts';
import {
  type Booker,
  cancellable,
  checkStatusChange,
  checkVisitChange,
  confirmsAgain,
  owns,
  refuseLargeParty,
  seatingAsked,
  seatingsFor,
  slotsOf,
  tablesForChange,
} from './booking-rules.ts';
import type { BookingRecord, Holding } from './bookings-repository.ts';

// Each rule of a booking on plain records, in milliseconds; the same rules through the API, on a
// real database and under its lock, are bookings.api.test.ts.

const setup: BookingSetup = {
  ...DEFAULT_BOOKING_SETUP,
  tables: [
    { name: 'T1', seats: 2 },
    { name: 'T2', seats: 2 },
    { name: 'T3', seats: 4 },
  ],
  combinations: [['T1', 'T2']],
  slotMinutes: 30,
  stayMinutes: [{ upTo: 50, minutes: 90 }],
  leadMinutes: 60,
  daysAhead: 14,
  largestParty: 6,
  confirm: 'staff',
  cancelCutoffMinutes: 120,
};
const evenings = Object.fromEntries(
  weekdays.map((day) => [day, [{ opens: '18:00', closes: '23:00' }]]),
) as WeeklySchedule;
const schedule = async () => ({ weekly: evenings, exceptions: [] });
/** Monday, November 23, 2026, noon in the restaurant (UTC). */
const now = new Date('2026-11-23T12:00:00Z');
const at = (time: string, day = '2026-11-23') => new Date(`${day}T${time}:00Z`);

function booking(changes: Partial<BookingRecord> = {}): BookingRecord {
  return {
    id: 'booking-1',
    userId: 'user-ana',
    name: 'Ana',
    phone: '+1 555 0100',
    email: 'ana@bistro.test',
    note: null,
    party: 2,
    tableNames: ['T1'],
    startsAt: at('19:30'),
    endsAt: at('21:00'),
    status: 'confirmed',
    reason: null,
    remindedAt: null,
    createdAt: at('10:00'),
    updatedAt: at('10:00'),
    ...changes,
  } as BookingRecord;
}

const ana: Booker = { userId: 'user-ana', role: 'user' };
const host: Booker = { userId: 'user-host', role: 'staff' };

/** The Problem a rule throws, as its status and words. */
async function refusal(rule: () => unknown): Promise<[number, string, unknown]> {
  try {
    await rule();
  } catch (error) {
    if (error instanceof Problem) return [error.statusCode, error.message, error.details];
    throw error;
  }
  throw new Error('the rule did not refuse');
}

describe('who holds a booking', () => {
  it('is its diner’s account, or for a guest’s booking whoever has the key of its link', () => {
    const opens = (key: string) => key === 'the-key';
    expect(owns(booking(), ana, opens)).toBe(true);
    expect(owns(booking(), { userId: 'user-bob', role: 'user' }, opens)).toBe(false);
    const guests = booking({ userId: null });
    expect(owns(guests, { userId: null, role: null, key: 'the-key' }, opens)).toBe(true);
    expect(owns(guests, { userId: null, role: null, key: 'forged' }, opens)).toBe(false);
    expect(owns(guests, { userId: null, role: null }, opens)).toBe(false);
    // A key never opens an account's booking.
    expect(owns(booking(), { userId: null, role: null, key: 'the-key' }, opens)).toBe(false);
  });
});

describe('cancelling and changing online', () => {
  it('is open to the diner until the cut-off, for a pending or confirmed booking', () => {
    expect(cancellable(booking(), setup, at('17:30'))).toBe(true);
    expect(cancellable(booking(), setup, at('17:31'))).toBe(false);
    expect(cancellable(booking({ status: 'seated' }), setup, now)).toBe(false);
  });

  it('lets a diner only cancel, before the cut-off, and staff move a booking along its statuses', async () => {
    const rules = (booker: Booker, when = now) => ({ booker, setup, now: when, phone: '+1 555 0199' });
    expect(() => checkStatusChange(booking(), { status: 'cancelled' }, rules(ana))).not.toThrow();
    expect(await refusal(() => checkStatusChange(booking(), { status: 'seated' }, rules(ana)))).toEqual([
      403,
      'Only the restaurant can change this booking so',
      undefined,
    ]);
    expect(await refusal(() => checkStatusChange(booking(), { status: 'cancelled' }, rules(ana, at('18:00'))))).toEqual(
      [409, 'This booking can no longer be cancelled online: call us on +1 555 0199.', undefined],
    );
    expect(() => checkStatusChange(booking(), { status: 'seated' }, rules(host))).not.toThrow();
    expect(
      (await refusal(() => checkStatusChange(booking({ status: 'declined' }), { status: 'seated' }, rules(host))))[1],
    ).toBe('A booking that is declined cannot become seated');
  });

  it('lets a diner change the visit until the cut-off, staff at any time, of a pending or confirmed booking only', async () => {
    const rules = (booker: Booker, when = now) => ({ booker, setup, now: when, phone: null });
    expect(() => checkVisitChange(booking(), rules(ana))).not.toThrow();
    expect((await refusal(() => checkVisitChange(booking(), rules(ana, at('18:00')))))[1]).toBe(
      'This booking can no longer be changed online: call us.',
    );
    expect(() => checkVisitChange(booking(), rules(host, at('19:00')))).not.toThrow();
    expect((await refusal(() => checkVisitChange(booking({ status: 'seated' }), rules(host))))[1]).toBe(
      'A booking that is seated cannot be changed',
    );
  });

  it('sends a confirmed booking its diner changed back to the staff, where staff confirm bookings', () => {
    expect(confirmsAgain(booking(), setup, ana)).toBe(true);
    expect(confirmsAgain(booking(), setup, host)).toBe(false);
    expect(confirmsAgain(booking({ status: 'pending' }), setup, ana)).toBe(false);
    expect(confirmsAgain(booking(), { ...setup, confirm: 'auto' }, ana)).toBe(false);
  });
});

describe('a party too large for booking online', () => {
  it('is told to call, with the phone when the site has one', async () => {
    expect(() => refuseLargeParty(setup, 6, null)).not.toThrow();
    expect(await refusal(() => refuseLargeParty(setup, 7, '+1 555 0199'))).toEqual([
      409,
      'For more than 6 people, please call us on +1 555 0199 to book.',
      { reason: 'party_too_large', alternatives: [] },
    ]);
  });
});

describe('the seatings of a day', () => {
  const held = (tableNames: string[], from: string, to: string): Holding => ({
    tableNames,
    startsAt: at(from),
    endsAt: at(to),
  });
  const day = (holding: Holding[], date = '2026-11-23', party = 2) =>
    seatingsFor({ schedule, holding: async () => holding }, { date, party, setup, now, timeZone: 'UTC' });

  it('offers every slot whose whole stay fits the evening, with the smallest free table', async () => {
    const seatings = await day([]);
    expect(slotsOf(seatings).map((slot) => slot.time)).toEqual([
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
    ]);
    expect(seatings.find((seating) => seating.time === '19:30')?.tables?.map((table) => table.name)).toEqual(['T1']);
  });

  it('offers no table at a time another booking holds them all, nor outside the days it books', async () => {
    const full = [held(['T1'], '19:00', '20:30'), held(['T2'], '19:00', '20:30'), held(['T3'], '19:00', '20:30')];
    expect(
      slotsOf(await day(full))
        .filter((slot) => !slot.available)
        .map((slot) => slot.time),
    ).toEqual(['18:00', '18:30', '19:00', '19:30', '20:00']);
    expect(await day([], '2026-11-22')).toEqual([]);
    expect(await day([], '2026-12-08')).toEqual([]);
  });

  it('refuses a time taken, with the nearest free ones, and a time it does not offer', async () => {
    const full = [held(['T1'], '19:00', '20:30'), held(['T2'], '19:00', '20:30'), held(['T3'], '19:00', '20:30')];
    const seatings = await day(full);
    const [status, message, details] = await refusal(() =>
      seatingAsked(seatings, { date: '2026-11-23', time: '19:30', party: 2 }, 'UTC'),
    );
    expect([status, message]).toEqual([409, 'No table for 2 is free on Mon, Nov 23 at 7:30 PM.']);
    expect(details).toEqual({ reason: 'taken', alternatives: ['20:30', '21:00', '21:30'] });
    expect(
      (await refusal(() => seatingAsked(seatings, { date: '2026-11-23', time: '19:45', party: 2 }, 'UTC')))[2],
    ).toMatchObject({ reason: 'not_offered' });
    expect(seatingAsked(seatings, { date: '2026-11-23', time: '21:00', party: 2 }, 'UTC').tables).toEqual([
      { name: 'T1', seats: 2 },
    ]);
  });
});

describe('the tables of a changed booking', () => {
  it('keeps its own when they are free for the new stay, else takes those offered', () => {
    const stay = { start: at('20:00'), end: at('21:30') };
    const otherwise = [{ name: 'T3', seats: 4 }];
    expect(tablesForChange(booking(), { setup, party: 2, stay, holding: [], otherwise })).toEqual([
      { name: 'T1', seats: 2 },
    ]);
    const takenMeanwhile = [{ tableNames: ['T1'], startsAt: at('21:00'), endsAt: at('22:30') }];
    expect(tablesForChange(booking(), { setup, party: 2, stay, holding: takenMeanwhile, otherwise })).toBe(otherwise);
    // Its own table no longer seats the new party.
    expect(tablesForChange(booking(), { setup, party: 3, stay, holding: [], otherwise })).toBe(otherwise);
  });
});
