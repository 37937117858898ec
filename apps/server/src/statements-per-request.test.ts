import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildAppOnHandle, buyDishes, requestAs, type SignedIn, signInAs, testConfig } from '../test/helper.ts';
import { pgliteHandle } from './db/connect.ts';

/**
 * The database as the app sees it, counting the statements it is sent (a transaction's too).
 * PGlite keeps its state in private fields: its methods are called on it, not on the proxy.
 */
function countingStatements(client: PGlite): { client: PGlite; count: () => number } {
  let statements = 0;
  const counting = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, property) {
        const value = Reflect.get(object, property, object);
        if (typeof value !== 'function') return value;
        if (property === 'query' || property === 'exec') {
          return (...args: unknown[]) => {
            statements++;
            return value.apply(object, args);
          };
        }
        if (property === 'transaction') {
          return (work: (tx: object) => Promise<unknown>) => value.call(object, (tx: object) => work(counting(tx)));
        }
        return value.bind(object);
      },
    });
  return { client: counting(client), count: () => statements };
}

/**
 * The lists the app reads most (the kitchen's board, a diner's orders, cart and payments) take as
 * many statements for many orders, dishes and payments as for one: what each order carries (its
 * dishes, its steps, its charges) is read for all of them at once, never once per order.
 */
describe('statements per request', () => {
  let app: FastifyInstance;
  let statements: () => number;
  let cook: SignedIn;
  let diner: SignedIn;
  let menu: { _id: string; optionGroups: unknown[] }[];

  beforeAll(async () => {
    const target = inject('testDatabase');
    if (target.kind !== 'pglite') throw new Error('this test counts statements on the embedded database');
    const counted = countingStatements(
      await PGlite.create({ loadDataDir: new Blob([await readFile(target.templatePath)]) }),
    );
    statements = counted.count;
    app = await buildAppOnHandle(await testConfig(), pgliteHandle(counted.client));
    cook = await signInAs(app, { email: 'cook@statements.test', role: 'staff' });
    diner = await signInAs(app, { email: 'diner@statements.test' });
    menu = (await app.inject('/api/menu')).json();
  }, 120_000);
  afterAll(() => app.close());

  /** The statements one request sends, answered 200. */
  async function statementsOf(who: SignedIn, url: string): Promise<number> {
    const before = statements();
    const answer = await requestAs(app, who, 'GET', url);
    expect(answer.statusCode, answer.body).toBe(200);
    return statements() - before;
  }

  const dishes = (count: number) =>
    menu
      .filter((dish) => dish.optionGroups.length === 0)
      .slice(0, count)
      .map((dish) => dish._id);

  /** One after the other: the count is of the whole app's statements. */
  const reads = async () => ({
    board: await statementsOf(cook, '/api/orders'),
    mine: await statementsOf(diner, '/api/orders'),
    payments: await statementsOf(diner, `/api/payment?email=${encodeURIComponent(diner.user.email)}`),
    cart: await statementsOf(diner, `/api/carts?email=${encodeURIComponent(diner.user.email)}`),
  });

  it('do not grow with the orders, their dishes and the cart’s lines', async () => {
    await buyDishes(app, diner, dishes(1));
    await requestAs(app, diner, 'POST', '/api/carts', { email: diner.user.email, menuID: dishes(1)[0] });
    const once = await reads();

    for (let order = 0; order < 4; order++) await buyDishes(app, diner, dishes(3));
    for (const menuID of dishes(4))
      await requestAs(app, diner, 'POST', '/api/carts', { email: diner.user.email, menuID });
    expect(await reads()).toEqual(once);
    // Each is a handful of statements, not one per row.
    for (const count of Object.values(once)) expect(count).toBeLessThanOrEqual(8);
  });
});
