import type { BillSettings } from '@bistro/contract/bill-settings';
import type { RestaurantSettings, WeeklySchedule } from '@bistro/contract/restaurant';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/connect.ts';
import { Problem } from '../../http/problems.ts';
import type { RestaurantRepository, RestaurantState } from './restaurant-repository.ts';
import { createRestaurantRules } from './restaurant-rules.ts';

// The restaurant's rules at checkout on an in-memory stand-in of its settings and of the orders
// counted per pickup time, in milliseconds; the same rules through the API are restaurant.api.test.ts.

const everyDay = (opens: string, closes: string): WeeklySchedule => ({
  monday: [{ opens, closes }],
  tuesday: [{ opens, closes }],
  wednesday: [{ opens, closes }],
  thursday: [{ opens, closes }],
  friday: [{ opens, closes }],
  saturday: [{ opens, closes }],
  sunday: [{ opens, closes }],
});
const lunchAndDinner: RestaurantSettings = {
  weekly: everyDay('11:00', '22:00'),
  exceptions: [],
  preparationMinutes: 20,
  slotMinutes: 15,
  daysAhead: 1,
  lastOrderMinutes: 30,
  maxOrdersPerSlot: 0,
};
const billByDefault: BillSettings = {
  taxPrices: 'exclusive',
  taxRate: 0,
  taxRates: {},
  taxRounding: 'line',
  tipPresets: [],
  taxNumber: null,
};
/** Monday, November 23, 2026, 6:00 PM in the restaurant (UTC). */
const now = new Date('2026-11-23T18:00:00Z');
const tx = { execute: async () => undefined } as unknown as DbOrTx;

/** The rules on a stand-in: these settings, a pause if any, and these orders already holding each pickup time. */
function rulesWith(
  settings: Partial<RestaurantSettings> = {},
  { paused, held = new Map() }: { paused?: Partial<RestaurantState>; held?: Map<number, number> } = {},
) {
  const state: RestaurantState = {
    settings: { ...lunchAndDinner, ...settings },
    pausedAt: null,
    pausedUntil: null,
    pauseMessage: null,
    ...paused,
  };
  const repository = {
    state: async () => state,
    ordersByPickup: async () => held,
  } as unknown as RestaurantRepository;
  return createRestaurantRules({
    repository,
    timeZone: 'UTC',
    guestCheckoutByDefault: false,
    billByDefault,
    audit: { record: async () => {} },
    transaction: (work) => work(tx),
  });
}

/** The Problem a rule throws, as its status and words. */
async function refusal(rule: () => Promise<unknown>): Promise<[number, string]> {
  try {
    await rule();
  } catch (error) {
    if (error instanceof Problem) return [error.statusCode, error.message];
    throw error;
  }
  throw new Error('the rule did not refuse');
}

