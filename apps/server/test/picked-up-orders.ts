import type { FastifyInstance } from 'fastify';
import { buyDishes, type SignedIn, signInAs } from './helper.ts';

/**
 * Moves the order on from `pending` to handed over (`completed`) one step at a time, by `staff`,
 * as the kitchen board does; throws at a step refused.
 */
export async function throughTheKitchen(app: FastifyInstance, staff: SignedIn, orderId: string): Promise<void> {
  for (const status of ['preparing', 'ready', 'completed']) {
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}`,
      headers: staff.headers,
      payload: { status },
    });
    if (moved.statusCode !== 200) throw new Error(`order not moved to ${status}: ${moved.body}`);
  }
}

/**
 * A paid order of these dishes (menu ids) for the diner, taken through the kitchen by a cook to
 * picked up: the order a diner can review. Answers its id.
 */
export async function pickedUpOrder(app: FastifyInstance, diner: SignedIn, menuIds: string[]): Promise<string> {
  const { orderId } = await buyDishes(app, diner, menuIds);
  await throughTheKitchen(app, await signInAs(app, { email: 'picked-up-cook@bistro.test', role: 'staff' }), orderId);
  return orderId;
}
