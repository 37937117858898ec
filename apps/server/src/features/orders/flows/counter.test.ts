import type { CounterOrder } from '@bistro/contract/counter';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../../db/connect.ts';
import { settleIn } from '../steps/mark-paid.ts';
import { refusal } from '../steps/order-fixtures.testing.ts';
import { createCharges } from './charges.ts';
import { createCounter } from './counter.ts';
import { createKitchen } from './kitchen.ts';
import { orderWorld } from './order-parts.testing.ts';
import { createRefunds } from './refunds.ts';

// The counter and the phone, as a flow of the order's steps, on in-memory stand-ins (each line
// is priced at $10.00 by the stand-in cart): what each payment makes happen, and in what order.

const carl = { id: 'user-carl', name: 'Carl Cook', email: 'carl@bistro.test', role: 'staff' } as const;

/** A phone order of two soups ($20.00) for Pat, paid as said. */
const phoneOrder = (payment: CounterOrder['payment'], changes: Partial<CounterOrder> = {}): CounterOrder => ({
  channel: 'phone',
  lines: [{ menuID: 'Soup', quantity: 2 }],
  name: 'Pat Phone',
  email: 'pat@bistro.test',
  payment,
  ...changes,
});

function counterWorld() {
  const world = orderWorld();
  return {
    world,
    counter: createCounter(world.parts, createRefunds(world.parts)),
    kitchen: createKitchen(world.parts),
  };
}

