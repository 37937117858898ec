import type { MenuItem } from '@bistro/contract/menu';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, GOOD_CARD, outboxMessages, type SignedIn, signInAs, testClock } from '../../../test/helper.ts';

// Dish options (docs/dish-options.md) through the API: the menu's groups, adding with choices,
// the rules, sold-out choices, what an order keeps, and the admin's groups.

describe('dish options', () => {
  let app: FastifyInstance;
  let admin: SignedIn;
  let menu: MenuItem[];
  let people = 0;
  beforeAll(async () => {
    app = await buildTestApp({ GUEST_CHECKOUT: 'true' });
    admin = await signInAs(app, { email: 'options-admin@bistro.test', role: 'admin' });
    menu = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
  });
  afterAll(() => app.close());

  const dish = (name: string) => menu.find((item) => item.name === name) as MenuItem;
  const choiceOf = (item: MenuItem, group: string, name: string) =>
    item.optionGroups.find((each) => each.name === group)?.choices.find((each) => each.name === name)?.id as string;
  const diner = () => signInAs(app, { email: `options-diner${++people}@bistro.test` });
  const add = (who: SignedIn, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: who.headers,
      payload: { email: who.user.email, ...body },
    });
  const cartOf = async (who: SignedIn) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/carts?email=${encodeURIComponent(who.user.email)}`,
        headers: who.headers,
      })
    ).json();

  it('lists each dish’s option groups with the menu, in order, with prices as deltas in dollars', () => {
    const pizza = dish('Pepperoni Pizza');
    expect(pizza.optionGroups.map(({ name, min, max }) => ({ name, min, max }))).toEqual([
      { name: 'Pizza size', min: 1, max: 1 },
      { name: 'Extra toppings', min: 0, max: 3 },
    ]);
    expect(pizza.optionGroups[0]?.choices).toEqual([
      { id: expect.any(String), name: 'Small', price: 0, soldOut: false, default: true, stock: null, parLevel: null },
      { id: expect.any(String), name: 'Medium', price: 2, soldOut: false, default: false, stock: null, parLevel: null },
      { id: expect.any(String), name: 'Large', price: 4, soldOut: false, default: false, stock: null, parLevel: null },
    ]);
    expect(dish('Greek Salad').optionGroups[0]?.choices.map((choice) => choice.name)).toContain('No dressing');
    expect(dish('Caesar Salad').optionGroups).toEqual([]);
  });

  it('prices a line as the dish plus its choices, and lists the choices in the dish’s order', async () => {
    const ana = await diner();
    const pizza = dish('Pepperoni Pizza');
    const choices = [
      choiceOf(pizza, 'Extra toppings', 'Olives'),
      choiceOf(pizza, 'Pizza size', 'Large'),
      choiceOf(pizza, 'Extra toppings', 'Extra mozzarella'),
    ];
    expect((await add(ana, { menuID: pizza._id, choices, price: 0.01 })).statusCode).toBe(200);
    const [line] = await cartOf(ana);
    expect(line.price).toBe(pizza.price + 4 + 1 + 1.5);
    expect(line.choices).toEqual([
      { id: choices[1], group: 'Pizza size', name: 'Large', price: 4 },
      { id: choices[2], group: 'Extra toppings', name: 'Extra mozzarella', price: 1.5 },
      { id: choices[0], group: 'Extra toppings', name: 'Olives', price: 1 },
    ]);
  });

  it('merges the same dish with the same choices (in any order) and keeps other choices apart', async () => {
    const bo = await diner();
    const pizza = dish('Quattro Formaggi');
    const large = choiceOf(pizza, 'Pizza size', 'Large');
    const olives = choiceOf(pizza, 'Extra toppings', 'Olives');
    const rocket = choiceOf(pizza, 'Extra toppings', 'Rocket');
    const first = await add(bo, { menuID: pizza._id, choices: [large, olives, rocket] });
    const again = await add(bo, { menuID: pizza._id, choices: [rocket, large, olives] });
    expect(again.json().insertedId).toBe(first.json().insertedId);
    const other = await add(bo, { menuID: pizza._id, choices: [large, olives] });
    expect(other.json().insertedId).not.toBe(first.json().insertedId);
    const lines = (await cartOf(bo)).map((line: { quantity: number; price: number }) => [line.quantity, line.price]);
    expect(lines).toEqual([
      [2, pizza.price + 6],
      [1, pizza.price + 5],
    ]);
  });

  it('gives an old client that sends no choices each group’s defaults, at the dish’s price', async () => {
    const cy = await diner();
    const lemonade = dish('House Lemonade');
    expect((await add(cy, { menuID: lemonade._id })).statusCode).toBe(200);
    expect((await add(cy, { menuID: dish('Caesar Salad')._id })).statusCode).toBe(200);
    const [drink, salad] = await cartOf(cy);
    expect(drink).toMatchObject({
      price: lemonade.price,
      choices: [{ group: 'Drink size', name: 'Regular', price: 0 }],
    });
    expect(salad.choices).toEqual([]);
  });

  it('refuses choices that break a group’s rule (400 naming the group) or are not the dish’s', async () => {
    const di = await diner();
    const pizza = dish('Pepperoni Pizza');
    const toppings = (pizza.optionGroups[1]?.choices ?? []).map((choice) => choice.id);
    const tooMany = await add(di, {
      menuID: pizza._id,
      choices: [choiceOf(pizza, 'Pizza size', 'Large'), ...toppings],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Extra toppings: choose up to 3');
    const noSize = await add(di, { menuID: pizza._id, choices: [] });
    expect(noSize.statusCode).toBe(400);
    expect(noSize.json().message).toBe('Pizza size: choose 1');
    const twoSizes = await add(di, {
      menuID: pizza._id,
      choices: [choiceOf(pizza, 'Pizza size', 'Small'), choiceOf(pizza, 'Pizza size', 'Large')],
    });
    expect(twoSizes.json().message).toBe('Pizza size: choose 1');
    const salad = dish('Greek Salad');
    const foreign = await add(di, { menuID: pizza._id, choices: [choiceOf(salad, 'Dressing', 'No dressing')] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('One of the choices is not offered with Pepperoni Pizza');
    const twice = await add(di, {
      menuID: salad._id,
      choices: [choiceOf(salad, 'Dressing', 'No dressing')].flatMap((id) => [id, id]),
    });
    expect(twice.statusCode).toBe(400);
    expect(await cartOf(di)).toEqual([]);
  });

  it('refuses a sold-out choice (409 naming it), which staff mark as they mark dishes', async () => {
    const staff = await signInAs(app, { email: 'options-staff@bistro.test', role: 'staff' });
    const smoothie = dish('Tropical Smoothie');
    const large = choiceOf(smoothie, 'Drink size', 'Large');
    const mark = (who: SignedIn, soldOut: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/option-choices/${large}/availability`,
        headers: who.headers,
        payload: { soldOut },
      });
    const ed = await diner();
    expect((await mark(ed, 'today')).statusCode).toBe(403);
    expect((await mark(staff, 'today')).statusCode).toBe(200);
    const menuNow: MenuItem[] = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
    const marked = menuNow.find((item) => item._id === smoothie._id);
    expect(marked?.optionGroups[0]?.choices.find((choice) => choice.id === large)?.soldOut).toBe(true);
    const refused = await add(ed, { menuID: smoothie._id, choices: [large] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Large (Drink size) is sold out for now');
    expect((await add(ed, { menuID: smoothie._id })).statusCode).toBe(200);
    expect((await mark(staff, 'no')).statusCode).toBe(200);
    expect((await add(ed, { menuID: smoothie._id, choices: [large] })).statusCode).toBe(200);
  });

  it('charges the dish plus its choices, and the order, its mail and the cart after paying keep them', async () => {
    const fa = await diner();
    const pizza = dish('Prosciutto and Rocket');
    const salad = dish('Niçoise Salad');
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: fa.headers, payload });
    const pizzaChoices = [
      choiceOf(pizza, 'Pizza size', 'Large'),
      choiceOf(pizza, 'Extra toppings', 'Mushrooms'),
      choiceOf(pizza, 'Extra toppings', 'Spicy salami'),
    ];
    const cartIds = [
      (await add(fa, { menuID: pizza._id, choices: pizzaChoices, quantity: 2 })).json().insertedId,
      (await add(fa, { menuID: salad._id, choices: [choiceOf(salad, 'Dressing', 'No dressing')] })).json().insertedId,
      (await add(fa, { menuID: pizza._id })).json().insertedId,
    ];
    const total = Math.round(((pizza.price + 4 + 1 + 2) * 2 + salad.price + pizza.price) * 100) / 100;
    const intent = await post('/api/create-payment-intent', { price: total });
    expect(intent.json().amount).toBe(total);
    const { paymentIntent } = (
      await post('/api/payments/test/confirm', { clientSecret: intent.json().clientSecret, card: GOOD_CARD })
    ).json();
    const paid = await post('/api/payments', { email: fa.user.email, transactionId: paymentIntent.id, cartIds });
    expect(paid.statusCode).toBe(200);
    expect(await cartOf(fa)).toEqual([]);

    const order = (
      await app.inject({ method: 'GET', url: `/api/orders/${intent.json().orderId}`, headers: fa.headers })
    ).json();
    expect(order.total).toBe(total);
    const byPrice = [...order.lines].sort((a, b) => a.price - b.price);
    expect(
      byPrice.map((line) => [line.name, line.quantity, line.price, line.choices.map((c: { name: string }) => c.name)]),
    ).toEqual([
      [salad.name, 1, salad.price, ['No dressing']],
      [pizza.name, 1, pizza.price, ['Small']],
      [pizza.name, 2, pizza.price + 7, ['Large', 'Mushrooms', 'Spicy salami']],
    ]);
    const mail = await vi.waitFor(
      async () => {
        const found = (await outboxMessages(app)).find((message) => message.to === fa.user.email);
        if (!found) throw new Error('no mail yet');
        return found;
      },
      { timeout: 5000 },
    );
    expect(mail.text).toContain(
      '      Pizza size: Large\n      Extra toppings: Mushrooms\n      Extra toppings: Spicy salami',
    );
    expect(mail.text).toContain('      Dressing: No dressing');

    // A renamed choice leaves the order as it was.
    const groups = (await app.inject({ method: 'GET', url: '/api/option-groups', headers: admin.headers })).json();
    const dressing = groups.find((group: { name: string }) => group.name === 'Dressing');
    const renamed = {
      ...dressing,
      choices: dressing.choices.map((choice: { id: string; name: string; price: number; default: boolean }) => ({
        id: choice.id,
        name: choice.name === 'No dressing' ? 'Plain' : choice.name,
        price: choice.price,
        default: choice.default,
      })),
    };
    const { id: _, dishIds: __, ...body } = renamed;
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/option-groups/${dressing.id}`,
          headers: admin.headers,
          payload: body,
        })
      ).statusCode,
    ).toBe(200);
    const again = (
      await app.inject({ method: 'GET', url: `/api/orders/${intent.json().orderId}`, headers: fa.headers })
    ).json();
    expect(again.lines.flatMap((line: { choices: { name: string }[] }) => line.choices.map((c) => c.name))).toContain(
      'No dressing',
    );
  });

  it('prices a guest’s lines with their choices, and refuses a broken combination naming the group', async () => {
    const pizza = dish('Pepperoni Pizza');
    const start = (lines: object[]) =>
      app.inject({
        method: 'POST',
        url: '/api/guest/create-payment-intent',
        payload: { name: 'Gil Guest', email: `options-guest${++people}@bistro.test`, phone: '+1 555 010 0199', lines },
      });
    const large = choiceOf(pizza, 'Pizza size', 'Large');
    const started = await start([
      { menuId: pizza._id, quantity: 1, choices: [large] },
      { menuId: pizza._id, quantity: 1 },
    ]);
    expect(started.statusCode).toBe(200);
    expect(started.json().amount).toBe(Math.round((pizza.price * 2 + 4) * 100) / 100);
    const broken = await start([{ menuId: pizza._id, quantity: 1, choices: [] }]);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('Pizza size: choose 1');
  });

  it('lets admins make a group, attach it to a dish, and refuses the rest', async () => {
    const soup = menu.find((item) => item.category === 'soups') as MenuItem;
    const group = {
      name: 'Bread',
      min: 1,
      max: 2,
      choices: [{ name: 'Sourdough' }, { name: 'Garlic bread', price: 2.5 }],
    };
    const create = (who: SignedIn, payload: object) =>
      app.inject({ method: 'POST', url: '/api/option-groups', headers: who.headers, payload });
    const gil = await diner();
    expect((await create(gil, group)).statusCode).toBe(403);
    const badRule = await create(admin, { ...group, min: 3 });
    expect(badRule.statusCode).toBe(400);
    const created = await create(admin, group);
    expect(created.statusCode).toBe(200);
    const attach = await app.inject({
      method: 'PATCH',
      url: `/api/menu/${soup._id}`,
      headers: admin.headers,
      payload: { optionGroupIds: [created.json().insertedId] },
    });
    expect(attach.statusCode).toBe(200);
    const offered: MenuItem = (await app.inject({ method: 'GET', url: `/api/menu/${soup._id}` })).json();
    expect(offered.optionGroups).toEqual([
      {
        id: created.json().insertedId,
        name: 'Bread',
        min: 1,
        max: 2,
        choices: [
          {
            id: expect.any(String),
            name: 'Sourdough',
            price: 0,
            soldOut: false,
            default: false,
            stock: null,
            parLevel: null,
            translations: {},
          },
          {
            id: expect.any(String),
            name: 'Garlic bread',
            price: 2.5,
            soldOut: false,
            default: false,
            stock: null,
            parLevel: null,
            translations: {},
          },
        ],
        translations: {},
      },
    ]);
    // A required group without a default: a client that sends no choices is told which group.
    const refused = await add(gil, { menuID: soup._id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Bread: choose 1 to 2');
    const garlic = offered.optionGroups[0]?.choices[1]?.id;
    expect((await add(gil, { menuID: soup._id, choices: [garlic] })).statusCode).toBe(200);
    expect((await cartOf(gil))[0].price).toBe(soup.price + 2.5);

    // Deleting the group takes it off the dish and takes its lines out of carts.
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/option-groups/${created.json().insertedId}`,
      headers: admin.headers,
    });
    expect(removed.json()).toEqual({ deletedCount: 1 });
    expect(await cartOf(gil)).toEqual([]);
    const plain: MenuItem = (await app.inject({ method: 'GET', url: `/api/menu/${soup._id}` })).json();
    expect(plain.optionGroups).toEqual([]);
  });
});

