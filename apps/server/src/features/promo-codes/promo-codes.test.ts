import { money } from '@bistro/contract/money';
import type { PromoCodeUseState } from '@bistro/contract/promo-codes';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/connect.ts';
import { Problem } from '../../http/problems.ts';
import { createPromoCodes, type Diner, PROMO_GUESSES } from './promo-codes.ts';
import type { DinerRecord, PromoCodeRecord, PromoCodesRepository } from './promo-codes-repository.ts';

// A code's rules (quote, hold, count, release) on an in-memory stand-in of the codes and their
// uses, in milliseconds; the same rules through the API and under the database's lock are
// promo-codes.api.test.ts and promo-code-holds.api.test.ts (20 diners racing for a last use).

const now = new Date('2026-11-26T18:00:00Z');
const usd = (cents: number) => money(cents, 'USD');
const tx = {} as DbOrTx;
// Ana and Cy signed in with their addresses confirmed; Bob a guest.
const ana: Diner = { userId: 'user-ana', email: 'ana@bistro.test', verified: true };
const cy: Diner = { userId: 'user-cy', email: 'cy@bistro.test', verified: true };
const bob: Diner = { userId: null, email: 'bob@bistro.test', verified: false };
const NO_SUCH_CODE = 'This code does not work: check how it is written (it may also be paused or used up)';

function code(changes: Partial<PromoCodeRecord> = {}): PromoCodeRecord {
  return {
    id: 'code-1',
    code: 'SOUP10',
    percentOff: 10,
    amountOffMinor: null,
    minOrderMinor: null,
    currency: 'USD',
    startsAt: null,
    endsAt: null,
    maxUses: null,
    maxUsesPerDiner: null,
    firstOrderOnly: false,
    pausedAt: null,
    createdAt: new Date('2026-11-01T00:00:00Z'),
    ...changes,
  } as PromoCodeRecord;
}

/** Promo codes over one code and its uses kept in memory; `paidBefore` are the diners who paid an order already. */
function codesWith(kept: PromoCodeRecord, { paidBefore = [] as string[] } = {}) {
  const uses: { orderId: string; diner: DinerRecord; state: PromoCodeUseState }[] = [];
  const isTheirs = (use: { diner: DinerRecord }, diner: DinerRecord) =>
    (diner.userId !== null && use.diner.userId === diner.userId) ||
    use.diner.email === diner.email ||
    (diner.identity !== null && use.diner.identity === diner.identity);
  const active = () => uses.filter((use) => use.state === 'held' || use.state === 'counted');
  const mark = (orderId: string, from: PromoCodeUseState[], to: PromoCodeUseState) => {
    const use = uses.find((each) => each.orderId === orderId && from.includes(each.state));
    if (use) use.state = to;
    return use !== undefined;
  };
  const repository = {
    findByCode: async (typed: string) => (typed === kept.code ? kept : undefined),
    lockById: async (id: string) => (id === kept.id ? kept : undefined),
    releaseAbandoned: async () => {},
    activeUses: async (_codeId: string, diner: DinerRecord) => ({
      all: active().length,
      diner: active().filter((use) => isTheirs(use, diner)).length,
    }),
    usedBy: async (_codeId: string, diner: DinerRecord) => uses.some((use) => isTheirs(use, diner)),
    hasPaidOrder: async (diner: DinerRecord) => paidBefore.includes(diner.email),
    insertHeld: async ({ orderId, diner }: { orderId: string; diner: DinerRecord }) => {
      if (!uses.some((use) => use.orderId === orderId)) uses.push({ orderId, diner, state: 'held' });
    },
    markCounted: async (orderId: string) => mark(orderId, ['held'], 'counted'),
    markReleased: async (orderId: string) => mark(orderId, ['held', 'counted'], 'released'),
  } as unknown as PromoCodesRepository;
  const promoCodes = createPromoCodes({
    repository,
    audit: { record: async () => {} },
    transaction: (work) => work({} as DbOrTx),
    clock: { now: () => now },
    timeZone: 'UTC',
    currency: 'USD',
  });
  return { promoCodes, uses };
}

/** Why a code is refused: the 422's reason and words. */
async function refusal(step: () => Promise<unknown>): Promise<[string, string]> {
  try {
    await step();
  } catch (error) {
    if (error instanceof Problem && error.statusCode === 422) {
      return [(error.details as { reason: string }).reason, error.message];
    }
    throw error;
  }
  throw new Error('the code was accepted');
}

