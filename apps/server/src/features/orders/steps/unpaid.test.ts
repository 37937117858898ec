import { money } from '@bistro/contract/money';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../../db/connect.ts';
import type { Menu } from '../../menu/index.ts';
import type { OrderRecord } from '../orders-repository.ts';
import { ana, cartOf, line, now, orderRecord, refusal } from './order-fixtures.testing.ts';
import { fingerprintOf, reuseOrDiscardUnpaid } from './unpaid.ts';

// Each step on in-memory stand-ins of the parts it is given; the steps together, on a real
// database and provider, are the checkout's API tests (payments/payments.api.test.ts, orders/orders.api.test.ts).

describe('the fingerprint of what is asked for', () => {
  const cart = cartOf(line('Soup', 750, 2), line('Tea', 395, 1));
  const request = { pickup: 'asap', note: null };

  it('is the same for the same cart in another order, and changes with any of its parts', () => {
    const same = fingerprintOf(cartOf(line('Tea', 395, 1), line('Soup', 750, 2)), request, ana.phone);
    expect(same).toBe(fingerprintOf(cart, request, ana.phone));
    const others = [
      fingerprintOf(cartOf(line('Soup', 750, 3), line('Tea', 395, 1)), request, ana.phone),
      fingerprintOf(cartOf(line('Soup', 800, 2), line('Tea', 395, 1)), request, ana.phone),
      fingerprintOf(cart, { pickup: '2026-11-26T19:00:00.000Z', note: null }, ana.phone),
      fingerprintOf(cart, { pickup: 'asap', note: 'No onions' }, ana.phone),
      fingerprintOf(cart, request, '+1 555 010 0100'),
      fingerprintOf({ ...cart, bill: { ...cart.bill, tip: money(200), total: money(2095) } }, request, ana.phone),
      fingerprintOf({ ...cart, promo: { codeId: 'code-1', code: 'SOUP10', off: { percent: 10 } } }, request, ana.phone),
      // Another free choice with the same dish: the same price, another order.
      fingerprintOf(
        cartOf(
          { ...line('Soup', 750, 2), choices: [{ id: 'choice-bread', group: 'Side', name: 'Bread', priceCents: 0 }] },
          line('Tea', 395, 1),
        ),
        request,
        ana.phone,
      ),
    ];
    expect(new Set([same, ...others]).size).toBe(9);
  });
});

describe('reuse or let go of the unpaid order', () => {
  function parts(unpaid: OrderRecord | undefined, intentWas: 'canceled' | 'succeeded' = 'canceled') {
    const done: string[] = [];
    return {
      done,
      parts: {
        orders: {
          findAwaitingPayment: async (payer: { userId: string } | { guestEmail: string }) =>
            'userId' in payer && payer.userId === unpaid?.userId ? unpaid : undefined,
          discardUnpaid: async (id: string) => {
            done.push(`discarded ${id}`);
            return true;
          },
        },
        provider: {
          cancelIntent: async (id: string) => {
            done.push(`cancelled ${id}`);
            return intentWas;
          },
        },
        restaurant: {
          checkTakingOrders: async () => {
            done.push('checked the restaurant takes orders');
          },
        },
        promoCodes: {
          release: async (orderId: string) => {
            done.push(`released the code of ${orderId}`);
            return false;
          },
        },
        menu: {
          stock: {
            release: async (orderId: string) => {
              done.push(`released the stock of ${orderId}`);
            },
          } as unknown as Menu['stock'],
        },
        transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => work({} as DbOrTx),
        settle: async (intentId: string) => done.push(`settled ${intentId}`),
      },
    };
  }

  it('reuses the order for the same request within the hold, if the restaurant still takes orders', async () => {
    const unpaid = orderRecord({ intentId: 'pi_1', clientSecret: 'secret_1' });
    const { parts: given, done } = parts(unpaid);
    expect(await reuseOrDiscardUnpaid(given, ana, 'fingerprint', now)).toBe(unpaid);
    expect(done).toEqual(['checked the restaurant takes orders']);
  });

  it('lets go of an order for another request, or one held too long, cancelling its intent', async () => {
    for (const unpaid of [
      orderRecord({ intentId: 'pi_1', cartFingerprint: 'another' }),
      orderRecord({ intentId: 'pi_1', createdAt: new Date(now.getTime() - 16 * 60_000) }),
    ]) {
      const { parts: given, done } = parts(unpaid);
      expect(await reuseOrDiscardUnpaid(given, ana, 'fingerprint', now)).toBeUndefined();
      expect(done).toEqual([
        'cancelled pi_1',
        'released the code of order-1',
        'released the stock of order-1',
        'discarded order-1',
      ]);
    }
  });

  it('keeps an order whose intent was paid meanwhile, settles it, and tells the diner', async () => {
    const { parts: given, done } = parts(orderRecord({ intentId: 'pi_1', cartFingerprint: 'another' }), 'succeeded');
    expect(await refusal(() => reuseOrDiscardUnpaid(given, ana, 'fingerprint', now))).toEqual([
      409,
      'Your previous payment has just gone through: check your order before paying again.',
    ]);
    expect(done).toEqual(['cancelled pi_1', 'settled pi_1']);
  });

  it('has nothing to do for a payer without an unpaid order', async () => {
    const { parts: given, done } = parts(undefined);
    expect(await reuseOrDiscardUnpaid(given, ana, 'fingerprint', now)).toBeUndefined();
    expect(done).toEqual([]);
  });
});
