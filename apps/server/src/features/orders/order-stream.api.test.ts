import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, orderOf } from '../../../test/event-stream.ts';
import { buildTestApp, buyDishes, type SignedIn, signInAs } from '../../../test/helper.ts';

describe('live order updates (Server-Sent Events)', () => {
  let app: FastifyInstance;
  let dish: string;
  let cook: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    dish = (await app.inject({ method: 'GET', url: '/api/menu' })).json()[0]._id;
    cook = await signInAs(app, { email: 'stream-cook@bistro.test', role: 'staff', name: 'Sam Stream' });
  });
  afterAll(() => app.close());

  const move = (orderId: string, status: string) =>
    app.inject({ method: 'PATCH', url: `/api/orders/${orderId}`, headers: cook.headers, payload: { status } });

  it('tells the kitchen about every new order, and a diner about their own only', async () => {
    const dina = await signInAs(app, { email: 'stream-dina@bistro.test' });
    const bert = await signInAs(app, { email: 'stream-bert@bistro.test' });
    const kitchen = await openEventStream(app, '/api/orders/events', cook.headers);
    const dinasStream = await openEventStream(app, '/api/orders/events', dina.headers);
    const bertsStream = await openEventStream(app, '/api/orders/events', bert.headers);
    expect(kitchen.status).toBe(200);
    await kitchen.waitFor((event) => event.event === 'ready');

    const { orderId } = await buyDishes(app, dina, [dish]);
    await kitchen.waitFor((event) => event.event === 'order' && orderOf(event)._id === orderId);
    await move(orderId, 'preparing');
    await move(orderId, 'ready');
    const ready = await dinasStream.waitFor((event) => event.event === 'order' && orderOf(event).status === 'ready');
    expect(orderOf(ready)._id).toBe(orderId);
    expect(bertsStream.events.filter((event) => event.event === 'order')).toEqual([]);
    for (const stream of [kitchen, dinasStream, bertsStream]) stream.close();
  });

  it('catches a reconnecting stream up on what it missed, after its Last-Event-ID', async () => {
    const dina = await signInAs(app, { email: 'stream-again@bistro.test' });
    const first = await openEventStream(app, '/api/orders/events', dina.headers);
    const { id: lastSeen } = await first.waitFor((event) => event.event === 'ready');
    first.close();

    const { orderId } = await buyDishes(app, dina, [dish]);
    await move(orderId, 'preparing');
    const again = await openEventStream(app, '/api/orders/events', {
      ...dina.headers,
      'last-event-id': lastSeen ?? '',
    });
    const caughtUp = await again.waitFor((event) => event.event === 'order');
    expect(orderOf(caughtUp)).toMatchObject({ _id: orderId, status: 'preparing' });
    again.close();
  });

  it('refuses a stream without a valid token', async () => {
    expect((await openEventStream(app, '/api/orders/events', {})).status).toBe(401);
    expect((await openEventStream(app, '/api/orders/events', { authorization: 'Bearer nonsense' })).status).toBe(401);
  });
});
