import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../../db/connect.ts';
import { Problem } from '../../../http/problems.ts';
import type { Menu } from '../../menu/index.ts';
import { createOrder } from './create.ts';
import { ana, cartOf, line, now, orderRecord } from './order-fixtures.testing.ts';

// Each step on in-memory stand-ins of the parts it is given; the steps together, on a real
// database and provider, are the checkout's API tests (payments/payments.api.test.ts, orders/orders.api.test.ts).

describe('reserve the pickup time and create the order', () => {
  it('does both in one transaction, the lines priced as they will be charged', async () => {
    const transaction = { name: 'the order’s transaction' } as unknown as DbOrTx;
    const seen: { reservedIn?: DbOrTx; createdIn?: DbOrTx; stockHeldIn?: DbOrTx; input?: unknown; held?: unknown } = {};
    const cart = cartOf(line('Soup', 750, 2));
    const order = await createOrder(
      {
        transaction: (work) => work(transaction),
        restaurant: {
          reservePickup: async (choice, at, tx) => {
            seen.reservedIn = tx;
            expect([choice, at]).toEqual(['asap', now]);
            return new Date('2026-11-26T18:20:00Z');
          },
        },
        orders: {
          createAwaitingPayment: async (input, tx) => {
            seen.createdIn = tx;
            seen.input = input;
            return orderRecord({ totalCents: input.bill.totalCents, pickupAt: input.pickupAt });
          },
          linesOf: async (orderId) => [
            {
              id: `${orderId}-line`,
              orderId,
              menuItemId: 'dish-Soup',
              name: 'Soup',
              quantity: 2,
              unitPriceCents: 750,
              choices: [],
              discountCents: 0,
              taxCents: 0,
              refundedQuantity: 0,
            },
          ],
        },
        promoCodes: {
          hold: async () => {
            throw new Error('no code to hold');
          },
        },
        menu: {
          stock: {
            hold: async (tx: DbOrTx, held: unknown) => {
              seen.stockHeldIn = tx;
              seen.held = held;
            },
          } as unknown as Menu['stock'],
        },
      },
      { payer: ana, cart, request: { pickup: 'asap', note: 'No onions' }, fingerprint: 'fingerprint', now },
    );
    expect(seen.reservedIn).toBe(transaction);
    expect(seen.createdIn).toBe(transaction);
    expect(seen.stockHeldIn).toBe(transaction);
    expect(seen.held).toEqual({
      orderId: 'order-1',
      lines: [{ lineId: 'order-1-line', menuItemId: 'dish-Soup', choiceIds: [], quantity: 2 }],
    });
    expect(seen.input).toEqual({
      userId: ana.userId,
      email: ana.email,
      customerName: ana.name,
      phone: ana.phone,
      bill: {
        currency: 'USD',
        taxIncluded: false,
        subtotalCents: 1500,
        discountCents: 0,
        taxCents: 0,
        tipCents: 0,
        totalCents: 1500,
        promoCode: null,
      },
      cartFingerprint: 'fingerprint',
      pickupAt: new Date('2026-11-26T18:20:00Z'),
      note: 'No onions',
      createdAt: now,
      guestBrowser: null,
      placedFrom: null,
      lines: [
        {
          menuItemId: 'dish-Soup',
          name: 'Soup',
          quantity: 2,
          unitPriceCents: 750,
          choices: [],
          discountCents: 0,
          taxCents: 0,
        },
      ],
    });
    expect(order.totalCents).toBe(1500);
  });

  it('makes no order when the pickup time cannot be had', async () => {
    let created = false;
    const full = new Problem(409, 'The pickup time today at 6:20 PM is full: choose another one.');
    await expect(
      createOrder(
        {
          transaction: (work) => work({} as DbOrTx),
          restaurant: {
            reservePickup: async () => {
              throw full;
            },
          },
          orders: {
            createAwaitingPayment: async () => {
              created = true;
              return orderRecord();
            },
            linesOf: async () => [],
          },
          promoCodes: { hold: async () => undefined },
          menu: { stock: { hold: async () => undefined } as unknown as Menu['stock'] },
        },
        {
          payer: ana,
          cart: cartOf(line('Soup', 750, 1)),
          request: { pickup: 'asap', note: null },
          fingerprint: 'f',
          now,
        },
      ),
    ).rejects.toBe(full);
    expect(created).toBe(false);
  });
});
