import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, requestAs, type SignedIn, signInAs } from '../../../test/helper.ts';

/**
 * The account's own language (docs/languages.md): kept on the profile, so that the site reads in
 * it on any browser the person signs in on; only a language the restaurant offers.
 */
describe('the language an account reads the site in', () => {
  let app: FastifyInstance;
  let diner: SignedIn;

  beforeAll(async () => {
    app = await buildTestApp({ RESTAURANT_LANGUAGES: 'en,fr,ar' });
    diner = await signInAs(app, { email: 'lang-diner@bistro.test', name: 'Lina Lang' });
  });
  afterAll(() => app.close());

  const profile = async () => (await requestAs(app, diner, 'GET', '/api/users/me')).json();
  const change = (body: object) => requestAs(app, diner, 'PATCH', '/api/users/me', body);

  it('is none until chosen, then kept beside the phone, and forgotten with null', async () => {
    expect((await profile()).language).toBeNull();
    expect((await change({ phone: '030 123 4567' })).statusCode).toBe(200);

    const chosen = await change({ language: 'ar' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ language: 'ar', phone: '030 123 4567' });
    expect(await profile()).toMatchObject({ language: 'ar', phone: '030 123 4567' });

    const data = (await requestAs(app, diner, 'GET', '/api/me/export')).json();
    expect(data.profile).toMatchObject({ language: 'ar' });

    expect((await change({ language: null })).json()).toMatchObject({ language: null, phone: '030 123 4567' });
  });

  it('refuses a language the site does not offer, one that is none, and a change of nothing', async () => {
    const notOffered = await change({ language: 'de' });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().message).toBe('The site is not offered in "de": choose one of en, fr, ar');
    expect((await change({ language: 'klingon' })).statusCode).toBe(400);
    const nothing = await change({});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toMatch(/Send a phone, a language, or both/);
    expect((await profile()).language).toBeNull();
    const stranger = await app.inject({ method: 'PATCH', url: '/api/users/me', payload: { language: 'fr' } });
    expect(stranger.statusCode).toBe(401);
  });
});
