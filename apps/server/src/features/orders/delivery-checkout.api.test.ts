import { computeBill } from '@bistro/contract/bill';
import { billBreakdown, storedBill } from '@bistro/contract/bill-settings';
import type { DeliveryAddress } from '@bistro/contract/delivery';
import { money } from '@bistro/contract/money';
import { weekdays } from '@bistro/contract/restaurant';
import { dayAfter, localDay, momentOn } from '@bistro/contract/restaurant-clock';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGeocoderStandIn } from '../../../test/geocoder-stand-in.ts';
import { buildTestApp, GOOD_CARD, type SignedIn, signInAs, testClock } from '../../../test/helper.ts';

const TIME_ZONE = 'Europe/Paris';
/** The restaurant, in Paris; a degree of longitude there is 73.3 km. */
const ORIGIN = { lat: 48.8566, lng: 2.3522 };
const eastBy = (km: number) => ({ lat: ORIGIN.lat, lng: ORIGIN.lng + km / 73.3 });
const TWO_KM: DeliveryAddress = { line1: '12 rue de la Roquette', city: 'Paris', postcode: '75011', country: 'France' };
const SEVEN_KM: DeliveryAddress = {
  line1: '8 avenue de Paris',
  city: 'Vincennes',
  postcode: '94300',
  country: 'France',
};
const delivery = (address: DeliveryAddress, instructions?: string) => ({
  type: 'delivery' as const,
  address,
  ...(instructions ? { instructions } : {}),
});

interface Dish {
  _id: string;
  price: number;
  taxCategory: string | null;
}

/**
 * Checkout with delivery through the real app: the zone's fee as its own row of the bill (taxed
 * once under `delivery` of TAX_RATES, never discounted), the minimum on the dishes after the
 * code, the refusals before anything is made or charged (no zone, delivery off, too late to
 * arrive before the delivery hours end), the order's `fulfilment`, the refund of the fee, and
 * the books' `deliveryFees`. Runs on a clock the test sets, at restaurant times it chooses.
 */
