import type { OrderAcceptance } from '@bistro/contract/orders';
import { describe, expect, it } from 'vitest';
import { createCharges } from './charges.ts';
import { createCheckout } from './checkout.ts';
import { createDinerOrders } from './diners.ts';
import { createKitchen } from './kitchen.ts';
import { ana, anaPaying, cartLine, gusPaying, orderWorld } from './order-parts.testing.ts';

// The kitchen's moves and a diner's orders, as flows of the order's steps, on in-memory stand-ins.

const carl = { id: 'user-carl', name: 'Carl Cook', email: 'carl@bistro.test', role: 'staff' as const };

/** A world with Ana's paid order of two soups (order-1001), paid where the owner chose `acceptance`. */
async function withPaidOrder(acceptance: OrderAcceptance = { mode: 'auto' }) {
  const world = orderWorld();
  world.acceptOrders(acceptance);
  const charges = createCharges(world.parts);
  const checkout = createCheckout(world.parts, charges);
  world.fillCart(ana.id, [cartLine('Soup', 750, 2)]);
  await checkout.startPayment(anaPaying, {});
  world.confirmCard('pi_order-1001');
  await checkout.completePayment(ana, { transactionId: 'pi_order-1001' });
  world.journal.length = 0;
  return { world, kitchen: createKitchen(world.parts) };
}

describe('the kitchen’s moves', () => {
  it('fulfil an order one step at a time, mailing the diner when it is ready', async () => {
    const { world, kitchen } = await withPaidOrder();
    for (const status of ['preparing', 'ready', 'completed'] as const) {
      await kitchen.changeStatus('order-1001', { status }, carl);
    }
    expect(world.journal).toEqual([
      'order-1001 is preparing',
      'order-1001 is ready',
      'mailed ana@bistro.test: #1001 is ready',
      'order-1001 is completed',
    ]);
  });

  it('cancel with the reason: the sales and the code go back in the same transaction, then the money', async () => {
    const { world, kitchen } = await withPaidOrder();
    const cancelled = await kitchen.changeStatus('order-1001', { status: 'cancelled', reason: 'sold_out' }, carl);
    expect(cancelled).toEqual({ _id: 'order-1001', status: 'cancelled' });
    expect(world.journal).toEqual([
      'unsold 2 × Soup',
      'released the code of order-1001',
      'released the stock of order-1001',
      'audit: order.cancel of order order-1001 by carl@bistro.test',
      'order-1001 is cancelled',
      'refunded pi_order-1001',
      'announced order-1001',
      'mailed ana@bistro.test: #1001 is cancelled and refunded',
    ]);
  });

  it('tell the diner the money is on its way when the provider cannot be reached', async () => {
    const { world, kitchen } = await withPaidOrder();
    world.failRefunds(true);
    await kitchen.changeStatus('order-1001', { status: 'cancelled', reason: 'closing' }, carl);
    expect(world.journal.at(-1)).toBe('mailed ana@bistro.test: #1001 is cancelled');
    expect(world.orders.get('order-1001')?.refundedAt).toBeNull();
  });

  it('refuse a move that does not start where the order is, saying who moved it, and no order at all', async () => {
    const { kitchen } = await withPaidOrder();
    await kitchen.changeStatus('order-1001', { status: 'preparing' }, carl);
    await expect(kitchen.changeStatus('order-1001', { status: 'preparing' }, carl)).rejects.toThrow(
      'Order #1001 is already being prepared (Carl changed it at 6:00 PM)',
    );
    await expect(kitchen.changeStatus('order-1001', { status: 'completed' }, carl)).rejects.toThrow(
      'so it cannot become picked up',
    );
    await expect(kitchen.changeStatus('order-9999', { status: 'preparing' }, carl)).rejects.toThrow(
      'No order has this id',
    );
    await expect(kitchen.changeStatus('order-1001', { status: 'cancelled', reason: 'other' }, carl)).rejects.toThrow(
      'A cancellation for another reason needs a note',
    );
  });

  it('show a diner their own orders only, staff every one', async () => {
    const { kitchen } = await withPaidOrder();
    expect(await kitchen.viewFor({ id: ana.id, role: 'user' }, 'order-1001')).toMatchObject({ status: 'pending' });
    expect(await kitchen.viewFor({ id: carl.id, role: 'staff' }, 'order-1001')).toMatchObject({ status: 'pending' });
    await expect(kitchen.viewFor({ id: 'user-bob', role: 'user' }, 'order-1001')).rejects.toThrow(
      'No order has this id',
    );
  });
});

