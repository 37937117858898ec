import type { WeeklySchedule } from '@bistro/contract/restaurant';
import type { MenuSection } from '@bistro/contract/shop';
import { weekdays } from '@bistro/contract/weekdays';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../../db/connect.ts';
import { Problem } from '../../../http/problems.ts';
import type { OrdersRepository } from '../orders-repository.ts';
import { createOrder } from './create.ts';
import { ana, cartOf, line, menuOf, now, orderRecord, pickupOnly } from './order-fixtures.testing.ts';

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
        delivery: pickupOnly,
        restaurant: {
          timeZone: 'UTC',
          reservePickup: async (choice, at, tx) => {
            seen.reservedIn = tx;
            expect([choice, at]).toEqual(['asap', now]);
            return new Date('2026-11-26T18:20:00Z');
          },
          overridePickup: async () => {
            throw new Error('nothing to override');
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
          ...menuOf([]),
          stock: {
            hold: async (tx: DbOrTx, held: unknown) => {
              seen.stockHeldIn = tx;
              seen.held = held;
            },
          },
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
        deliveryFeeCents: 0,
        deliveryFeeTaxCents: 0,
        totalCents: 1500,
        promoCode: null,
      },
      cartFingerprint: 'fingerprint',
      pickupAt: new Date('2026-11-26T18:20:00Z'),
      note: 'No onions',
      createdAt: now,
      guestBrowser: null,
      placedFrom: null,
      channel: 'online',
      overrideRule: null,
      overrideReason: null,
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
          delivery: pickupOnly,
          restaurant: {
            timeZone: 'UTC',
            reservePickup: async () => {
              throw full;
            },
            overridePickup: async () => {
              throw new Error('no reason was given to override the rule');
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
          menu: menuOf([]),
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

  it('overrides a rule of the hours or pickup times when staff give a reason, and keeps both on the order', async () => {
    const closed = new Problem(409, 'We are closed now: we open again tomorrow at 11:00 AM.');
    const kept: { rule?: string | null; reason?: string | null; pickupAt?: Date; channel?: string } = {};
    const parts = {
      transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => work({} as DbOrTx),
      delivery: pickupOnly,
      restaurant: {
        reservePickup: async () => {
          throw closed;
        },
        overridePickup: async (choice: string) => new Date(choice),
        timeZone: 'UTC',
      },
      menu: menuOf([]),
      orders: {
        createAwaitingPayment: async (input: Parameters<OrdersRepository['createAwaitingPayment']>[0]) => {
          Object.assign(kept, {
            rule: input.overrideRule,
            reason: input.overrideReason,
            pickupAt: input.pickupAt,
            channel: input.channel,
          });
          return orderRecord();
        },
        linesOf: async () => [],
      },
      promoCodes: { hold: async () => undefined },
    };
    const order = {
      payer: ana,
      cart: cartOf(line('Soup', 750, 1)),
      fingerprint: 'f',
      now,
      channel: 'phone' as const,
    };
    await createOrder(parts, {
      ...order,
      request: { pickup: '2026-11-26T23:30:00Z', note: null, overrideReason: 'Our regular, Mr. Lee' },
    });
    expect(kept).toEqual({
      rule: closed.message,
      reason: 'Our regular, Mr. Lee',
      pickupAt: new Date('2026-11-26T23:30:00Z'),
      channel: 'phone',
    });
    // Without a reason the rule stands.
    await expect(
      createOrder(parts, { ...order, request: { pickup: '2026-11-26T23:30:00Z', note: null } }),
    ).rejects.toBe(closed);
  });

  it('overrides only the restaurant’s rules (409), never bad input', async () => {
    const bad = new Problem(400, 'pickup is "asap" or a time');
    await expect(
      createOrder(
        {
          transaction: (work) => work({} as DbOrTx),
          delivery: pickupOnly,
          restaurant: {
            reservePickup: async () => {
              throw bad;
            },
            overridePickup: async () => now,
            timeZone: 'UTC',
          },
          menu: menuOf([]),
          orders: { createAwaitingPayment: async () => orderRecord(), linesOf: async () => [] },
          promoCodes: { hold: async () => undefined },
        },
        {
          payer: ana,
          cart: cartOf(line('Soup', 750, 1)),
          request: { pickup: 'soon', note: null, overrideReason: 'A regular' },
          fingerprint: 'f',
          now,
        },
      ),
    ).rejects.toBe(bad);
  });

  it('refuses a dish whose sections do not serve at the pickup time, saying when they do, unless staff give a reason', async () => {
    const weekdaysOnly = Object.fromEntries(
      weekdays.map((day) => [day, ['saturday', 'sunday'].includes(day) ? [] : [{ opens: '11:00', closes: '15:00' }]]),
    ) as WeeklySchedule;
    const lunch: MenuSection = {
      id: 'section-lunch',
      slug: 'lunch',
      name: 'Lunch',
      position: 5,
      hidden: false,
      hours: weekdaysOnly,
      description: null,
      banner: null,
    };
    const menu = menuOf([{ _id: 'dish-Croque', name: 'Croque Monsieur', sections: ['lunch'] }], [lunch]);
    const created: { pickupAt: Date; rule: string | null }[] = [];
    // Thursday 26 November 2026, on the restaurant's clock (UTC here).
    const orderFor = (pickupAt: string, overrideReason?: string) =>
      createOrder(
        {
          transaction: (work) => work({} as DbOrTx),
          delivery: pickupOnly,
          restaurant: {
            timeZone: 'UTC',
            reservePickup: async () => new Date(pickupAt),
            overridePickup: async () => new Date(pickupAt),
          },
          menu,
          orders: {
            createAwaitingPayment: async (input) => {
              created.push({ pickupAt: input.pickupAt as Date, rule: input.overrideRule ?? null });
              return orderRecord();
            },
            linesOf: async () => [],
          },
          promoCodes: { hold: async () => undefined },
        },
        {
          payer: ana,
          cart: cartOf(line('Croque', 950, 1)),
          request: { pickup: 'asap', note: null, ...(overrideReason ? { overrideReason } : {}) },
          fingerprint: 'f',
          now: new Date('2026-11-26T10:00:00Z'),
        },
      );
    await expect(orderFor('2026-11-26T16:00:00Z')).rejects.toMatchObject({
      statusCode: 409,
      message:
        'Not served today at 4:00 PM: Croque Monsieur, served Mon–Fri: 11:00am to 3:00pm (Lunch). Choose a pickup time in those hours, or take it out of your cart.',
    });
    expect(created).toEqual([]);
    await orderFor('2026-11-26T12:00:00Z');
    expect(created).toEqual([{ pickupAt: new Date('2026-11-26T12:00:00Z'), rule: null }]);
    // Staff may take it anyway with a reason, as the hours: the rule's words are kept with it.
    await orderFor('2026-11-26T16:00:00Z', 'The kitchen makes one for a regular');
    expect(created.at(-1)).toEqual({
      pickupAt: new Date('2026-11-26T16:00:00Z'),
      rule: expect.stringMatching(/^Not served today at 4:00 PM: Croque Monsieur/),
    });
  });
});
