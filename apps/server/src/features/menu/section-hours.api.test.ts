import type { MenuItem } from '@bistro/contract/menu';
import { weekdays } from '@bistro/contract/weekdays';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAs, testClock } from '../../../test/helper.ts';

describe('a section’s hours, where an order is made', () => {
  // Monday 23 November 2026 in Paris (the restaurant's clock), open around the clock (the tests' hours).
  const clock = testClock(new Date('2026-11-23T11:00:00Z'));
  let app: FastifyInstance;
  let admin: SignedIn;
  let croque: MenuItem;
  let soup: MenuItem;
  let people = 0;
  beforeAll(async () => {
    app = await buildTestApp({ RESTAURANT_TIME_ZONE: 'Europe/Paris' }, { clock });
    admin = await signInAs(app, { email: 'lunch-admin@bistro.test', role: 'admin' });
    const hours = Object.fromEntries(
      weekdays.map((day) => [day, ['saturday', 'sunday'].includes(day) ? [] : [{ opens: '11:00', closes: '15:00' }]]),
    );
    const lunch = await app.inject({
      method: 'POST',
      url: '/api/menu/sections',
      headers: admin.headers,
      payload: { name: 'Lunch', hours },
    });
    expect(lunch.statusCode, lunch.body).toBe(201);
    const created = await app.inject({
      method: 'POST',
      url: '/api/menu',
      headers: admin.headers,
      payload: { name: 'Croque Monsieur', sections: ['lunch'], price: 9.5, image: '/images/menu/croque.webp' },
    });
    const menu = (await app.inject({ method: 'GET', url: '/api/menu' })).json<MenuItem[]>();
    croque = menu.find((dish) => dish._id === created.json().insertedId) as MenuItem;
    soup = menu.find((dish) => dish.name === 'Minestrone') as MenuItem;
  });
  afterAll(() => app.close());

  /**
   * A diner with these dishes in their cart, starting to pay for a pickup as soon as possible or
   * at `pickup`, reading the site in `language`.
   */
  async function pay(dishes: MenuItem[], pickup?: string, language = 'en') {
    const diner = await signInAs(app, { email: `lunch-diner-${++people}@bistro.test` });
    for (const dish of dishes) {
      await app.inject({
        method: 'POST',
        url: '/api/carts',
        headers: diner.headers,
        payload: { email: diner.user.email, menuID: dish._id },
      });
    }
    return app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { ...diner.headers, 'accept-language': language },
      payload: pickup ? { pickup } : {},
    });
  }

  it('refuses a lunch dish at 4 PM, saying when it is served, and takes the rest of the menu', async () => {
    clock.set('2026-11-23T15:00:00Z'); // 4:00 PM in Paris
    const refused = await pay([croque, soup]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Not served today at 4:00 PM: Croque Monsieur, served Mon–Fri: 11:00am to 3:00pm (Lunch). Choose a pickup time in those hours, or take it out of your cart.',
    );
    expect((await pay([croque], undefined, 'fr')).json().message).toBe(
      'Non servi aujourd’hui à 16:00 : Croque Monsieur, servi lun.–ven. : de 11:00 à 15:00 (Lunch). Choisissez une heure de retrait dans ces horaires, ou retirez-le de votre panier.',
    );
    expect((await pay([soup])).statusCode).toBe(200);
  });

  it('takes it for a pickup in its hours: at noon, or tomorrow at noon ordered at 4 PM', async () => {
    clock.set('2026-11-23T11:00:00Z'); // noon in Paris
    expect((await pay([croque])).statusCode).toBe(200);
    clock.set('2026-11-23T15:00:00Z');
    const tomorrowNoon = '2026-11-24T11:00:00.000Z';
    const status = (await app.inject({ method: 'GET', url: '/api/restaurant' })).json<{ pickupTimes: string[] }>();
    expect(status.pickupTimes).toContain(tomorrowNoon);
    const later = await pay([croque], tomorrowNoon);
    expect(later.statusCode, later.body).toBe(200);
  });

  it('does not limit a dish that is also in a section without hours', async () => {
    clock.set('2026-11-23T15:00:00Z');
    await app.inject({
      method: 'PATCH',
      url: `/api/menu/${croque._id}`,
      headers: admin.headers,
      payload: { sections: ['lunch', 'soups'] },
    });
    expect((await pay([croque])).statusCode).toBe(200);
  });
});