describe('the accept step', () => {
  const withinThree = { mode: 'staff', withinMinutes: 3 } as const;

  it('keeps a paid order waiting for a cook until its acceptBy, and moves it on only by an Accept', async () => {
    const { world, kitchen } = await withPaidOrder(withinThree);
    const waiting = world.orders.get('order-1001');
    expect(waiting).toMatchObject({ status: 'pending', acceptBy: new Date('2026-11-26T18:03:00Z') });
    await expect(kitchen.changeStatus('order-1001', { status: 'preparing' }, carl)).rejects.toThrow(
      'Order #1001 waits for a cook to accept it',
    );
    await kitchen.accept('order-1001', { prepMinutes: 30 }, carl);
    expect(world.orders.get('order-1001')).toMatchObject({
      status: 'preparing',
      pickupAt: new Date('2026-11-26T18:30:00Z'),
    });
    expect(world.journal).toEqual([
      'order-1001 is preparing',
      'audit: order.accept of order order-1001 by carl@bistro.test',
      'mailed ana@bistro.test: #1001 is accepted, ready at 18:30',
    ]);
    await expect(kitchen.accept('order-1001', {}, carl)).rejects.toThrow(
      'Order #1001 was accepted already (Carl at 6:00 PM)',
    );
  });

  it('never moves the pickup time earlier than the diner chose, and refuses an order that waited for no one', async () => {
    const { world, kitchen } = await withPaidOrder(withinThree);
    await kitchen.accept('order-1001', { prepMinutes: 5 }, carl);
    expect(world.orders.get('order-1001')?.pickupAt).toEqual(new Date('2026-11-26T18:20:00Z'));
    const auto = await withPaidOrder();
    await expect(auto.kitchen.accept('order-1001', {}, carl)).rejects.toThrow(
      'Order #1001 was accepted as it was paid',
    );
  });

  it('cancels and refunds an order nobody accepted once its time ran out, mailing the diner, and nothing else', async () => {
    const { world, kitchen } = await withPaidOrder(withinThree);
    world.later(2);
    expect(await kitchen.cancelUnaccepted(new Date('2026-11-26T18:02:00Z'))).toBe(0);
    world.later(1);
    expect(await kitchen.cancelUnaccepted(new Date('2026-11-26T18:03:00Z'))).toBe(1);
    expect(world.orders.get('order-1001')).toMatchObject({ status: 'cancelled', cancelReason: 'not_accepted' });
    expect(world.journal).toEqual([
      'unsold 2 × Soup',
      'released the code of order-1001',
      'released the stock of order-1001',
      'audit: order.cancel of order order-1001 by the system',
      'order-1001 is cancelled',
      'refunded pi_order-1001',
      'announced order-1001',
      'mailed ana@bistro.test: #1001 is cancelled and refunded',
    ]);
    expect(await kitchen.cancelUnaccepted(new Date('2026-11-26T18:10:00Z'))).toBe(0);
  });

  it('leaves an order a cook accepted as the time ran out: of the Accept and the cancellation, one wins', async () => {
    const { world, kitchen } = await withPaidOrder(withinThree);
    world.later(3);
    await kitchen.accept('order-1001', {}, carl);
    expect(await kitchen.cancelUnaccepted(new Date('2026-11-26T18:03:00Z'))).toBe(0);
    expect(world.orders.get('order-1001')?.status).toBe('preparing');
  });
});

describe('a diner’s orders', () => {
  it('join the account that proves the guest’s address, with their payments, in one transaction', async () => {
    const world = orderWorld();
    const charges = createCharges(world.parts);
    const checkout = createCheckout(world.parts, charges);
    await checkout.startPayment(gusPaying([{ menuId: 'Pizza', quantity: 1 }]), {});
    world.confirmCard('pi_order-1001');
    await charges.reconcile(new Date());
    world.journal.length = 0;
    expect(await createDinerOrders(world.parts).joinGuestOrders('user-gus', 'gus@bistro.test')).toBe(1);
    expect(world.orders.get('order-1001')?.userId).toBe('user-gus');
    expect(world.payments.get('order-1001')?.userId).toBe('user-gus');
    expect(world.journal).toEqual(['payments of order-1001 joined user-gus']);
  });
});
