import { randomUUID } from 'node:crypto';
import { formatPrice } from '@bistro/contract/money';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  buyDishes,
  GOOD_CARD,
  outboxMessages,
  type SignedIn,
  signInAs,
  waitForMail,
} from '../../../test/helper.ts';
import { orders, testPaymentIntents } from '../../db/schema.ts';

interface Dish {
  _id: string;
  name: string;
  price: number;
}

describe('orders: from payment to pickup', () => {
  let app: FastifyInstance;
  let dishes: Dish[];
  let admin: SignedIn;
  let cook: SignedIn;
  let otherCook: SignedIn;
  let people = 0;

  beforeAll(async () => {
    // Not UTC, so that a time shown on the server's clock instead of the restaurant's is caught.
    app = await buildTestApp({
      RESTAURANT_TIME_ZONE: 'Asia/Kolkata',
      RESTAURANT_ADDRESS: '12 Quay Street, Portsmouth',
      RESTAURANT_PHONE: '+44 23 9200 0000',
    });
    dishes = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
    admin = await signInAs(app, { email: 'orders-admin@bistro.test', role: 'admin', name: 'Ada Admin' });
    cook = await signInAs(app, { email: 'cook@bistro.test', role: 'staff', name: 'Carl Cook' });
    otherCook = await signInAs(app, { email: 'other-cook@bistro.test', role: 'staff', name: 'Olga Cook' });
  });
  afterAll(() => app.close());

  const diner = (name = 'Dina Diner') => signInAs(app, { email: `diner${++people}@orders.test`, name });
  const post = (who: SignedIn, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: who.headers, payload });
  const get = (who: SignedIn, url: string) => app.inject({ method: 'GET', url, headers: who.headers });
  const move = (who: SignedIn, orderId: string, status: string) =>
    app.inject({ method: 'PATCH', url: `/api/orders/${orderId}`, headers: who.headers, payload: { status } });
  const cancel = (who: SignedIn, orderId: string, reason: string | undefined, note?: string) =>
    app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}`,
      headers: who.headers,
      payload: { status: 'cancelled', reason, note },
    });
  const addToCart = (who: SignedIn, dish: Dish | undefined) =>
    post(who, '/api/carts', { email: who.user.email, menuID: dish?._id });
  const intentsOf = (userId: string) =>
    app.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.userId, userId));
  const ordersOf = (userId: string) => app.database.db.select().from(orders).where(eq(orders.userId, userId));

  describe('checkout', () => {
    it('turns Pay pressed five times at once into one order and one charge, with nothing refunded', async () => {
      const dina = await diner();
      await addToCart(dina, dishes[0]);
      await addToCart(dina, dishes[1]);
      const intents = (await Promise.all([1, 2, 3, 4, 5].map(() => post(dina, '/api/create-payment-intent', {})))).map(
        (answer) => answer.json(),
      );
      expect(new Set(intents.map((intent) => intent.orderId)).size).toBe(1);
      expect(new Set(intents.map((intent) => intent.clientSecret)).size).toBe(1);
      const [{ clientSecret }] = intents;
      const confirmations = await Promise.all(
        [1, 2, 3, 4, 5].map(() => post(dina, '/api/payments/test/confirm', { clientSecret, card: GOOD_CARD })),
      );
      const transactionId = confirmations[0]?.json().paymentIntent.id;
      const recorded = await Promise.all(
        [1, 2, 3, 4, 5].map(() => post(dina, '/api/payments', { email: dina.user.email, transactionId, cartIds: [] })),
      );
      expect(recorded.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(recorded.map((answer) => answer.json().result.insertedId)).size).toBe(1);

      const charged = (await intentsOf(dina.user.id)).filter((intent) => intent.status === 'succeeded');
      expect(charged).toHaveLength(1);
      expect(charged[0]?.refundedAt).toBeNull();
      expect(await ordersOf(dina.user.id)).toHaveLength(1);
      expect((await get(dina, `/api/payment?email=${dina.user.email}`)).json()).toHaveLength(1);
      expect((await app.orders.charges.reconcile(new Date())).refunded).toBe(0);
    });

    it('keeps the price that was charged when the menu changes after the card is confirmed', async () => {
      const dina = await diner();
      const dish = dishes[2] as Dish;
      await addToCart(dina, dish);
      await addToCart(dina, dish);
      const { clientSecret, orderId, amount } = (await post(dina, '/api/create-payment-intent', {})).json();
      expect(amount).toBe(Math.round(dish.price * 200) / 100);
      const { paymentIntent } = (
        await post(dina, '/api/payments/test/confirm', { clientSecret, card: GOOD_CARD })
      ).json();
      await app.inject({
        method: 'PATCH',
        url: `/api/menu/${dish._id}`,
        headers: admin.headers,
        payload: { price: dish.price + 5 },
      });
      const recorded = await post(dina, '/api/payments', {
        email: dina.user.email,
        transactionId: paymentIntent.id,
        cartIds: [],
      });
      expect(recorded.statusCode).toBe(200);
      const order = (await get(dina, `/api/orders/${orderId}`)).json();
      expect(order).toMatchObject({ status: 'pending', total: amount });
      expect(order.lines).toEqual([
        {
          id: expect.any(String),
          menuID: dish._id,
          name: dish.name,
          quantity: 2,
          price: dish.price,
          choices: [],
          refundedQuantity: 0,
        },
      ]);
      expect((await get(dina, `/api/carts?email=${dina.user.email}`)).json()).toEqual([]);
    });

    it('records the order when its dish is deleted between the charge and the confirmation', async () => {
      const created = await post(admin, '/api/menu', {
        name: 'Soup of the Night',
        category: 'soup',
        price: 7.5,
        image: '/images/menu/minestrone.webp',
      });
      const dina = await diner();
      await post(dina, '/api/carts', { email: dina.user.email, menuID: created.json().insertedId });
      const { clientSecret, orderId } = (await post(dina, '/api/create-payment-intent', {})).json();
      const { paymentIntent } = (
        await post(dina, '/api/payments/test/confirm', { clientSecret, card: GOOD_CARD })
      ).json();
      await app.inject({ method: 'DELETE', url: `/api/menu/${created.json().insertedId}`, headers: admin.headers });
      const recorded = await post(dina, '/api/payments', {
        email: dina.user.email,
        transactionId: paymentIntent.id,
        cartIds: [],
      });
      expect(recorded.statusCode).toBe(200);
      expect((await get(dina, `/api/orders/${orderId}`)).json()).toMatchObject({
        status: 'pending',
        total: 7.5,
        lines: [{ name: 'Soup of the Night', quantity: 1, price: 7.5 }],
      });
    });

    it('reuses the unpaid order for an unchanged cart, and replaces it (cancelling its intent) when the cart changes', async () => {
      const dina = await diner();
      await addToCart(dina, dishes[3]);
      const first = (await post(dina, '/api/create-payment-intent', {})).json();
      expect((await post(dina, '/api/create-payment-intent', {})).json()).toEqual(first);
      await addToCart(dina, dishes[4]);
      const second = (await post(dina, '/api/create-payment-intent', {})).json();
      expect(second.orderId).not.toBe(first.orderId);
      const oldConfirm = await post(dina, '/api/payments/test/confirm', {
        clientSecret: first.clientSecret,
        card: GOOD_CARD,
      });
      expect(oldConfirm.statusCode).toBe(409);
      expect(oldConfirm.json().message).toMatch(/the cart changed/);
      expect(await ordersOf(dina.user.id)).toHaveLength(1);
    });

    it('makes the order paid for a tab closed after the charge, at the next reconciliation', async () => {
      const dina = await diner();
      await addToCart(dina, dishes[5]);
      const { clientSecret, orderId } = (await post(dina, '/api/create-payment-intent', {})).json();
      await post(dina, '/api/payments/test/confirm', { clientSecret, card: GOOD_CARD });
      expect((await get(dina, `/api/orders/${orderId}`)).statusCode).toBe(404);
      expect((await app.orders.charges.reconcile(new Date())).paid).toBe(1);
      expect((await get(dina, `/api/orders/${orderId}`)).json().status).toBe('pending');
      expect((await get(dina, `/api/carts?email=${dina.user.email}`)).json()).toEqual([]);
    });

    it('refunds a charge that matches no order, and says so in the log', async () => {
      const stranger = await diner();
      const intent = await app.payments.provider.createIntent({
        orderId: randomUUID(),
        amountCents: 999,
        currency: 'USD',
        userId: stranger.user.id,
        email: stranger.user.email,
      });
      await app.testPayments?.confirm(intent.clientSecret, stranger.user.id, GOOD_CARD);
      const tally = await app.orders.charges.reconcile(new Date());
      expect(tally.refunded).toBe(1);
      const [orphan] = await app.database.db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.id, intent.id));
      expect(orphan?.refundedAt).toBeInstanceOf(Date);
      expect((await app.orders.charges.reconcile(new Date())).refunded).toBe(0);
    });

    it('mails the diner when the order is paid', async () => {
      const dina = await diner('Mara Mail');
      const { orderId } = await buyDishes(app, dina, [dishes[0]?._id ?? '']);
      const mail = await waitForMail(app, dina.user.email, /is paid/);
      expect(mail.text).toContain('Hello Mara Mail');
      expect(mail.link).toBe(`http://localhost:5000/dashboard/orders/${orderId}`);
      // When and where, on the restaurant's clock, and whom to call.
      const { pickupAt } = (await get(dina, `/api/orders/${orderId}`)).json();
      const inKolkata = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', ...options }).format(new Date(pickupAt));
      const day = inKolkata({ weekday: 'short', month: 'short', day: 'numeric' });
      const time = inKolkata({ hour: 'numeric', minute: '2-digit' });
      expect(mail.text).toContain(`Pick it up: ${day} at ${time}`);
      expect(mail.text).toContain('Where: Bistro Boss, 12 Quay Street, Portsmouth');
      expect(mail.text).toContain('Questions? Call us on +44 23 9200 0000');
      // The receipt's page and the provider's payment id, as the receipt prints it.
      const { paymentReference } = (await get(dina, `/api/orders/${orderId}`)).json();
      expect(mail.text).toContain(
        `Your receipt, to print or keep: http://localhost:5000/dashboard/orders/${orderId}/receipt`,
      );
      expect(mail.text).toContain(`Payment reference: ${paymentReference}`);
    });

    it('gives a paid order the provider’s payment id as its reference, which no other diner can read', async () => {
      const dina = await diner();
      const bert = await diner();
      const { orderId, transactionId } = await buyDishes(app, dina, [dishes[0]?._id ?? '']);
      const order = (await get(dina, `/api/orders/${orderId}`)).json();
      expect(order.paymentReference).toBe(transactionId);
      expect((await get(cook, `/api/orders/${orderId}`)).json().paymentReference).toBe(transactionId);
      // The receipt page reads this same order: another diner is answered 404 and sees nothing of it.
      const refused = await get(bert, `/api/orders/${orderId}`);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain(order.paymentReference);
    });

    it('gives an order waiting for its payment no reference yet, though its intent exists', async () => {
      const dina = await diner();
      await addToCart(dina, dishes[0]);
      const started = await post(dina, '/api/create-payment-intent', {});
      expect(started.statusCode, started.body).toBe(200);
      expect((await app.ordersRepository.findById(started.json().orderId))?.intentId).toBeTruthy();
      // The API shows nobody an unpaid order; its view, as the kitchen's stream would send it, has no reference.
      expect(await app.ordersRepository.view(started.json().orderId)).toMatchObject({
        status: 'awaiting_payment',
        paymentReference: null,
      });
    });
  });

  describe('statuses', () => {
    it('moves an order through the kitchen, keeping who did what and when, and mails the diner when it is ready', async () => {
      const dina = await diner('Rita Ready');
      const { orderId } = await buyDishes(app, dina, [dishes[0]?._id ?? '', dishes[0]?._id ?? '']);
      expect((await move(cook, orderId, 'preparing')).json().status).toBe('preparing');
      expect((await move(otherCook, orderId, 'ready')).json().status).toBe('ready');
      await waitForMail(app, dina.user.email, /is ready/);
      const done = (await move(cook, orderId, 'completed')).json();
      expect(done.status).toBe('completed');
      // Staff are shown by their first name only, to the kitchen and to the diner alike.
      const seenByDiner = (await get(dina, `/api/orders/${orderId}`)).json();
      for (const seen of [done, seenByDiner]) {
        expect(seen.history.map((event: { status: string; by: string | null }) => [event.status, event.by])).toEqual([
          ['pending', null],
          ['preparing', 'Carl'],
          ['ready', 'Olga'],
          ['completed', 'Carl'],
        ]);
      }
      expect(JSON.stringify(seenByDiner)).not.toContain('Cook');
      for (const event of done.history) expect(Date.parse(event.at)).not.toBeNaN();
    });

    it.each([
      ['pending', 'ready'],
      ['pending', 'completed'],
      ['preparing', 'completed'],
    ])('refuses to jump from %s to %s', async (from, to) => {
      const { orderId } = await buyDishes(app, await diner(), [dishes[1]?._id ?? '']);
      if (from === 'preparing') await move(cook, orderId, 'preparing');
      const refused = await move(cook, orderId, to);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/cannot become/);
    });

    it('refuses changes nobody may make: to a status that is not a step, or back from completed', async () => {
      const { orderId } = await buyDishes(app, await diner(), [dishes[1]?._id ?? '']);
      expect((await move(cook, orderId, 'awaiting_payment')).statusCode).toBe(400);
      expect((await move(cook, orderId, 'pending')).statusCode).toBe(400);
      for (const status of ['preparing', 'ready', 'completed']) await move(cook, orderId, status);
      expect((await cancel(cook, orderId, 'closing')).statusCode).toBe(409);
      expect((await move(cook, randomUUID(), 'preparing')).statusCode).toBe(404);
    });

    it('lets one of two cooks changing the same order at once win, and tells the other who did', async () => {
      const { orderId } = await buyDishes(app, await diner(), [dishes[2]?._id ?? '']);
      const answers = await Promise.all([move(cook, orderId, 'preparing'), move(otherCook, orderId, 'preparing')]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.statusCode === 409);
      const { history } = (await get(cook, `/api/orders/${orderId}`)).json();
      expect(history).toHaveLength(2);
      const won = history[1];
      const onTheRestaurantsClock = new Intl.DateTimeFormat('en-US', {
        timeZone: 'Asia/Kolkata',
        hour: 'numeric',
        minute: '2-digit',
      }).format(new Date(won.at));
      expect(loser?.json().message).toMatch(
        new RegExp(`^Order #\\d+ is already being prepared \\(${won.by} changed it at ${onTheRestaurantsClock}\\)`),
      );
    });

    it('says why a move is refused in the language the request asks for', async () => {
      const { orderId } = await buyDishes(app, await diner(), [dishes[1]?._id ?? '']);
      const { number } = (await get(cook, `/api/orders/${orderId}`)).json();
      const moveIn = (language: string, to: string, id = orderId) =>
        app.inject({
          method: 'PATCH',
          url: `/api/orders/${id}`,
          headers: { ...cook.headers, 'accept-language': language },
          payload: { status: to },
        });
      expect((await moveIn('fr', 'ready')).json().message).toBe(
        `La commande n° ${number} est déjà payée, en attente de la cuisine, elle ne peut donc pas devenir prête à retirer.`,
      );
      expect((await moveIn('ar', 'ready')).json().message).toBe(
        `الطلب رقم ${number} مدفوع بالفعل وبانتظار المطبخ، لذا لا يمكن أن يصبح جاهزًا للاستلام.`,
      );
      expect((await moveIn('fr', 'preparing', randomUUID())).json().message).toBe(
        'Aucune commande ne porte cet identifiant',
      );
      expect((await moveIn('ar', 'preparing', randomUUID())).json().message).toBe('لا يوجد طلب بهذا المعرّف');

      await move(cook, orderId, 'preparing');
      const { history } = (await get(cook, `/api/orders/${orderId}`)).json();
      const timeIn = (locale: string) =>
        new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' }).format(
          new Date(history[1].at),
        );
      expect((await moveIn('fr', 'preparing')).json().message).toBe(
        `La commande n° ${number} est déjà en préparation (Carl l’a modifiée à ${timeIn('fr')}), elle ne peut donc pas passer en préparation.`,
      );
      expect((await moveIn('ar', 'preparing')).json().message).toBe(
        `الطلب رقم ${number} قيد التحضير بالفعل (غيّره Carl الساعة ${timeIn('ar')})، لذا لا يمكن أن يصبح قيد التحضير.`,
      );
    });

    it('refunds a cancelled order through the provider, from pending or preparing', async () => {
      for (const from of ['pending', 'preparing']) {
        const dina = await diner();
        const { orderId, transactionId } = await buyDishes(app, dina, [dishes[3]?._id ?? '']);
        if (from === 'preparing') await move(cook, orderId, 'preparing');
        const cancelled = (await cancel(admin, orderId, 'closing')).json();
        expect(cancelled.status).toBe('cancelled');
        expect(cancelled.refundedAt).toEqual(expect.any(String));
        const [intent] = await app.database.db
          .select()
          .from(testPaymentIntents)
          .where(eq(testPaymentIntents.id, transactionId));
        expect(intent?.refundedAt).toBeInstanceOf(Date);
        const [payment] = (await get(dina, `/api/payment?email=${dina.user.email}`)).json();
        expect(payment).toMatchObject({ orderId, status: 'cancelled' });
      }
    });
  });

  describe('cancelling with a reason', () => {
    it('keeps the reason and note with the order, shows them, and mails the diner why and that the money is back', async () => {
      const dina = await diner('Cora Cancelled');
      const { orderId } = await buyDishes(app, dina, [dishes[0]?._id ?? '', dishes[1]?._id ?? '']);
      const before = (await get(dina, `/api/orders/${orderId}`)).json();
      expect(before.cancellation).toBeNull();

      const answer = await cancel(cook, orderId, 'sold_out', '  The salmon ran out at 8 pm.  ');
      expect(answer.statusCode).toBe(200);
      const expected = { reason: 'sold_out', note: 'The salmon ran out at 8 pm.' };
      expect(answer.json()).toMatchObject({ status: 'cancelled', cancellation: expected });
      const seen = (await get(dina, `/api/orders/${orderId}`)).json();
      expect(seen).toMatchObject({ status: 'cancelled', cancellation: expected, refundedAt: expect.any(String) });
      const listed = (await get(dina, '/api/orders')).json() as { _id: string; cancellation: unknown }[];
      expect(listed.find((order) => order._id === orderId)?.cancellation).toEqual(expected);

      const mail = await waitForMail(app, dina.user.email, new RegExp(`#${seen.number} is cancelled and refunded`));
      expect(mail.text).toContain('Hello Cora Cancelled');
      expect(mail.text).toContain(`order #${seen.number}`);
      expect(mail.text).toContain('Why: A dish you ordered sold out.');
      expect(mail.text).toContain('The kitchen adds: The salmon ran out at 8 pm.');
      expect(mail.text).toContain(
        `We have refunded ${formatPrice(seen.total)}, the whole amount, to the card you paid with.`,
      );
      expect(mail.link).toBe(`http://localhost:5000/dashboard/orders/${orderId}`);
    });

    it('takes the kitchen’s own words for another reason, and a reason with no note', async () => {
      const dina = await diner('Olli Other');
      const other = await buyDishes(app, dina, [dishes[2]?._id ?? '']);
      await move(cook, other.orderId, 'preparing');
      const answer = await cancel(admin, other.orderId, 'other', 'Our oven broke down.');
      expect(answer.json().cancellation).toEqual({ reason: 'other', note: 'Our oven broke down.' });
      const number = answer.json().number;
      const mail = await waitForMail(app, dina.user.email, new RegExp(`#${number} is cancelled`));
      expect(mail.text).toContain('Why: Our oven broke down.');
      expect(mail.text).not.toContain('The kitchen adds');

      const closing = await buyDishes(app, dina, [dishes[3]?._id ?? '']);
      const closed = (await cancel(cook, closing.orderId, 'closing', '   ')).json();
      expect(closed.cancellation).toEqual({ reason: 'closing', note: null });
      const closedMail = await waitForMail(app, dina.user.email, new RegExp(`#${closed.number} is cancelled`));
      expect(closedMail.text).toContain('Why: The kitchen is closing.');
    });

    it('says the refund is on its way when the provider cannot be reached, and the reconciliation gives it back', async () => {
      const dina = await diner('Pia Pending');
      const { orderId } = await buyDishes(app, dina, [dishes[5]?._id ?? '']);
      const refund = vi.spyOn(app.payments.provider, 'refund').mockRejectedValueOnce(new Error('provider down'));
      const cancelled = (await cancel(cook, orderId, 'closing')).json();
      refund.mockRestore();
      expect(cancelled).toMatchObject({ status: 'cancelled', refundedAt: null });
      const mail = await waitForMail(
        app,
        dina.user.email,
        new RegExp(`#${cancelled.number} is cancelled; your refund`),
      );
      expect(mail.text).toContain(`We are refunding ${formatPrice(cancelled.total)}, the whole amount`);
      await app.orders.charges.reconcile(new Date());
      expect((await get(dina, `/api/orders/${orderId}`)).json().refundedAt).toEqual(expect.any(String));
    });

    it.each([
      ['no reason', { status: 'cancelled' }, /reason is required to cancel an order/],
      ['an unknown reason', { status: 'cancelled', reason: 'bored' }, /reason must be one of sold_out, closing, other/],
      ['another reason without a note', { status: 'cancelled', reason: 'other' }, /note is required with reason other/],
      ['another reason with a blank note', { status: 'cancelled', reason: 'other', note: ' \n ' }, /note is required/],
      ['a note with a control character', { status: 'cancelled', reason: 'closing', note: 'a\u0000b' }, /control/],
      ['a note too long', { status: 'cancelled', reason: 'other', note: 'x'.repeat(501) }, /at most 500/],
      ['a reason for another step', { status: 'preparing', reason: 'closing' }, /reason is only for cancelling/],
      ['a note for another step', { status: 'preparing', note: 'hurry' }, /note is only for cancelling/],
    ])('refuses %s with 400 and says why, leaving the order as it was', async (_, payload, message) => {
      const dina = await diner();
      const { orderId } = await buyDishes(app, dina, [dishes[4]?._id ?? '']);
      const refused = await app.inject({
        method: 'PATCH',
        url: `/api/orders/${orderId}`,
        headers: cook.headers,
        payload,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(message);
      const order = (await get(dina, `/api/orders/${orderId}`)).json();
      expect(order).toMatchObject({ status: 'pending', cancellation: null, refundedAt: null });
    });
  });

  describe('who sees and changes what', () => {
    it('shows a diner their own orders only, and lets no customer move any order', async () => {
      const dina = await diner();
      const bert = await diner();
      const mine = await buyDishes(app, dina, [dishes[0]?._id ?? '']);
      await buyDishes(app, bert, [dishes[1]?._id ?? '']);
      expect((await get(bert, `/api/orders/${mine.orderId}`)).statusCode).toBe(404);
      expect((await cancel(bert, mine.orderId, 'sold_out')).statusCode).toBe(403);
      expect((await move(dina, mine.orderId, 'preparing')).statusCode).toBe(403);
      const listed = (await get(dina, '/api/orders')).json();
      expect(listed.map((order: { _id: string }) => order._id)).toEqual([mine.orderId]);
      expect((await app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
    });

    it('shows staff and admins every paid order, filtered by status and by day', async () => {
      const dina = await diner();
      const { orderId } = await buyDishes(app, dina, [dishes[4]?._id ?? '']);
      const everything = (await get(cook, '/api/orders')).json() as { _id: string; status: string }[];
      expect(everything.map((order) => order._id)).toContain(orderId);
      expect(everything.every((order) => order.status !== 'awaiting_payment')).toBe(true);
      const pending = (await get(admin, '/api/orders?status=pending')).json() as { status: string }[];
      expect(pending.length).toBeGreaterThan(0);
      expect(pending.every((order) => order.status === 'pending')).toBe(true);
      // Today on the restaurant's clock (Asia/Kolkata), which is not UTC's day from 18:30 UTC on.
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
      expect(
        (await get(cook, `/api/orders?date=${today}`)).json().map((order: { _id: string }) => order._id),
      ).toContain(orderId);
      expect((await get(cook, '/api/orders?date=2020-01-01')).json()).toEqual([]);
      expect((await get(cook, '/api/orders?date=yesterday')).statusCode).toBe(400);
    });

    it('gives staff the board and nothing else of the admin area', async () => {
      expect((await get(cook, '/api/users')).statusCode).toBe(403);
      expect((await get(cook, '/api/admin-stats')).statusCode).toBe(403);
      expect((await post(cook, '/api/menu', { name: 'x', category: 'soup', price: 1, image: 'x' })).statusCode).toBe(
        403,
      );
    });

    it('lets an admin make a user staff, admin or customer again, never demoting the last admin', async () => {
      const local = await buildTestApp();
      const boss = await signInAs(local, { email: 'only-boss@bistro.test', role: 'admin' });
      const someone = await signInAs(local, { email: 'someone@bistro.test' });
      const setRole = (who: SignedIn, id: string, role: string) =>
        local.inject({ method: 'PATCH', url: `/api/users/${id}/role`, headers: who.headers, payload: { role } });
      expect((await setRole(boss, someone.user.id, 'staff')).json()).toEqual({ modifiedCount: 1 });
      expect((await local.inject({ method: 'GET', url: '/api/orders', headers: someone.headers })).statusCode).toBe(
        200,
      );
      const last = await setRole(boss, boss.user.id, 'user');
      expect(last.statusCode).toBe(409);
      expect(last.json().message).toMatch(/needs an administrator/);
      expect((await setRole(boss, someone.user.id, 'admin')).statusCode).toBe(200);
      expect((await setRole(boss, boss.user.id, 'user')).statusCode).toBe(200);
      expect((await setRole(someone, someone.user.id, 'chef')).statusCode).toBe(400);
      expect((await setRole(boss, someone.user.id, 'user')).statusCode).toBe(403);
      await local.close();
    });
  });

  describe('statistics', () => {
    it('counts sold orders only: a cancelled order is neither revenue nor sold, nor the diner’s spending', async () => {
      const local = await buildTestApp();
      const boss = await signInAs(local, { email: 'stats-boss@bistro.test', role: 'admin' });
      const menu: Dish[] = (await local.inject({ method: 'GET', url: '/api/menu' })).json();
      const dina = await signInAs(local, { email: 'spender@bistro.test' });
      const kept = await buyDishes(local, dina, [menu[0]?._id ?? '']);
      const dropped = await buyDishes(local, dina, [menu[1]?._id ?? '', menu[1]?._id ?? '']);
      expect(kept.orderId).not.toBe(dropped.orderId);
      await local.inject({
        method: 'PATCH',
        url: `/api/orders/${dropped.orderId}`,
        headers: boss.headers,
        payload: { status: 'cancelled', reason: 'sold_out' },
      });
      const counters = (await local.inject({ method: 'GET', url: '/api/admin-stats', headers: boss.headers })).json();
      expect(counters).toMatchObject({ orders: 1, revenue: menu[0]?.price });
      const sales = (await local.inject({ method: 'GET', url: '/api/order-stats', headers: boss.headers })).json();
      expect(sales.barChart).toEqual([{ name: menu[0]?.name, quantity: 1, amount: menu[0]?.price }]);
      const mine = (
        await local.inject({ method: 'GET', url: `/api/user-stats/${dina.user.email}`, headers: dina.headers })
      ).json();
      expect(mine).toMatchObject({ totalQuantity: 1, totalCost: menu[0]?.price });
      expect((await outboxMessages(local)).length).toBeGreaterThan(0);
      await local.close();
    });
  });
});
