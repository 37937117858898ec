import { ERASED_DINER } from '@bistro/contract/privacy';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/connect.ts';
import { Problem } from '../../http/problems.ts';
import type { ApiUser } from '../../plugins/app/authentication.ts';
import type { OrderRecord } from '../orders/index.ts';
import { createDinerPrivacy } from './privacy-service.ts';

// A diner's export and erasure on stand-ins of the features that keep something of them: each is
// asked for its part, in one transaction, and the journal says what was asked in which order.
// The same through the API, on a real database, is privacy.api.test.ts.

const now = new Date('2026-11-26T18:00:00Z');
const ana = { id: 'user-ana', email: 'ana@bistro.test', name: 'Ana Diner', phone: null, createdAt: now };
const caller: ApiUser = { ...ana, role: 'user', emailConfirmed: true, tokenExpiresAt: now };

const guestOrder = (changes: Partial<OrderRecord> = {}) =>
  ({
    id: 'order-7',
    number: 1007,
    userId: null,
    email: 'gus@bistro.test',
    customerName: 'Gus',
    status: 'completed',
    language: 'en',
    ...changes,
  }) as OrderRecord;

/** The privacy service over stand-ins; `open` are the account's orders still on their way. */
function privacyWith({
  open = [] as { number: number; status: 'pending' | 'preparing' | 'ready' }[],
  lastAdmin = false,
  password = 'right' as 'right' | 'wrong' | 'no password',
  signedInAt = now,
  guest = guestOrder(),
} = {}) {
  const journal: string[] = [];
  const did = (entry: string) => {
    journal.push(entry);
  };
  const tx = { name: 'the erasure' } as unknown as DbOrTx;
  const inTransaction = (given: DbOrTx, entry: string) =>
    did(given === tx ? entry : `${entry} OUTSIDE the transaction`);
  const privacy = createDinerPrivacy({
    transaction: (work) => work(tx),
    users: {
      isLastAdmin: async () => lastAdmin,
      lock: async (id: string) => (id === ana.id ? (ana as never) : undefined),
      findById: async (id: string) => (id === ana.id ? (ana as never) : undefined),
      remove: async (id: string, given?: DbOrTx) => {
        inTransaction(given as DbOrTx, `users removed ${id}`);
        return 1;
      },
    },
    orders: {
      ofAccount: async () => [{ _id: 'order-1' }] as never,
      openedBy: async (id: string, key: string) => (id === guest.id && key === 'the-key' ? guest : undefined),
      views: async (records: OrderRecord[]) => records.map((record) => ({ _id: record.id })) as never,
      openOrdersOf: async () => open,
      eraseDiner: async (which: { userId: string } | { guestOrderId: string }, given?: DbOrTx) => {
        inTransaction(given as DbOrTx, `orders erased ${JSON.stringify(which)}`);
        return 'userId' in which
          ? { erased: ['order-1', 'order-2'], discarded: ['order-3'] }
          : { erased: [which.guestOrderId], discarded: [] };
      },
    } as never,
    bookings: {
      mine: async () => [],
      guestBooking: async () => undefined,
      eraseGuest: async () => undefined,
      eraseDiner: async (userId: string, given: DbOrTx) => {
        inTransaction(given, `bookings erased ${userId}`);
        return 0;
      },
    },
    payments: {
      listByUser: async () => [],
      listByOrder: async () => [],
      eraseDiner: async (orderIds: string[], given?: DbOrTx) =>
        inTransaction(given as DbOrTx, `payments erased ${orderIds.join(', ')}`),
    },
    promoCodes: {
      eraseDiner: async ({ userId, orderIds }: { userId?: string; orderIds: string[] }, given?: DbOrTx) =>
        inTransaction(given as DbOrTx, `code uses erased ${userId ?? 'guest'}: ${orderIds.join(', ')}`),
    },
    reviews: { mine: async () => ({ reviewable: [], reviews: [] }) },
    addresses: { list: async () => [] },
    identity: {
      checkPassword: async () => password,
      prove: async () => ({ email: ana.email, name: ana.name, emailVerified: true, signedInAt }),
      forget: async (email: string, given: DbOrTx) => inTransaction(given, `identity forgot ${email}`),
    },
    audit: {
      eraseActor: async (userId: string, given?: DbOrTx) =>
        inTransaction(given as DbOrTx, `audit log entries by ${userId} lost who made them`),
    },
    send: (message) => did(`mailed ${message.to}: ${message.subject}`),
    restaurantName: () => 'Chez Lina',
    defaultLanguage: () => 'en',
    clock: { now: () => now },
  });
  return { privacy, journal };
}

