import { type DeliveryAddress, SAVED_ADDRESSES_MAX } from '@bistro/contract/delivery';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAs } from '../../../test/helper.ts';

const HOME: DeliveryAddress = { line1: '12 rue de la Roquette', city: 'Paris', postcode: '75011', country: 'France' };
const WORK: DeliveryAddress = {
  line1: '5 avenue Victoria',
  line2: 'Floor 3',
  city: 'Paris',
  postcode: '75004',
  country: 'France',
};

/** The addresses a signed-in diner keeps on their profile, through the real app. */
describe('saved addresses', () => {
  let app: FastifyInstance;
  let dina: SignedIn;
  let bert: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp();
    dina = await signInAs(app, { email: 'addresses-dina@bistro.test' });
    bert = await signInAs(app, { email: 'addresses-bert@bistro.test' });
  }, 60_000);
  afterAll(() => app.close());

  const list = (who: SignedIn) => app.inject({ method: 'GET', url: '/api/me/addresses', headers: who.headers });
  const save = (who: SignedIn, payload: object) =>
    app.inject({ method: 'POST', url: '/api/me/addresses', headers: who.headers, payload });
  const forget = (who: SignedIn, id: string) =>
    app.inject({ method: 'DELETE', url: `/api/me/addresses/${id}`, headers: who.headers });

  it('keeps a diner’s addresses in the order they were added, each their own, and forgets one', async () => {
    const home = await save(dina, { label: 'Home', address: HOME });
    expect(home.statusCode, home.body).toBe(201);
    expect(home.json()).toEqual({ id: expect.any(String), label: 'Home', address: HOME });
    expect((await save(dina, { address: WORK })).statusCode).toBe(201);
    expect((await list(dina)).json()).toEqual([
      { id: home.json().id, label: 'Home', address: HOME },
      { id: expect.any(String), label: null, address: WORK },
    ]);

    // Another diner sees none of them and cannot forget them.
    expect((await list(bert)).json()).toEqual([]);
    expect((await forget(bert, home.json().id)).statusCode).toBe(404);

    expect((await forget(dina, home.json().id)).json()).toEqual({ deletedCount: 1 });
    expect((await list(dina)).json().map((kept: { address: DeliveryAddress }) => kept.address)).toEqual([WORK]);
    expect((await forget(dina, home.json().id)).statusCode).toBe(404);

    // They are the diner's data: in its export.
    const exported = await app.inject({ method: 'GET', url: '/api/me/export', headers: dina.headers });
    expect(exported.json().addresses).toEqual([{ id: expect.any(String), label: null, address: WORK }]);
  });

  it('refuses an address without a postcode, more than the most a diner keeps, and anyone signed out', async () => {
    const { postcode: _none, ...noPostcode } = HOME;
    const refused = await save(bert, { address: noPostcode });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/postcode/i);

    for (let kept = 0; kept < SAVED_ADDRESSES_MAX; kept += 1) {
      expect((await save(bert, { label: `Place ${kept}`, address: HOME })).statusCode).toBe(201);
    }
    const tooMany = await save(bert, { address: WORK });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(`You keep ${SAVED_ADDRESSES_MAX} addresses already: remove one to add another`);

    expect((await app.inject({ method: 'GET', url: '/api/me/addresses' })).statusCode).toBe(401);
  });
});
