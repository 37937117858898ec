import { describe, expect, it } from 'vitest';
import { Problem } from '../../../http/problems.ts';
import { createCharges } from './charges.ts';
import { createCheckout } from './checkout.ts';
import { ana, anaPaying, cartLine, gusPaying, orderWorld } from './order-parts.testing.ts';

// The online checkout as a flow of the order's steps, on in-memory stand-ins (order-parts.testing.ts).

function checkoutIn(world: ReturnType<typeof orderWorld>) {
  return createCheckout(world.parts, createCharges(world.parts));
}

const account = anaPaying;

describe('the online checkout', () => {
  it('makes one order and one intent for the cart, and reuses both when Pay is pressed again', async () => {
    const world = orderWorld();
    world.fillCart(ana.id, [cartLine('Soup', 750, 2)]);
    const checkout = checkoutIn(world);
    const first = await checkout.startPayment(account, { price: 15 });
    const again = await checkout.startPayment(account, { price: 15 });
    expect(again).toEqual(first);
    expect(first).toMatchObject({ clientSecret: 'pi_order-1001_secret', amount: 15, orderId: 'order-1001' });
    expect(world.journal).toEqual([
      'created order-1001 for 1500',
      'held the stock of order-1001',
      'made intent pi_order-1001 for 1500',
    ]);
  });

  it('replaces the unpaid order when the cart changed, cancelling its intent first', async () => {
    const world = orderWorld();
    world.fillCart(ana.id, [cartLine('Soup', 750, 2)]);
    const checkout = checkoutIn(world);
    await checkout.startPayment(account, {});
    world.fillCart(ana.id, [cartLine('Soup', 750, 3)]);
    await checkout.startPayment(account, {});
    expect(world.journal.slice(3)).toEqual([
      'cancelled intent pi_order-1001',
      'released the code of order-1001',
      'released the stock of order-1001',
      'discarded order-1001',
      'created order-1002 for 2250',
      'held the stock of order-1002',
      'made intent pi_order-1002 for 2250',
    ]);
  });

  it('holds nothing for a cart it refuses: a sold-out dish, or a total the diner did not see', async () => {
    const world = orderWorld();
    const checkout = checkoutIn(world);
    world.fillCart(ana.id, [cartLine('Soup', 750, 1, true)]);
    await expect(checkout.startPayment(account, {})).rejects.toThrow('Soup is sold out for now');
    world.fillCart(ana.id, [cartLine('Soup', 750, 1)]);
    await expect(checkout.startPayment(account, { price: 5 })).rejects.toThrow('its total is now $7.50');
    expect(world.journal).toEqual([]);
  });

  it('marks the order paid once the card went through, once: the payment, the sales, the code, the cart, the mail', async () => {
    const world = orderWorld();
    world.fillCart(ana.id, [cartLine('Soup', 750, 2)]);
    const checkout = checkoutIn(world);
    await checkout.startPayment(account, {});
    const notYet = await checkout.completePayment(ana, { transactionId: 'pi_order-1001' }).catch((error) => error);
    expect(notYet).toBeInstanceOf(Problem);
    expect((notYet as Problem).statusCode).toBe(402);

    world.confirmCard('pi_order-1001');
    world.journal.length = 0;
    const paid = await checkout.completePayment(ana, { transactionId: 'pi_order-1001' });
    const repeat = await checkout.completePayment(ana, { transactionId: 'pi_order-1001' });
    expect(paid).toEqual({ result: { insertedId: 'payment-order-1001' }, deleteResult: { deletedCount: 1 } });
    expect(repeat.result).toEqual(paid.result);
    expect(world.orders.get('order-1001')?.status).toBe('pending');
    expect(world.journal).toEqual([
      'recorded payment-order-1001 of 1500 by pi_order-1001',
      'sold 2 × Soup',
      'counted the code of order-1001',
      'counted the stock of order-1001',
      'emptied the cart of user-ana',
      'order-1001 is pending',
      'mailed ana@bistro.test: #1001 is paid',
      'told the restaurant: new order #1001',
    ]);
  });

  it('lets no one else complete a diner’s payment, and opens a guest’s order by its key only', async () => {
    const world = orderWorld();
    const checkout = checkoutIn(world);
    const started = await checkout.startPayment(gusPaying([{ menuId: 'Pizza', quantity: 1 }]), {});
    world.confirmCard('pi_order-1001');
    await expect(
      checkout.completePayment({ ...ana, id: 'user-bob' }, { transactionId: 'pi_order-1001' }),
    ).rejects.toThrow('no such payment for you');
    await expect(
      checkout.completeGuestPayment({ orderId: started.orderId, key: 'forged', transactionId: 'pi_order-1001' }),
    ).rejects.toThrow('no such payment for you');
    const key = await checkout.guestOrderKey(started.orderId);
    await checkout.completeGuestPayment({ orderId: started.orderId, key: key ?? '', transactionId: 'pi_order-1001' });
    expect(await checkout.guestOrder(started.orderId, key ?? '')).toEqual({ _id: 'order-1001', status: 'pending' });
    expect(await checkout.guestOrder(started.orderId, 'forged')).toBeUndefined();
  });

  it('finds a guest’s unpaid order again only from the browser that made it, and lets one address keep five waiting', async () => {
    const world = orderWorld();
    const checkout = checkoutIn(world);
    const pizza = [{ menuId: 'Pizza', quantity: 1 }];
    const first = await checkout.startPayment(gusPaying(pizza), {});
    expect(await checkout.startPayment(gusPaying(pizza), {})).toEqual(first);
    // Another browser that knows Gus's email, phone and cart gets an order of its own, not his payment.
    const elsewhere = await checkout.startPayment(gusPaying(pizza, 'another-browser'), {});
    expect(elsewhere.clientSecret).not.toBe(first.clientSecret);
    for (const browser of ['third', 'fourth', 'fifth']) await checkout.startPayment(gusPaying(pizza, browser), {});
    await expect(checkout.startPayment(gusPaying(pizza, 'sixth'), {})).rejects.toMatchObject({
      statusCode: 429,
      message: '5 orders from your address are waiting for their payment: pay one, or try again in 15 minutes',
    });
    expect([...world.orders.values()].map((order) => order.status)).toEqual(Array(5).fill('awaiting_payment'));
  });
});
