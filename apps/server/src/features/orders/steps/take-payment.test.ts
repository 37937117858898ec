import { describe, expect, it } from 'vitest';
import { ana, orderRecord } from './order-fixtures.testing.ts';
import { createOrReuseIntent } from './take-payment.ts';

// Each step on in-memory stand-ins of the parts it is given; the steps together, on a real
// database and provider, are the checkout's API tests (payments/payments.api.test.ts, orders/orders.api.test.ts).

describe('create or reuse the intent', () => {
  function parts() {
    const made: unknown[] = [];
    const attached: unknown[] = [];
    return {
      made,
      attached,
      parts: {
        provider: {
          createIntent: async (input: unknown) => {
            made.push(input);
            return { id: 'pi_new', clientSecret: 'secret_new' };
          },
        },
        orders: {
          attachIntent: async (id: string, intent: unknown) => {
            attached.push([id, intent]);
          },
        },
      },
    };
  }

  it('makes one for exactly the order’s total, keyed by the order, and keeps it on the order', async () => {
    const { parts: given, made, attached } = parts();
    expect(await createOrReuseIntent(given, orderRecord({ totalCents: 2450 }))).toBe('secret_new');
    expect(made).toEqual([{ orderId: 'order-1', amountCents: 2450, userId: ana.userId, email: ana.email }]);
    expect(attached).toEqual([['order-1', { id: 'pi_new', clientSecret: 'secret_new' }]]);
  });

  it('reuses the one the order already has', async () => {
    const { parts: given, made } = parts();
    expect(await createOrReuseIntent(given, orderRecord({ intentId: 'pi_1', clientSecret: 'secret_1' }))).toBe(
      'secret_1',
    );
    expect(made).toEqual([]);
  });
});