describe('a code quoted for a diner and a subtotal', () => {
  it('takes its percentage or its amount off, typed in any case', async () => {
    expect(
      await codesWith(code()).promoCodes.quote({ code: ' soup10 ', diner: ana, subtotal: usd(2000), now }),
    ).toEqual({ codeId: 'code-1', code: 'SOUP10', off: { percent: 10 } });
    const fiveOff = codesWith(code({ percentOff: null, amountOffMinor: 500 }));
    expect((await fiveOff.promoCodes.quote({ code: 'SOUP10', diner: ana, subtotal: usd(2000), now })).off).toEqual({
      amount: usd(500),
    });
  });

  it('is refused with its reason: unknown, not started, ended, below its minimum; paused as unknown to who never used it', async () => {
    const quote = (kept: PromoCodeRecord, typed = 'SOUP10', subtotal = 2000) =>
      refusal(() => codesWith(kept).promoCodes.quote({ code: typed, diner: ana, subtotal: usd(subtotal), now }));
    expect(await quote(code(), 'NOPE')).toEqual(['unknown', NO_SUCH_CODE]);
    expect(await quote(code({ pausedAt: now }))).toEqual(['unknown', NO_SUCH_CODE]);
    // To a diner who used it, a paused code is said to be paused.
    const kept = code();
    const { promoCodes } = codesWith(kept);
    await promoCodes.hold(tx, { codeId: 'code-1', orderId: 'order-1', diner: ana, now });
    kept.pausedAt = now;
    expect(await refusal(() => promoCodes.quote({ code: 'SOUP10', diner: ana, subtotal: usd(2000), now }))).toEqual([
      'paused',
      'This code is paused',
    ]);
    expect(await quote(code({ startsAt: new Date('2026-11-27T00:00:00Z') }))).toEqual([
      'not_started',
      'This code starts on November 27, 2026',
    ]);
    expect(await quote(code({ endsAt: now }))).toEqual(['ended', 'This code has ended']);
    expect(await quote(code({ minOrderMinor: 2500 }))).toEqual([
      'below_minimum',
      'This code needs an order of at least $25.00',
    ]);
  });

  it('is refused to a diner who used it as often as they may, by any address of theirs, and used up told as no code', async () => {
    const { promoCodes } = codesWith(code({ maxUses: 2, maxUsesPerDiner: 1 }));
    await promoCodes.hold(tx, { codeId: 'code-1', orderId: 'order-1', diner: ana, now });
    const quoteFor = (diner: Diner) =>
      refusal(() => promoCodes.quote({ code: 'SOUP10', diner, subtotal: usd(2000), now }));
    expect(await quoteFor(ana)).toEqual(['used_by_diner', 'You have already used this code']);
    // The same person from another account with an alias of the same confirmed address.
    expect((await quoteFor({ userId: 'user-ana-2', email: 'Ana+deals@bistro.test', verified: true }))[0]).toBe(
      'used_by_diner',
    );
    // Signed out (no confirmed address), a code with a rule per person is not for them.
    expect((await quoteFor({ userId: null, email: 'ANA@bistro.test', verified: false }))[0]).toBe('verified_only');
    await promoCodes.hold(tx, { codeId: 'code-1', orderId: 'order-2', diner: cy, now });
    // Used up: told as a code that does not exist to a diner who never used it.
    expect(await quoteFor({ userId: 'user-dee', email: 'dee@bistro.test', verified: true })).toEqual([
      'unknown',
      NO_SUCH_CODE,
    ]);
  });

  it('is for a first order only when it says so, and only for a confirmed address', async () => {
    const { promoCodes } = codesWith(code({ firstOrderOnly: true }), { paidBefore: [ana.email] });
    expect((await refusal(() => promoCodes.quote({ code: 'SOUP10', diner: ana, subtotal: usd(2000), now })))[0]).toBe(
      'first_order_only',
    );
    await expect(promoCodes.quote({ code: 'SOUP10', diner: cy, subtotal: usd(2000), now })).resolves.toBeDefined();
    expect((await refusal(() => promoCodes.quote({ code: 'SOUP10', diner: bob, subtotal: usd(2000), now })))[0]).toBe(
      'verified_only',
    );
  });

  it('answers 429 once those asking tried too many codes that do not exist', async () => {
    const { promoCodes } = codesWith(code());
    const guess = (typed: string, askedBy: string[]) =>
      promoCodes.quote({ code: typed, diner: bob, subtotal: usd(2000), now, askedBy });
    for (let attempt = 0; attempt < PROMO_GUESSES; attempt++) {
      await expect(guess(`NOPE${attempt}`, ['address:203.0.113.9'])).rejects.toThrow(NO_SUCH_CODE);
    }
    await expect(guess('SOUP10', ['address:203.0.113.9'])).rejects.toMatchObject({ statusCode: 429 });
    await expect(guess('SOUP10', ['address:198.51.100.4'])).resolves.toMatchObject({ code: 'SOUP10' });
  });
});

describe('a code’s use by an order', () => {
  it('is held when the order is made, counted when it is paid, given back when it is refunded', async () => {
    const { promoCodes, uses } = codesWith(code({ maxUses: 1 }));
    await promoCodes.hold(tx, { codeId: 'code-1', orderId: 'order-1', diner: ana, now });
    // Held by one order, the last use is refused to the next one.
    expect(await refusal(() => promoCodes.hold(tx, { codeId: 'code-1', orderId: 'order-2', diner: bob, now }))).toEqual(
      ['used_up', 'This code has been used up'],
    );
    expect(await promoCodes.count('order-1')).toBe(true);
    expect(await promoCodes.count('order-1')).toBe(false);
    expect(await promoCodes.release('order-1')).toBe(true);
    expect(uses.map((use) => `${use.orderId} ${use.state}`)).toEqual(['order-1 released']);
    await promoCodes.hold(tx, { codeId: 'code-1', orderId: 'order-2', diner: bob, now });
    expect(uses.map((use) => `${use.orderId} ${use.state}`)).toEqual(['order-1 released', 'order-2 held']);
  });
});
