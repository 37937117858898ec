import { orderingFactsKey, orderingFactsOf } from '@bistro/contract/ordering-facts';
import type { RestaurantStatus } from '@bistro/contract/restaurant';
import { weekdays } from '@bistro/contract/restaurant';
import { describe, expect, it } from 'vitest';
import { english } from '@/test/in-english.tsx';
import { orderingNotice } from './ordering-notice.ts';

const open = { opens: '11:00', closes: '22:00' };
const status = (changes: Partial<RestaurantStatus> = {}): RestaurantStatus => ({
  timeZone: 'UTC',
  now: '2026-11-23T12:00:00.000Z',
  openNow: true,
  nextOpening: '2026-11-24T11:00:00.000Z',
  paused: null,
  weekly: Object.fromEntries(weekdays.map((day) => [day, [open]])) as RestaurantStatus['weekly'],
  days: [{ date: '2026-11-23', weekday: 'monday', windows: [open], note: null }],
  asap: '2026-11-23T12:30:00.000Z',
  pickupTimes: ['2026-11-23T12:30:00.000Z', '2026-11-24T11:00:00.000Z'],
  guestCheckout: false,
  tipPresets: [10, 15, 20],
  taxIncluded: false,
  taxNumber: null,
  lowStockThreshold: 5,
  ...changes,
});
const facts = (changes: Partial<RestaurantStatus> = {}) => orderingFactsOf(status(changes));

describe('orderingNotice', () => {
  it('says nothing while a diner can order for as soon as possible', () => {
    expect(orderingNotice(facts(), english)).toBeNull();
  });

  it('says when ordering is paused, until when, the kitchen’s message, and whether a later time is open', () => {
    expect(
      orderingNotice(
        facts({ paused: { until: '2026-11-23T12:30:00.000Z', message: 'Back soon!' }, asap: null }),
        english,
      ),
    ).toEqual({
      tone: 'warning',
      title: 'Online ordering is paused until today at 12:30 PM.',
      text: 'Back soon! You can still order for a later pickup time.',
    });
    expect(
      orderingNotice(facts({ paused: { until: null, message: null }, asap: null, pickupTimes: [] }), english),
    ).toEqual({
      tone: 'warning',
      title: 'Online ordering is paused for now.',
      text: 'Orders for a later time are not taken either.',
    });
  });

  it('says the restaurant is closed, why today, when it opens, and that later times remain', () => {
    const closed = facts({
      openNow: false,
      asap: null,
      days: [{ date: '2026-11-23', weekday: 'monday', windows: [], note: 'Closed for a private party.' }],
      pickupTimes: ['2026-11-24T11:00:00.000Z'],
    });
    expect(orderingNotice(closed, english)).toEqual({
      tone: 'info',
      title: 'We are closed now.',
      text: 'Closed for a private party. We open again tomorrow at 11:00 AM. You can still order for a later pickup time.',
    });
  });

  it('says when the kitchen takes no more orders before closing', () => {
    expect(orderingNotice(facts({ asap: null, pickupTimes: [] }), english)).toEqual({
      tone: 'info',
      title: 'The kitchen takes no more orders before closing.',
      text: 'We open again tomorrow at 11:00 AM.',
    });
  });

  it('keeps the key of facts that say the same words, and changes it with the words', () => {
    const closed = { openNow: false, asap: null, pickupTimes: ['2026-11-24T11:00:00.000Z'] };
    const key = orderingFactsKey(facts({ ...closed, now: '2026-11-23T05:00:00.000Z' }));
    // Later the same day on the restaurant's clock: "tomorrow at 11:00 AM" still.
    expect(orderingFactsKey(facts({ ...closed, now: '2026-11-23T23:59:00.000Z' }))).toBe(key);
    // The next day the same opening is "today": a new key.
    expect(orderingFactsKey(facts({ ...closed, now: '2026-11-24T00:01:00.000Z' }))).not.toBe(key);
    expect(orderingFactsKey(facts({ ...closed, now: '2026-11-23T05:00:00.000Z', pickupTimes: [] }))).not.toBe(key);
  });
});