describe('a choice sold out for today', () => {
  const clock = testClock(new Date('2026-11-23T12:00:00Z'));
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({}, { clock });
  });
  afterAll(() => app.close());

  it('makes the lines holding it sold out, and comes back by itself when the restaurant’s day ends', async () => {
    const menu = async (): Promise<MenuItem[]> => (await app.inject({ method: 'GET', url: '/api/menu' })).json();
    const tea = (await menu()).find((item) => item.name === 'Iced Tea') as MenuItem;
    const large = tea.optionGroups[0]?.choices.find((choice) => choice.name === 'Large');
    const largeNow = async () =>
      (await menu()).find((item) => item._id === tea._id)?.optionGroups[0]?.choices.find((c) => c.id === large?.id);
    const diner = await signInAs(app, { email: 'tea-diner@bistro.test' });
    const cart = async () =>
      (await app.inject({ method: 'GET', url: `/api/carts?email=${diner.user.email}`, headers: diner.headers })).json();
    await app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: diner.headers,
      payload: { email: diner.user.email, menuID: tea._id, choices: [large?.id] },
    });
    const staff = await signInAs(app, { email: 'tea-staff@bistro.test', role: 'staff' });
    const marked = await app.inject({
      method: 'PUT',
      url: `/api/option-choices/${large?.id}/availability`,
      headers: staff.headers,
      payload: { soldOut: 'today' },
    });
    expect(marked.statusCode).toBe(200);
    expect(await largeNow()).toMatchObject({ soldOut: true });
    expect((await cart())[0].soldOut).toBe(true);
    const pay = () =>
      app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: diner.headers, payload: {} });
    const refused = await pay();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Iced Tea (Large) is sold out for now: take it out of your cart to pay for the rest.',
    );

    clock.set('2026-11-24T00:00:00Z');
    expect(await largeNow()).toMatchObject({ soldOut: false });
    expect((await cart())[0].soldOut).toBe(false);
  });
});
