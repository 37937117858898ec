import { describe, expect, it } from 'vitest';
import { createCharges } from './charges.ts';
import { createCheckout } from './checkout.ts';
import { ana, anaPaying, cartLine, orderWorld } from './order-parts.testing.ts';

// The card charges the provider reports, and the reconciliation, on in-memory stand-ins.

/** A world with Ana's unpaid order for a soup (order-1001, intent pi_order-1001). */
async function withUnpaidOrder() {
  const world = orderWorld();
  const charges = createCharges(world.parts);
  world.fillCart(ana.id, [cartLine('Soup', 750)]);
  await createCheckout(world.parts, charges).startPayment(anaPaying, {});
  world.journal.length = 0;
  return { world, charges };
}

describe('the card charges the provider reports', () => {
  it('make the order of a succeeded intent paid, once, whoever reports it first', async () => {
    const { world, charges } = await withUnpaidOrder();
    world.confirmCard('pi_order-1001');
    const intent = await world.parts.provider.retrieveIntent('pi_order-1001');
    if (!intent) throw new Error('no intent');
    expect(await charges.settleSucceededIntent(intent)).toBe('paid');
    expect(await charges.settleSucceededIntent(intent)).toBe('already settled');
    expect(world.journal.filter((entry) => entry.startsWith('recorded'))).toHaveLength(1);
  });

  it('give back a charge that matches no order, and one whose order was cancelled', async () => {
    const { world, charges } = await withUnpaidOrder();
    world.strayCharge('pi_stray', 999);
    const stray = await world.parts.provider.retrieveIntent('pi_stray');
    if (!stray) throw new Error('no intent');
    expect(await charges.settleSucceededIntent(stray)).toBe('refunded');
    expect(await charges.settleSucceededIntent({ ...stray, refunded: true })).toBe('already settled');

    world.confirmCard('pi_order-1001');
    world.cancel('order-1001');
    const paidLate = await world.parts.provider.retrieveIntent('pi_order-1001');
    if (!paidLate) throw new Error('no intent');
    expect(await charges.settleSucceededIntent(paidLate)).toBe('already settled');
    expect(world.journal).toEqual(['refunded pi_stray', 'refunded pi_order-1001', 'announced order-1001']);
  });
});

describe('the reconciliation', () => {
  it('settles a charge nobody reported, and lets go of an order left unpaid past an hour', async () => {
    const { world, charges } = await withUnpaidOrder();
    world.confirmCard('pi_order-1001');
    expect(await charges.reconcile(new Date())).toMatchObject({ paid: 1, letGo: 0 });

    world.fillCart(ana.id, [cartLine('Tea', 395)]);
    await createCheckout(world.parts, charges).startPayment(anaPaying, {});
    world.journal.length = 0;
    expect((await charges.reconcile(new Date('2026-11-26T18:59:00Z'))).letGo).toBe(0);
    expect((await charges.reconcile(new Date('2026-11-26T19:01:00Z'))).letGo).toBe(1);
    expect(world.journal).toEqual([
      'cancelled intent pi_order-1002',
      'released the code of order-1002',
      'released the stock of order-1002',
      'discarded order-1002',
    ]);
  });

  it('tries again a refund the provider could not make', async () => {
    const { world, charges } = await withUnpaidOrder();
    world.cancel('order-1001');
    world.failRefunds(true);
    await charges.reconcile(new Date());
    expect(world.orders.get('order-1001')?.refundedAt).toBeNull();
    world.failRefunds(false);
    await charges.reconcile(new Date());
    expect(world.orders.get('order-1001')?.refundId).toBe('re_pi_order-1001');
  });
});
