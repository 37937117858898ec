import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  buyDishes,
  GOOD_CARD,
  outboxMessages,
  requestAs,
  type SignedIn,
  signInAs,
  waitForMail,
} from '../../../test/helper.ts';

// An order's mails are written in the language of the page it was placed from (docs/languages.md),
// on a site offered in English (its default) and French.
describe('the language of an order', () => {
  let app: FastifyInstance;
  let dishId: string;
  let people = 0;
  beforeAll(async () => {
    app = await buildTestApp({ RESTAURANT_LANGUAGES: 'en,fr' });
    const menu: { _id: string; optionGroups: unknown[]; soldOut: boolean }[] = (
      await app.inject({ method: 'GET', url: '/api/menu' })
    ).json();
    dishId = menu.find((dish) => dish.optionGroups.length === 0 && !dish.soldOut)?._id ?? '';
  });
  afterAll(() => app.close());

  /** The mail to `to` whose subject, as the reader sees it, matches `subject`. */
  const mailTo = (to: string, subject: RegExp) =>
    vi.waitFor(
      async () => {
        for (const mail of await outboxMessages(app)) {
          if (mail.to === to && subject.test(mail.subject)) return mail;
        }
        throw new Error(`no mail to ${to} under ${subject}`);
      },
      { timeout: 5_000 },
    );

  const post = (who: SignedIn, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: who.headers, payload });

  /** A diner pays for one dish, the order placed from a page in `language` (none: sent without one). */
  async function paidOrder(language?: string) {
    const who = await signInAs(app, { email: `diner${++people}@languages.test`, name: 'Lou Langue' });
    await post(who, '/api/carts', { email: who.user.email, menuID: dishId });
    const started = await post(who, '/api/create-payment-intent', language ? { language } : {});
    expect(started.statusCode, started.body).toBe(200);
    const { clientSecret } = started.json();
    const { paymentIntent } = (await post(who, '/api/payments/test/confirm', { clientSecret, card: GOOD_CARD })).json();
    await post(who, '/api/payments', { email: who.user.email, transactionId: paymentIntent.id });
    return who.user.email;
  }

  it('writes the paid mail in French for an order placed from a French page', async () => {
    const email = await paidOrder('fr');
    const mail = await waitForMail(app, email, /./);
    expect(mail.subject).toMatch(/^Bistro Boss : la commande nº \d+ est payée$/);
    expect(mail.text).toContain('Bonjour Lou Langue,');
    expect(mail.text).toMatch(/Merci : nous avons reçu votre paiement pour la commande nº \d+/);
    expect(mail.text).toMatch(/\n {2}Total : /);
    expect(mail.text).toMatch(/\nÀ retirer : /);
    expect(mail.text).toContain('Suivez-la ici : ');
    expect(mail.text).not.toContain('Thank you');
  });

  it('writes it in the default language for an order placed in English, or in a language not offered', async () => {
    for (const language of ['en', 'de', undefined]) {
      const email = await paidOrder(language);
      const mail = await waitForMail(app, email, /is paid/);
      expect(mail.text).toContain('Hello Lou Langue,');
      expect(mail.text).toMatch(/Thank you: we have your payment for order #\d+/);
    }
  });

  it('writes the kitchen’s later mails in the order’s language too: ready, a part refunded, cancelled', async () => {
    const cook = await signInAs(app, { email: 'cuisinier@languages.test', role: 'staff' });
    const diner = await signInAs(app, { email: `diner${++people}@languages.test`, name: 'Lou Langue' });

    const { orderId: ready } = await buyDishes(app, diner, [dishId], { language: 'fr' });
    for (const status of ['preparing', 'ready']) {
      expect((await requestAs(app, cook, 'PATCH', `/api/orders/${ready}`, { status })).statusCode).toBe(200);
    }
    const readyMail = await mailTo(diner.user.email, /^Bistro Boss : la commande nº \d+ est prête$/);
    expect(readyMail.text).toMatch(/Votre commande nº \d+ est prête : venez la retirer au comptoir\./);

    const { orderId: refunded } = await buyDishes(app, diner, [dishId, dishId], { language: 'fr' });
    const [line] = (await requestAs(app, cook, 'GET', `/api/orders/${refunded}`)).json().lines;
    const refund = await app.inject({
      method: 'POST',
      url: `/api/orders/${refunded}/refunds`,
      headers: { ...cook.headers, 'idempotency-key': randomUUID() },
      payload: { lines: [{ lineId: line.id, quantity: 1 }], reason: 'froid' },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const refundMail = await mailTo(diner.user.email, /de la commande nº \d+ sont remboursés$/);
    expect(refundMail.text).toContain(`Nous avons remboursé 1 × ${line.name} de votre commande nº`);
    expect(refundMail.text).toContain('Pourquoi : froid');
    expect(refundMail.text).toMatch(/Nous (avons remboursé|remboursons) \$[\d.]+ sur la carte utilisée pour payer\./);

    const { orderId: cancelled } = await buyDishes(app, diner, [dishId], { language: 'fr' });
    const cancel = { status: 'cancelled', reason: 'sold_out', note: 'Plus de saumon.' };
    expect((await requestAs(app, cook, 'PATCH', `/api/orders/${cancelled}`, cancel)).statusCode).toBe(200);
    const cancelMail = await mailTo(diner.user.email, /la commande nº \d+ est annulée et remboursée$/);
    expect(cancelMail.text).toMatch(/Nous sommes désolés : la cuisine a dû annuler votre commande nº \d+\./);
    expect(cancelMail.text).toContain('Pourquoi : Un plat que vous avez commandé est épuisé.');
    expect(cancelMail.text).toContain('La cuisine précise : Plus de saumon.');
    expect(cancelMail.text).toContain('la totalité du montant');
    for (const mail of [readyMail, refundMail, cancelMail]) expect(mail.text).not.toMatch(/Hello|Your order/);
  });

  it('refuses a language the product does not have', async () => {
    const who = await signInAs(app, { email: 'klingon@languages.test' });
    await post(who, '/api/carts', { email: who.user.email, menuID: dishId });
    const started = await post(who, '/api/create-payment-intent', { language: 'tlh' });
    expect(started.statusCode).toBe(400);
    expect(started.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });
});