/** The Problem a step throws, as its status and words. */
async function refusal(step: () => Promise<unknown>): Promise<[number, string]> {
  try {
    await step();
  } catch (error) {
    if (error instanceof Problem) return [error.statusCode, error.message];
    throw error;
  }
  throw new Error('the step did not refuse');
}

describe('erasing an account', () => {
  it('asks each feature to erase its part, in one transaction, then mails the diner', async () => {
    const { privacy, journal } = privacyWith();
    expect(await privacy.eraseAccount(ana.id, 'admin')).toBe(2);
    expect(journal).toEqual([
      'orders erased {"userId":"user-ana"}',
      'payments erased order-1, order-2',
      'code uses erased user-ana: order-1, order-2, order-3',
      'bookings erased user-ana',
      'identity forgot ana@bistro.test',
      'audit log entries by user-ana lost who made them',
      'users removed user-ana',
      'mailed ana@bistro.test: Your Chez Lina account is deleted',
    ]);
  });

  it('is refused while an order is on its way, for the last administrator, and answers null for no account', async () => {
    const open = [{ number: 1001, status: 'preparing' as const }];
    expect(await refusal(() => privacyWith({ open }).privacy.eraseAccount(ana.id, 'diner'))).toEqual([
      409,
      'Your order #1001 (being prepared) is not picked up, delivered or cancelled yet: the account can be deleted after that',
    ]);
    expect(await refusal(() => privacyWith({ lastAdmin: true }).privacy.eraseAccount(ana.id, 'admin'))).toEqual([
      409,
      'The restaurant needs an administrator: make someone else admin first',
    ]);
    const { privacy, journal } = privacyWith();
    expect(await privacy.eraseAccount('user-nobody', 'admin')).toBeNull();
    expect(journal).toEqual([]);
  });

  it('asks its owner to prove it again: the password, or a sign-in of the last few minutes', async () => {
    const proof = (password?: string) => ({ password, idToken: undefined, headers: {} });
    expect(
      await refusal(() => privacyWith({ password: 'wrong' }).privacy.deleteOwnAccount(caller, proof('nope'))),
    ).toEqual([400, 'That is not your password: nothing was deleted']);
    expect(await refusal(() => privacyWith({ password: 'wrong' }).privacy.deleteOwnAccount(caller, proof()))).toEqual([
      400,
      'Enter your password to delete your account',
    ]);
    const signedInLongAgo = privacyWith({ password: 'no password', signedInAt: new Date(now.getTime() - 6 * 60_000) });
    expect((await refusal(() => signedInLongAgo.privacy.deleteOwnAccount(caller, proof())))[0]).toBe(403);
    const justSignedIn = privacyWith({ password: 'no password' });
    expect(await justSignedIn.privacy.deleteOwnAccount(caller, proof())).toBe(2);
  });
});

describe('erasing a guest’s order', () => {
  it('erases that order’s details, its payment and its code use, when its key opens it', async () => {
    const { privacy, journal } = privacyWith();
    expect(await privacy.eraseGuestOrder('order-7', 'the-key')).toBe(1);
    expect(journal).toEqual([
      'orders erased {"guestOrderId":"order-7"}',
      'payments erased order-7',
      'code uses erased guest: order-7',
      'mailed gus@bistro.test: Chez Lina: your details are erased from order #1007',
    ]);
  });

  it('is refused for another key, an account’s order, an order still on its way; done once', async () => {
    expect((await refusal(() => privacyWith().privacy.eraseGuestOrder('order-7', 'forged')))[0]).toBe(404);
    const accounts = privacyWith({ guest: guestOrder({ userId: 'user-ana' }) });
    expect((await refusal(() => accounts.privacy.eraseGuestOrder('order-7', 'the-key')))[1]).toBe(
      'This order belongs to an account: sign in to download your data or delete the account',
    );
    const cooking = privacyWith({ guest: guestOrder({ status: 'preparing' }) });
    expect((await refusal(() => cooking.privacy.eraseGuestOrder('order-7', 'the-key')))[1]).toBe(
      'Order #1007 is not picked up, delivered or cancelled yet: the kitchen needs your details until then',
    );
    const erased = privacyWith({ guest: guestOrder({ email: ERASED_DINER.email }) });
    expect(await erased.privacy.eraseGuestOrder('order-7', 'the-key')).toBe(0);
    expect(erased.journal).toEqual([]);
  });
});

describe('a diner’s data', () => {
  it('gathers the profile and each feature’s part', async () => {
    const data = await privacyWith().privacy.exportAccount(ana.id);
    expect(data).toMatchObject({
      profile: { name: 'Ana Diner', email: 'ana@bistro.test' },
      orders: [{ _id: 'order-1' }],
      payments: [],
      reviews: [],
      bookings: [],
    });
  });
});
