import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  requestAs,
  signInAs,
  signUpWithIdentity,
  TEST_ORIGIN,
  waitForMail,
} from '../../../test/helper.ts';

/**
 * The identity service's mails in their reader's language (docs/languages.md): the account's own
 * once it chose one, else the language of the page the person asked from.
 */
describe('the identity service’s mails', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ RESTAURANT_LANGUAGES: 'en,fr,es' });
  });
  afterAll(() => app.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, ...headers }, payload });

  it('confirm a new address in the language of the page the person signed up from', async () => {
    const email = 'nouvelle@bistro.test';
    const signedUp = await post(
      '/api/auth/sign-up/email',
      { name: 'Nina', email, password: 'un-mot-de-passe-1' },
      { 'accept-language': 'fr-FR,fr;q=0.9' },
    );
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    const mail = await waitForMail(app, email, /^Confirmez votre adresse e-mail pour /);
    expect(mail.text).toMatch(/^Bonjour Nina,\n\nConfirmez qu’il s’agit bien de votre adresse e-mail/);
    expect(mail.text).toContain('Le lien fonctionne une fois, pendant 24 heures.');

    // The switcher's choice (the cookie) outweighs the browser's languages; English keeps its words.
    await post(
      '/api/auth/sign-up/email',
      { name: 'Ed', email: 'english@bistro.test', password: 'a-pass-word-1' },
      { 'accept-language': 'fr', cookie: 'lang=en' },
    );
    const english = await waitForMail(app, 'english@bistro.test', /^Confirm your email address for /);
    expect(english.text).toMatch(/^Hello Ed,\n\nPlease confirm that this is your email address/);
  });

  it('reset a password in the account’s own language, whatever the page asked from', async () => {
    await signUpWithIdentity(app, { name: 'Carla', email: 'cuenta@bistro.test', password: 'una-contraseña-1' });
    const diner = await signInAs(app, { email: 'cuenta@bistro.test', name: 'Carla' });
    expect((await requestAs(app, diner, 'PATCH', '/api/users/me', { language: 'es' })).statusCode).toBe(200);
    await post('/api/auth/request-password-reset', { email: 'cuenta@bistro.test' }, { 'accept-language': 'fr' });
    const mail = await waitForMail(app, 'cuenta@bistro.test', /^Restablezca su contraseña de /);
    expect(mail.text).toContain('Alguien pidió restablecer la contraseña de su cuenta');
    expect(mail.text).toContain('Si no lo pidió, ignore este mensaje');
  });
});