describe('an order staff enter', () => {
  it('paid in cash: made, paid and counted in one transaction, the change answered, the diner mailed', async () => {
    const { world, counter } = counterWorld();
    const entered = await counter.enter(carl, phoneOrder({ method: 'cash', tendered: 50 }), null);
    expect(entered.change).toBe(30);
    expect(world.journal).toEqual([
      'created order-1001 for 2000',
      'held the stock of order-1001',
      'audit: order.enter of order order-1001 by carl@bistro.test',
      'recorded payment-order-1001 of 2000 by cash:1001',
      'sold 2 × Soup',
      'counted the code of order-1001',
      'counted the stock of order-1001',
      'order-1001 is pending',
      'mailed pat@bistro.test: #1001 is paid',
    ]);
    expect(world.orders.get('order-1001')).toMatchObject({
      channel: 'phone',
      paymentMethod: 'cash',
      tenderedCents: 5000,
    });
  });

  it('refuses cash below the total before anything is made', async () => {
    const { world, counter } = counterWorld();
    expect(await refusal(() => counter.enter(carl, phoneOrder({ method: 'cash', tendered: 19.99 }), null))).toEqual([
      422,
      '$19.99 tendered is less than the total, $20.00',
    ]);
    expect(world.journal).toEqual([]);
  });

  it('due at pickup: on the board unpaid, counted once settled, and settled once', async () => {
    const { world, counter } = counterWorld();
    await counter.enter(carl, phoneOrder({ method: 'at_pickup' }), null);
    expect(world.journal).toEqual([
      'created order-1001 for 2000',
      'held the stock of order-1001',
      'audit: order.enter of order order-1001 by carl@bistro.test',
      'order-1001 is pending',
    ]);
    expect(world.orders.get('order-1001')?.paidAt).toBeNull();

    world.journal.length = 0;
    const settled = await counter.settle(carl, 'order-1001', { method: 'card_present' });
    expect(settled.change).toBeUndefined();
    expect(world.journal).toEqual([
      'recorded payment-order-1001 of 2000 by terminal:1001',
      'sold 2 × Soup',
      'counted the code of order-1001',
      'counted the stock of order-1001',
      'announced order-1001',
      'audit: order.settle of order order-1001 by carl@bistro.test',
      'mailed pat@bistro.test: #1001 is paid',
    ]);
    expect(await refusal(() => counter.settle(carl, 'order-1001', { method: 'cash', tendered: 20 }))).toEqual([
      409,
      'Order #1001 is paid already.',
    ]);
  });

  it('due and cancelled: nothing was sold, nothing is refunded', async () => {
    const { world, counter, kitchen } = counterWorld();
    await counter.enter(carl, phoneOrder({ method: 'at_pickup' }), null);
    world.journal.length = 0;
    await kitchen.changeStatus('order-1001', { status: 'cancelled', reason: 'closing' }, carl);
    expect(world.journal).toEqual([
      'released the code of order-1001',
      'released the stock of order-1001',
      'audit: order.cancel of order order-1001 by carl@bistro.test',
      'order-1001 is cancelled',
      'mailed pat@bistro.test: #1001 is cancelled, nothing was paid',
    ]);
    expect(await refusal(() => counter.settle(carl, 'order-1001', { method: 'card_present' }))).toEqual([
      409,
      'Order #1001 is cancelled: there is nothing to pay.',
    ]);
  });

  it('is handed over only once paid', async () => {
    const { counter, kitchen } = counterWorld();
    await counter.enter(carl, phoneOrder({ method: 'at_pickup' }), null);
    await kitchen.changeStatus('order-1001', { status: 'preparing' }, carl);
    await kitchen.changeStatus('order-1001', { status: 'ready' }, carl);
    expect(await refusal(() => kitchen.changeStatus('order-1001', { status: 'completed' }, carl))).toEqual([
      409,
      'Order #1001 is not paid yet: take its payment before it is picked up.',
    ]);
    await counter.settle(carl, 'order-1001', { method: 'cash', tendered: 20 });
    await expect(kitchen.changeStatus('order-1001', { status: 'completed' }, carl)).resolves.toBeDefined();
  });

  it('paid in cash and cancelled: the money is given back at the counter at once', async () => {
    const { world, counter, kitchen } = counterWorld();
    await counter.enter(carl, phoneOrder({ method: 'cash', tendered: 20 }), null);
    world.journal.length = 0;
    await kitchen.changeStatus('order-1001', { status: 'cancelled', reason: 'sold_out' }, carl);
    expect(world.journal.at(-1)).toBe('mailed pat@bistro.test: #1001 is cancelled, given back at the counter');
    expect(world.orders.get('order-1001')?.refundId).toBe('counter');
  });

  it('paid by link: made awaiting its payment, its intent made and the link mailed; the card brings it to the kitchen', async () => {
    const { world, counter } = counterWorld();
    const entered = await counter.enter(carl, phoneOrder({ method: 'link' }), null);
    expect(entered.payLink).toBe('/guest-order/order-1001?key=key-order-1001');
    expect(world.journal).toEqual([
      'created order-1001 for 2000',
      'held the stock of order-1001',
      'audit: order.enter of order order-1001 by carl@bistro.test',
      'made intent pi_order-1001 for 2000',
      'mailed pat@bistro.test: pay for #1001',
    ]);
    expect(await counter.linkPayment('order-1001', 'another key')).toBeUndefined();
    expect(await counter.linkPayment('order-1001', 'key-order-1001')).toEqual({
      clientSecret: 'pi_order-1001_secret',
      amount: 20,
    });
    expect(await refusal(() => counter.settle(carl, 'order-1001', { method: 'card_present' }))).toEqual([
      409,
      'Order #1001 waits for its payment by the link mailed to the diner.',
    ]);
  });

  it('where each order must be accepted: staff’s orders are taken on as entered, untold; one paid by its link waits and is told', async () => {
    const { world, counter } = counterWorld();
    world.acceptOrders({ mode: 'staff', withinMinutes: 3 });
    await counter.enter(carl, phoneOrder({ method: 'cash', tendered: 20 }), null);
    await counter.enter(carl, phoneOrder({ method: 'at_pickup' }), null);
    expect(world.orders.get('order-1001')?.acceptBy).toBeNull();
    expect(world.orders.get('order-1002')?.acceptBy).toBeNull();
    await counter.settle(carl, 'order-1002', { method: 'card_present' });
    expect(world.orders.get('order-1002')?.acceptBy).toBeNull();

    expect(world.journal.filter((entry) => entry.startsWith('told'))).toEqual([]);

    await counter.enter(carl, phoneOrder({ method: 'link' }), null);
    world.journal.length = 0;
    world.confirmCard('pi_order-1003');
    const intent = await world.parts.provider.retrieveIntent('pi_order-1003');
    if (!intent) throw new Error('no intent');
    expect(await createCharges(world.parts).settleSucceededIntent(intent)).toBe('paid');
    expect(world.orders.get('order-1003')).toMatchObject({
      status: 'pending',
      acceptBy: new Date('2026-11-26T18:03:00Z'),
    });
    expect(world.journal.at(-1)).toBe('told the restaurant: new order #1003');
  });

  it('overrides the hours with a reason, and is refused by them without one', async () => {
    const { world, counter } = counterWorld();
    world.close(true);
    const pickup = '2026-11-26T23:00:00.000Z';
    expect(await refusal(() => counter.enter(carl, phoneOrder({ method: 'at_pickup' }, { pickup }), null))).toEqual([
      409,
      'We are closed now.',
    ]);
    await counter.enter(carl, phoneOrder({ method: 'at_pickup' }, { pickup, overrideReason: 'Our regular' }), null);
    expect(world.orders.get('order-1001')).toMatchObject({
      pickupAt: new Date(pickup),
      overrideRule: 'We are closed now.',
      overrideReason: 'Our regular',
    });
  });

  it('adds a dish to a due order; a payment priced on the bill before it takes nothing', async () => {
    const { world, counter } = counterWorld();
    await counter.enter(carl, phoneOrder({ method: 'at_pickup' }), null);
    const before = world.orders.get('order-1001');
    if (!before) throw new Error('no order');
    world.journal.length = 0;
    await counter.add(carl, 'order-1001', { lines: [{ menuID: 'Tea', quantity: 1 }] }, null);
    expect(world.journal).toEqual([
      'added 1 × Tea to order-1001',
      'held the stock of order-1001',
      'audit: order.change of order order-1001 by carl@bistro.test',
      'announced order-1001',
      'mailed pat@bistro.test: #1001 now comes to 3000',
    ]);
    // The payment taken on the old bill (another screen, a moment before) is refused, and nothing is kept.
    world.journal.length = 0;
    const stale = settleIn(
      world.parts,
      before,
      { method: 'card_present', amountCents: before.totalCents },
      { despite: null, by: carl, issuer: { address: null, phone: null, taxNumber: null } },
      {} as DbOrTx,
    );
    await expect(stale).rejects.toThrow('Order #1001 can no longer be paid');
    expect(world.journal).toEqual([]);
    const settled = await counter.settle(carl, 'order-1001', { method: 'cash', tendered: 30 });
    expect(settled.change).toBe(0);
  });
});
