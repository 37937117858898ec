import type { FastifyInstance } from 'fastify';
import { buyDishes, type SignedIn, signInAs } from './helper.ts';

/**
 * A paid order of these dishes (menu ids) for the diner, taken through the kitchen by a cook to
 * picked up, as the kitchen board does: the order a diner can review. Answers its id.
 */
export async function pickedUpOrder(app: FastifyInstance, diner: SignedIn, menuIds: string[]): Promise<string> {
  const { orderId } = await buyDishes(app, diner, menuIds);
  const cook = await signInAs(app, { email: 'picked-up-cook@bistro.test', role: 'staff' });
  for (const status of ['preparing', 'ready', 'completed']) {
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}`,
      headers: cook.headers,
      payload: { status },
    });
    if (moved.statusCode !== 200) throw new Error(`order not moved to ${status}: ${moved.body}`);
  }
  return orderId;
}