describe('the pickup time of a new order', () => {
  it('is, as soon as possible, the first slot after the kitchen’s preparation time', async () => {
    expect(await rulesWith().reservePickup('asap', now, tx)).toEqual(new Date('2026-11-23T18:30:00Z'));
  });

  it('is a time offered when one is chosen, and a time not offered is refused in words', async () => {
    const rules = rulesWith();
    expect(await rules.reservePickup('2026-11-23T19:15:00.000Z', now, tx)).toEqual(new Date('2026-11-23T19:15:00Z'));
    expect(await refusal(() => rules.reservePickup('2026-11-23T19:20:00.000Z', now, tx))).toEqual([
      409,
      'today at 7:20 PM is not one of the pickup times offered: choose one of them.',
    ]);
    expect(await refusal(() => rules.reservePickup('2026-11-24T08:00:00.000Z', now, tx))).toEqual([
      409,
      'We are closed tomorrow at 8:00 AM: choose one of the pickup times offered.',
    ]);
  });

  it('skips a time whose orders reached the limit, and says so when it is chosen', async () => {
    const full = new Map([[new Date('2026-11-23T18:30:00Z').getTime(), 2]]);
    const rules = rulesWith({ maxOrdersPerSlot: 2 }, { held: full });
    expect(await rules.reservePickup('asap', now, tx)).toEqual(new Date('2026-11-23T18:45:00Z'));
    expect(await refusal(() => rules.reservePickup('2026-11-23T18:30:00.000Z', now, tx))).toEqual([
      409,
      'The pickup time today at 6:30 PM is full: choose another one.',
    ]);
  });

  it('is, for dishes added to an order, its time while the kitchen can make it, else as soon as possible', async () => {
    const full = new Map([[new Date('2026-11-23T19:00:00Z').getTime(), 2]]);
    const rules = rulesWith({ maxOrdersPerSlot: 2 }, { held: full });
    expect(await rules.reservePickup('2026-11-23T19:15:00.000Z', now, tx, true)).toEqual(
      new Date('2026-11-23T19:15:00Z'),
    );
    expect(await rules.reservePickup('2026-11-23T18:15:00.000Z', now, tx, true)).toEqual(
      new Date('2026-11-23T18:30:00Z'),
    );
    // A time still to come that is full is not moved: staff take it despite the limit, or choose another.
    expect(await refusal(() => rules.reservePickup('2026-11-23T19:00:00.000Z', now, tx, true))).toEqual([
      409,
      'The pickup time today at 7:00 PM is full: choose another one.',
    ]);
  });

  it('refuses "as soon as possible" when closed, and after the last order, saying when it opens', async () => {
    const closedNow = rulesWith({ weekly: everyDay('11:00', '17:00') });
    expect(await refusal(() => closedNow.reservePickup('asap', now, tx))).toEqual([
      409,
      'We are closed now: we open again tomorrow at 11:00 AM. Choose a later pickup time.',
    ]);
    const closingSoon = rulesWith({ weekly: everyDay('11:00', '18:20') });
    expect((await refusal(() => closingSoon.reservePickup('asap', now, tx)))[1]).toBe(
      'The kitchen takes no more orders before closing. Choose a later pickup time.',
    );
  });

  it('refuses the pickup times a pause holds back, with the kitchen’s words, and takes later ones', async () => {
    const paused = rulesWith(
      {},
      { paused: { pausedAt: now, pausedUntil: new Date('2026-11-23T19:00:00Z'), pauseMessage: 'Back soon.' } },
    );
    const refused = [409, 'Online ordering is paused until 7:00 PM. Back soon. Choose a later pickup time.'];
    expect(await refusal(() => paused.reservePickup('asap', now, tx))).toEqual(refused);
    // The kitchen cooks nothing until 7:00 PM, and needs its 20 minutes after.
    expect(await refusal(() => paused.reservePickup('2026-11-23T19:15:00.000Z', now, tx))).toEqual(refused);
    expect(await paused.reservePickup('2026-11-23T19:30:00.000Z', now, tx)).toEqual(new Date('2026-11-23T19:30:00Z'));
    const status = await paused.status(now);
    expect(status.asap).toBeNull();
    expect(status.pickupTimes[0]).toBe('2026-11-23T19:30:00.000Z');
    expect(await refusal(() => paused.checkTakingOrders(now, new Date('2026-11-23T19:15:00Z')))).toEqual(refused);
    await expect(paused.checkTakingOrders(now, new Date('2026-11-23T19:30:00Z'))).resolves.toBeUndefined();
    // A pause that has run out no longer holds.
    await expect(
      paused.checkTakingOrders(new Date('2026-11-23T19:00:00Z'), new Date('2026-11-23T19:00:00Z')),
    ).resolves.toBeUndefined();
  });

  it('holds back the rest of the day while paused until resumed: the next day’s times, or plainly none', async () => {
    const untilResumed = { paused: { pausedAt: now } };
    const withTomorrow = rulesWith({ daysAhead: 1 }, untilResumed);
    expect(await refusal(() => withTomorrow.reservePickup('2026-11-23T21:00:00.000Z', now, tx))).toEqual([
      409,
      'Online ordering is paused for now. Choose a later pickup time.',
    ]);
    expect((await withTomorrow.status(now)).pickupTimes[0]).toBe('2026-11-24T11:00:00.000Z');
    expect(await withTomorrow.reservePickup('2026-11-24T11:00:00.000Z', now, tx)).toEqual(
      new Date('2026-11-24T11:00:00Z'),
    );
    const todayOnly = rulesWith({ daysAhead: 0 }, untilResumed);
    expect((await todayOnly.status(now)).pickupTimes).toEqual([]);
    expect(await refusal(() => todayOnly.reservePickup('asap', now, tx))).toEqual([
      409,
      'Online ordering is paused for now. Orders for a later time are not taken either.',
    ]);
  });
});

describe('what changed for an order paid late', () => {
  it('names a pause, and a pickup time the hours no longer open', async () => {
    const pickupAt = new Date('2026-11-23T21:45:00Z');
    expect(await rulesWith().changesFor(pickupAt, now)).toEqual([]);
    expect(
      await rulesWith({ weekly: everyDay('11:00', '21:00') }, { paused: { pausedAt: now } }).changesFor(pickupAt, now),
    ).toEqual(['online ordering was paused', 'its pickup time was closed']);
    const tomorrow = new Date('2026-11-24T12:00:00Z');
    expect(await rulesWith({}, { paused: { pausedAt: now } }).changesFor(tomorrow, now)).toEqual([]);
  });
});

describe('the restaurant’s settings', () => {
  it('take the owner’s choices, else the configuration’s: guest orders and the bill', async () => {
    expect(await rulesWith().takesGuestOrders()).toBe(false);
    expect(await rulesWith({ guestCheckout: true }).takesGuestOrders()).toBe(true);
    expect(await rulesWith().bill()).toBe(billByDefault);
    const owners = { ...billByDefault, tipPresets: [10] };
    expect(await rulesWith({ bill: owners }).bill()).toBe(owners);
  });
});
