import type { DeliveryAddress } from '@bistro/contract/delivery';
import { weekdays } from '@bistro/contract/restaurant';
import { dayAfter, localDay, momentOn } from '@bistro/contract/restaurant-clock';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openEventStream, orderOf } from '../../../test/event-stream.ts';
import { buildTestApp, buyDishes, type SignedIn, signInAs, testClock, waitForMail } from '../../../test/helper.ts';

const TIME_ZONE = 'Europe/Paris';
const HOME: DeliveryAddress = { line1: '12 rue de la Roquette', city: 'Paris', postcode: '75011', country: 'France' };
const delivery = { fulfilment: { type: 'delivery', address: HOME, instructions: 'Code 4512' }, phone: '+33612345678' };

/**
 * Drivers through the real app: the role an admin gives, the moves of a delivery
 * (ready → out for delivery → delivered) and who may make them, the driver named on the order,
 * the diner's mails and live stream, the audit log, and the driver's list of deliveries.
 */
describe('drivers', () => {
  const clock = testClock();
  let app: FastifyInstance;
  let admin: SignedIn;
  let cook: SignedIn;
  let dish: string;
  let people = 0;
  const day = dayAfter(localDay(clock.now(), TIME_ZONE), 3);

  beforeAll(async () => {
    app = await buildTestApp({ RESTAURANT_TIME_ZONE: TIME_ZONE }, { clock });
    await app.listen({ port: 0, host: '127.0.0.1' });
    admin = await signInAs(app, { email: 'drivers-admin@bistro.test', role: 'admin' });
    cook = await signInAs(app, { email: 'drivers-cook@bistro.test', role: 'staff', name: 'Carl Cook' });
    dish = (await app.inject({ method: 'GET', url: '/api/menu' })).json()[0]._id;
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/delivery/setup',
      headers: admin.headers,
      payload: {
        enabled: true,
        zones: [{ name: 'Eleventh', postcodes: ['75011'], fee: 3, minOrder: 0 }],
        prepMinutes: 20,
        minutesPerKm: 4,
        hours: Object.fromEntries(weekdays.map((weekday) => [weekday, [{ opens: '11:00', closes: '22:00' }]])),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }, 60_000);
  afterAll(() => app.close());
  beforeEach(() => clock.set(momentOn(day, '19:00', TIME_ZONE)));

  const move = (who: SignedIn, orderId: string, status: string) =>
    app.inject({ method: 'PATCH', url: `/api/orders/${orderId}`, headers: who.headers, payload: { status } });
  const deliveriesOf = (who: SignedIn) => app.inject({ method: 'GET', url: '/api/deliveries', headers: who.headers });
  const diner = () => signInAs(app, { email: `drivers-diner${++people}@bistro.test`, name: 'Dina Diner' });
  /** A paid order of a new diner, moved by the kitchen until it is ready. */
  async function readyOrder(checkout: object = delivery) {
    const who = await diner();
    const { orderId } = await buyDishes(app, who, [dish], checkout);
    for (const status of ['preparing', 'ready']) expect((await move(cook, orderId, status)).statusCode).toBe(200);
    return { who, orderId };
  }
  /** A user an admin makes a driver through the API (their token is theirs already: the role is read per request). */
  async function driver(name: string) {
    const who = await signInAs(app, { email: `${name.toLowerCase()}-driver@bistro.test`, name });
    const made = await app.inject({
      method: 'PATCH',
      url: `/api/users/${who.user.id}/role`,
      headers: admin.headers,
      payload: { role: 'driver' },
    });
    expect(made.statusCode, made.body).toBe(200);
    return who;
  }

  it('lets a driver take a delivery out and deliver it: named on the order, the diner mailed and streamed, the audit log told', async () => {
    const dan = await driver('Dan');
    const { who: dina, orderId } = await readyOrder();
    const stream = await openEventStream(app, '/api/orders/events', dina.headers);
    await stream.waitFor((event) => event.event === 'ready');

    const out = await move(dan, orderId, 'out_for_delivery');
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({
      status: 'out_for_delivery',
      fulfilment: { type: 'delivery', address: HOME, driver: 'Dan' },
    });
    await stream.waitFor((event) => event.event === 'order' && orderOf(event).status === 'out_for_delivery');
    const onItsWay = await waitForMail(app, dina.user.email, /is on its way/);
    expect(onItsWay.text).toMatch(/out for delivery with Dan/);

    const delivered = await move(dan, orderId, 'delivered');
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().history.map((event: { status: string; by: string | null }) => event.status)).toEqual([
      'pending',
      'preparing',
      'ready',
      'out_for_delivery',
      'delivered',
    ]);
    await stream.waitFor((event) => event.event === 'order' && orderOf(event).status === 'delivered');
    await waitForMail(app, dina.user.email, /is delivered/);
    stream.close();

    const log = (await app.inject({ method: 'GET', url: '/api/audit-log?action=order', headers: admin.headers })).json()
      .entries as { action: string; actor: { id: string; role: string }; subject: { id: string } }[];
    const moves = log.filter((entry) => entry.subject.id === orderId).map((entry) => [entry.action, entry.actor.role]);
    expect(moves).toEqual(
      expect.arrayContaining([
        ['order.out_for_delivery', 'driver'],
        ['order.delivered', 'driver'],
      ]),
    );
  });

  it('lets a driver make only those two moves, only on deliveries, and deliver only what they took out', async () => {
    const dan = await driver('Dora');
    const eve = await driver('Eve');
    const { orderId: pickup } = await readyOrder({});
    const { who: dina, orderId: toDeliver } = await readyOrder();

    // Not the kitchen's moves, not a pickup, not a diner's or a stranger's business.
    const fresh = await buyDishes(app, await diner(), [dish], delivery);
    expect((await move(dan, fresh.orderId, 'preparing')).statusCode).toBe(403);
    expect((await move(dan, pickup, 'out_for_delivery')).statusCode).toBe(403);
    expect((await move(dan, pickup, 'completed')).statusCode).toBe(403);
    expect((await move(dina, toDeliver, 'out_for_delivery')).statusCode).toBe(403);
    expect((await deliveriesOf(dina)).statusCode).toBe(403);

    // The kitchen neither hands a delivery over at the counter nor sends a pickup out (409, in words).
    const handedOver = await move(cook, toDeliver, 'completed');
    expect(handedOver.statusCode).toBe(409);
    expect(handedOver.json().message).toMatch(/is a delivery: it is delivered, not picked up/);
    const sentOut = await move(cook, pickup, 'out_for_delivery');
    expect(sentOut.statusCode).toBe(409);
    expect(sentOut.json().message).toMatch(/is picked up: it does not go out for delivery/);
    expect((await move(cook, pickup, 'completed')).statusCode).toBe(200);

    expect((await move(dan, toDeliver, 'out_for_delivery')).statusCode).toBe(200);
    const notHers = await move(eve, toDeliver, 'delivered');
    expect(notHers.statusCode).toBe(403);
    expect(notHers.json().message).toMatch(/taken out by Dora/);
    expect((await move(dan, toDeliver, 'out_for_delivery')).statusCode).toBe(409);
    expect((await move(dan, toDeliver, 'delivered')).statusCode).toBe(200);
  });

  it('lists a driver’s deliveries in order: theirs on the way, then those ready by arrival; staff see every one', async () => {
    const fay = await driver('Fay');
    const gus = await driver('Gus');
    // Drain what earlier tests left ready, so that the list is this test's.
    for (const left of (await deliveriesOf(cook)).json() as { _id: string; status: string }[]) {
      if (left.status === 'ready') await move(cook, left._id, 'out_for_delivery');
      await move(cook, left._id, 'delivered');
    }
    const first = await readyOrder();
    clock.set(momentOn(day, '19:10', TIME_ZONE));
    const second = await readyOrder();
    const third = await readyOrder();
    const pickup = await readyOrder({});
    expect((await move(gus, first.orderId, 'out_for_delivery')).statusCode).toBe(200);
    expect((await move(fay, third.orderId, 'out_for_delivery')).statusCode).toBe(200);

    const ids = (list: { _id: string }[]) => list.map((order) => order._id);
    const fays = await deliveriesOf(fay);
    expect(fays.statusCode, fays.body).toBe(200);
    expect(ids(fays.json())).toEqual([third.orderId, second.orderId]);
    expect(fays.json()[1]).toMatchObject({ status: 'ready', phone: expect.any(String), fulfilment: { address: HOME } });
    expect(ids((await deliveriesOf(cook)).json())).toEqual([second.orderId, first.orderId, third.orderId]);
    expect(ids((await deliveriesOf(cook)).json())).not.toContain(pickup.orderId);
  });
});
