import type { BookingView } from '@bistro/contract/bookings';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { storeBooking } from './booking-events.ts';
import { dayBookingsQueryOptions, myBookingsQueryOptions, pendingRequestsQueryOptions } from './bookings.ts';

function booking(id: string, changes: Partial<BookingView> = {}): BookingView {
  return {
    id,
    date: '2026-11-28',
    time: '19:30',
    startsAt: '2026-11-28T19:30:00.000Z',
    endsAt: '2026-11-28T21:00:00.000Z',
    party: 2,
    table: 'T1',
    tables: ['T1'],
    name: `Diner ${id}`,
    phone: '+1 555 0100',
    email: `${id}@bookings.test`,
    note: null,
    status: 'pending',
    reason: null,
    cancellable: true,
    holdsUntil: null,
    createdAt: '2026-11-25T12:00:00.000Z',
    ...changes,
  };
}

const day = (date: string) => dayBookingsQueryOptions(date).queryKey;
const mine = myBookingsQueryOptions().queryKey;
const names = (list: BookingView[] | undefined) => list?.map((listed) => `${listed.time} ${listed.table} ${listed.id}`);

describe('storeBooking', () => {
  it('keeps the staff’s requests of every day by time: a new one in its place, an answered one out', () => {
    const client = new QueryClient();
    const requests = pendingRequestsQueryOptions().queryKey;
    client.setQueryData(requests, [booking('friday', { date: '2026-12-04', startsAt: '2026-12-04T19:00:00.000Z' })]);
    storeBooking(client, booking('sooner'));
    expect(client.getQueryData<BookingView[]>(requests)?.map((listed) => listed.id)).toEqual(['sooner', 'friday']);
    storeBooking(client, booking('sooner', { status: 'confirmed' }));
    expect(client.getQueryData<BookingView[]>(requests)?.map((listed) => listed.id)).toEqual(['friday']);
  });

  it('puts a new booking into its day’s list by time and table, and leaves the other days’ alone', () => {
    const client = new QueryClient();
    client.setQueryData(day('2026-11-28'), [booking('a', { time: '19:00', startsAt: '2026-11-28T19:00:00.000Z' })]);
    client.setQueryData(day('2026-11-29'), []);
    storeBooking(client, booking('b', { table: 'T2' }));
    storeBooking(client, booking('c'));
    expect(names(client.getQueryData(day('2026-11-28')))).toEqual(['19:00 T1 a', '19:30 T1 c', '19:30 T2 b']);
    expect(client.getQueryData(day('2026-11-29'))).toEqual([]);
  });

  it('moves a booking whose day changed from that day’s list to its new one', () => {
    const client = new QueryClient();
    client.setQueryData(day('2026-11-28'), [booking('a')]);
    client.setQueryData(day('2026-11-29'), []);
    storeBooking(client, booking('a', { date: '2026-11-29', startsAt: '2026-11-29T19:30:00.000Z' }));
    expect(client.getQueryData(day('2026-11-28'))).toEqual([]);
    expect(names(client.getQueryData(day('2026-11-29')))).toEqual(['19:30 T1 a']);
  });

  it('replaces a booking that changed, in its day’s list and in the diner’s own', () => {
    const client = new QueryClient();
    client.setQueryData(day('2026-11-28'), [booking('a')]);
    client.setQueryData(mine, [booking('a'), booking('z', { date: '2026-11-20' })]);
    storeBooking(client, booking('a', { status: 'confirmed' }));
    expect(client.getQueryData<BookingView[]>(day('2026-11-28'))?.map((listed) => listed.status)).toEqual([
      'confirmed',
    ]);
    expect(client.getQueryData<BookingView[]>(mine)?.map((listed) => `${listed.id} ${listed.status}`)).toEqual([
      'a confirmed',
      'z pending',
    ]);
  });

  it('does not put into the own list a booking it does not hold (a staff member hears everyone’s): it reads it again', async () => {
    const client = new QueryClient();
    client.setQueryData(mine, [booking('a')]);
    storeBooking(client, booking('someone-else'));
    expect(names(client.getQueryData(mine))).toEqual(['19:30 T1 a']);
    await vi.waitFor(() => expect(client.getQueryState(mine)?.isInvalidated).toBe(true));
  });
});