describe('checkout with delivery', () => {
  const clock = testClock();
  let geocoder: Awaited<ReturnType<typeof startGeocoderStandIn>>;
  let app: FastifyInstance;
  let admin: SignedIn;
  let cook: SignedIn;
  let dish: Dish;
  let people = 0;
  /** A day ahead of the test clock's start, on the restaurant's clock. */
  const day = dayAfter(localDay(clock.now(), TIME_ZONE), 3);
  const at = (time: string) => momentOn(day, time, TIME_ZONE);

  /** The zones: 3 km for a fee, a minimum of two dishes, free from four; the delivery hours 11:00–22:00. */
  const setupFor = (price: number) => ({
    enabled: true,
    origin: ORIGIN,
    zones: [
      { name: 'Centre', radiusKm: 3, fee: 2.5, minOrder: price * 2, freeFrom: price * 4 },
      { name: 'Outer', radiusKm: 5, fee: 4.9, minOrder: price * 2 },
    ],
    prepMinutes: 20,
    minutesPerKm: 4,
    hours: Object.fromEntries(weekdays.map((weekday) => [weekday, [{ opens: '11:00', closes: '22:00' }]])),
  });

  beforeAll(async () => {
    geocoder = await startGeocoderStandIn([
      { street: 'rue de la Roquette', postalcode: '75011', ...eastBy(2) },
      { street: 'avenue de Paris', postalcode: '94300', ...eastBy(7) },
    ]);
    app = await buildTestApp(
      {
        GEOCODER_URL: geocoder.url,
        RESTAURANT_TIME_ZONE: TIME_ZONE,
        RESTAURANT_CURRENCY: 'EUR',
        TAX_PRICES: 'exclusive',
        TAX_RATE: '10',
        TAX_RATES: 'delivery:20',
        GUEST_CHECKOUT: 'true',
      },
      { clock },
    );
    admin = await signInAs(app, { email: 'delivery-checkout-admin@bistro.test', role: 'admin' });
    cook = await signInAs(app, { email: 'delivery-checkout-cook@bistro.test', role: 'staff', name: 'Carl Cook' });
    dish = (await app.inject({ method: 'GET', url: '/api/menu' })).json()[0];
    for (const code of [{ code: 'HALF', percentOff: 50 }]) {
      const created = await post(admin, '/api/promo-codes', code);
      expect(created.statusCode, created.body).toBe(201);
    }
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await geocoder.close();
  });
  beforeEach(async () => {
    clock.set(at('19:00'));
    await putSetup(setupFor(dish.price));
  });

  const post = (who: SignedIn, url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers: { ...who.headers, ...headers }, payload });
  async function putSetup(setup: object) {
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/delivery/setup',
      headers: admin.headers,
      payload: setup,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  /** A new diner with this many of the dish in their cart. */
  async function dinerWith(quantity: number) {
    const who = await signInAs(app, { email: `delivery-diner${++people}@bistro.test`, name: 'Dina Diner' });
    const added = await post(who, '/api/carts', { email: who.user.email, menuID: dish._id, quantity });
    expect(added.statusCode, added.body).toBe(200);
    return who;
  }
  const cents = () => Math.round(dish.price * 100);
  /** What the bill must come to: the contract's arithmetic, with the fee. */
  const expectedBill = (quantity: number, fee: number, promo: { percent: number; code: string } | null = null) =>
    billBreakdown(
      storedBill(
        computeBill([{ unitPrice: money(cents(), 'EUR'), quantity, taxCategory: dish.taxCategory }], {
          currency: 'EUR',
          tax: { prices: 'exclusive', rate: 10, rates: { delivery: 20 }, rounding: 'line' },
          discount: promo && { percent: promo.percent },
          deliveryFee: money(fee, 'EUR'),
        }),
        promo?.code ?? null,
      ),
    );
  const ordersOf = async (who: SignedIn) =>
    (await app.inject({ method: 'GET', url: '/api/orders', headers: who.headers })).json();
  async function pay(who: SignedIn, clientSecret: string) {
    const { paymentIntent } = (await post(who, '/api/payments/test/confirm', { clientSecret, card: GOOD_CARD })).json();
    const recorded = await post(who, '/api/payments', { email: who.user.email, transactionId: paymentIntent.id });
    expect(recorded.statusCode, recorded.body).toBe(200);
  }

  it('adds the zone’s fee as its own row, taxed once under delivery, and shows the order as a delivery with its address', async () => {
    const dina = await dinerWith(2);
    const bill = expectedBill(2, 250);
    expect(bill.deliveryFee).toBe(2.5);
    const quote = await post(dina, '/api/checkout/quote', { fulfilment: delivery(TWO_KM) });
    expect(quote.json()).toEqual(bill);

    const started = await post(dina, '/api/create-payment-intent', {
      fulfilment: delivery(TWO_KM, 'Third floor, code 4512'),
      phone: '+33 6 12 34 56 78',
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ ...bill, amount: bill.total });
    // The fee's tax (2.50 at 20 % = 0.50) is in the tax once: the dishes' at 10 %, plus 0.50.
    const dishesTax = expectedBill(2, 0).tax;
    expect(started.json().tax).toBeCloseTo(dishesTax + 0.5, 2);
    expect(started.json().total).toBeCloseTo(dish.price * 2 + 2.5 + dishesTax + 0.5, 2);

    await pay(dina, started.json().clientSecret);
    const [order] = await ordersOf(dina);
    // Preparation 20 minutes and 2 km at 4 minutes a km: 28 minutes from now.
    expect(order.fulfilment).toEqual({
      type: 'delivery',
      address: TWO_KM,
      instructions: 'Third floor, code 4512',
      zone: 'Centre',
      fee: 2.5,
      arrivalAt: new Date(clock.now().getTime() + 28 * 60_000).toISOString(),
    });
    expect(order.bill).toEqual(bill);
    const kitchen = (
      await app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: cook.headers })
    ).json();
    expect(kitchen.fulfilment).toMatchObject({ type: 'delivery', address: TWO_KM, fee: 2.5 });
  });

  it('delivers a guest’s order the same way, and refuses a guest’s address outside every zone', async () => {
    const guest = (fulfilment: object) =>
      app.inject({
        method: 'POST',
        url: '/api/guest/create-payment-intent',
        payload: {
          name: 'Gus Guest',
          email: `delivery-guest${++people}@bistro.test`,
          phone: '+33 6 98 76 54 32',
          lines: [{ menuId: dish._id, quantity: 2 }],
          fulfilment,
        },
      });
    const outside = await guest(delivery(SEVEN_KM));
    expect(outside.statusCode).toBe(422);
    expect(outside.json().message).toMatch(/we deliver up to 5 km \(zone Outer\)/);
    const started = await guest(delivery(TWO_KM));
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ ...expectedBill(2, 250), amount: expectedBill(2, 250).total });
    const { orderId, orderKey } = started.json();
    const order = await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: cook.headers });
    expect(order.statusCode, order.body).toBe(404); // Unpaid: not on the kitchen's side yet.
    expect(orderKey).toEqual(expect.any(String));
  });

  it('keeps the fee untaxed without a delivery rate, and makes it free from the zone’s free-from amount', async () => {
    const settings = (
      await app.inject({ method: 'GET', url: '/api/restaurant/settings', headers: admin.headers })
    ).json();
    const untaxed = { ...settings, bill: { ...settings.bill, taxRates: {} } };
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/restaurant/settings',
      headers: admin.headers,
      payload: untaxed,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const quote = await post(await dinerWith(2), '/api/checkout/quote', { fulfilment: delivery(TWO_KM) });
      expect(quote.json()).toMatchObject({ deliveryFee: 2.5, tax: expectedBill(2, 0).tax });
    } finally {
      await app.inject({ method: 'PUT', url: '/api/restaurant/settings', headers: admin.headers, payload: settings });
    }
    const free = await post(await dinerWith(4), '/api/checkout/quote', { fulfilment: delivery(TWO_KM) });
    expect(free.json()).toEqual(expectedBill(4, 0));
  });

  it('never discounts the fee, and checks the minimum on the dishes after the code (422 naming it, nothing made)', async () => {
    const enough = await post(await dinerWith(4), '/api/checkout/quote', {
      fulfilment: delivery(TWO_KM),
      promoCode: 'HALF',
    });
    // Four dishes at half price are two dishes' worth: under the free-from amount, the fee whole.
    expect(enough.json()).toEqual(expectedBill(4, 250, { percent: 50, code: 'HALF' }));

    const dina = await dinerWith(3);
    const refused = await post(dina, '/api/create-payment-intent', { fulfilment: delivery(TWO_KM), promoCode: 'HALF' });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toMatch(/^The minimum order for delivery to this address \(zone Centre\) is €/);
    expect(refused.json().message).toMatch(/add €.* more, or choose pickup\.$/);
    expect(refused.json().details.minOrder).toBe(dish.price * 2);
    expect(await ordersOf(dina)).toEqual([]);
    // Without the code, three dishes are over the minimum.
    expect((await post(dina, '/api/create-payment-intent', { fulfilment: delivery(TWO_KM) })).statusCode).toBe(200);
  });

  it('refuses an address outside every zone, naming the nearest limit, and delivery switched off after the quote: nothing charged', async () => {
    const dina = await dinerWith(2);
    const outside = await post(dina, '/api/create-payment-intent', { fulfilment: delivery(SEVEN_KM) });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().message).toBe(
      'We do not deliver to this address: this address is 7 km from the restaurant, and we deliver up to 5 km (zone Outer).',
    );

    const quoted = await app.inject({ method: 'POST', url: '/api/delivery/quote', payload: { address: TWO_KM } });
    expect(quoted.json()).toMatchObject({ zone: 'Centre', fee: 2.5, etaMinutes: 28 });
    await putSetup({ ...setupFor(dish.price), enabled: false });
    const off = await post(dina, '/api/create-payment-intent', { fulfilment: delivery(TWO_KM) });
    expect(off.statusCode).toBe(422);
    expect(off.json().message).toBe('We do not deliver at the moment: please choose pickup.');
    expect(await ordersOf(dina)).toEqual([]);
    // Pickup is untouched.
    expect((await post(dina, '/api/create-payment-intent', {})).statusCode).toBe(200);
  });

  it('refuses an order that cannot arrive before the delivery hours end, never moving it to the next day', async () => {
    const dina = await dinerWith(2);
    clock.set(at('21:40'));
    const late = await post(dina, '/api/create-payment-intent', { fulfilment: delivery(TWO_KM) });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().message).toBe(
      'We deliver until 10:00 PM: this order would arrive at about 10:08 PM, after that. Choose pickup, or an earlier time.',
    );
    expect(await ordersOf(dina)).toEqual([]);

    clock.set(at('10:30'));
    const early = await post(dina, '/api/create-payment-intent', { fulfilment: delivery(TWO_KM) });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^We do not deliver at 10:30 AM/);

    clock.set(at('21:30'));
    const inTime = await post(dina, '/api/create-payment-intent', { fulfilment: delivery(TWO_KM) });
    expect(inTime.statusCode, inTime.body).toBe(200);
    await pay(dina, inTime.json().clientSecret);
    expect((await ordersOf(dina))[0].fulfilment.arrivalAt).toBe(at('21:58').toISOString());
  });

  it('gives the fee back with the refund of the last dishes unless staff keep it, and counts the fees in the books', async () => {
    const paidDelivery = async () => {
      const who = await dinerWith(2);
      const started = await post(who, '/api/create-payment-intent', { fulfilment: delivery(TWO_KM) });
      await pay(who, started.json().clientSecret);
      return (await ordersOf(who))[0];
    };
    const refund = (orderId: string, payload: object, key: string) =>
      post(
        cook,
        `/api/orders/${orderId}/refunds`,
        { reason: 'Cold on arrival', ...payload },
        { 'idempotency-key': key },
      );
    const bill = expectedBill(2, 250);
    const dishesOnly = expectedBill(2, 0);

    const reportBefore = (
      await app.inject({ method: 'GET', url: `/api/reports/sales?from=${day}&to=${day}`, headers: admin.headers })
    ).json();
    const before = reportBefore.totals.deliveryFees;

    const first = await paidDelivery();
    const one = await refund(first._id, { lines: [{ lineId: first.lines[0].id, quantity: 1 }] }, `fee-${first._id}-1`);
    expect(one.json().refund.amount).toBeCloseTo(dishesOnly.total / 2, 2);
    const rest = await refund(first._id, { lines: [{ lineId: first.lines[0].id, quantity: 1 }] }, `fee-${first._id}-2`);
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().remaining).toBe(0);
    expect(rest.json().refunded).toBe(bill.total);

    const second = await paidDelivery();
    const kept = await refund(
      second._id,
      { lines: [{ lineId: second.lines[0].id, quantity: 2 }], deliveryFee: false },
      `fee-${second._id}`,
    );
    expect(kept.json().refunded).toBe(dishesOnly.total);
    expect(kept.json().remaining).toBe(3);

    const report = await app.inject({
      method: 'GET',
      url: `/api/reports/sales?from=${day}&to=${day}`,
      headers: admin.headers,
    });
    expect(report.json().totals.deliveryFees - before).toBe(250);
    expect(report.json().days[0].deliveryFees - before).toBe(250);
    // Delivery and pickup orders counted apart: these two are deliveries.
    const apart = report.json().fulfilments;
    expect(apart.delivery.orders - reportBefore.fulfilments.delivery.orders).toBe(2);
    expect(apart.delivery.deliveryFees - reportBefore.fulfilments.delivery.deliveryFees).toBe(250);
    expect(apart.pickup).toEqual(reportBefore.fulfilments.pickup);
    const csv = await app.inject({
      method: 'GET',
      url: `/api/reports/orders.csv?from=${day}&to=${day}`,
      headers: admin.headers,
    });
    const rows = csv.body.split('\r\n');
    expect(rows[0]).toMatch(/,delivery fee,fulfilment,added to$/);
    for (const order of [first, second]) {
      expect(rows.find((row) => row.startsWith(order._id))).toMatch(/,2\.50,delivery,$/);
    }
  });
});
