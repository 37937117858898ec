import { format, fromMajor } from '@bistro/contract/money';
import { FAR, NEAR, PARIS_ORIGIN } from '../support/paris.ts';
import { uniqueEmail } from './auth-helpers.ts';
import { seriousAxeFindings, withAxe } from './axe.ts';
import { addToCart, callApi, deliverTo, payAndOpenOrder } from './diner-steps.ts';
import { expect, keepDeliverySetup, type MenuItem, test } from './fixtures.ts';

// The euro site, in Paris, finds addresses with a geocoder (a stand-in for Nominatim that knows
// paris.ts's places): its zones are by distance from the restaurant. It runs one test at a time
// (playwright.config.ts), and puts its delivery set-up back after.

const euros = (amount: number) => format(fromMajor(amount, 'EUR'), 'fr-FR');

test.describe('delivery by distance @euro', () => {
  keepDeliverySetup();

  test('a diner 2 km away is told the fee, the arrival and what the minimum lacks, and pays; an address 30 km away is refused before payment @euro', async ({
    page,
    request,
    rootAdmin,
    signUpWithoutUi,
  }) => {
    const menu: MenuItem[] = await (await request.get('/api/menu')).json();
    const [soup] = menu.filter((item) => item.category === 'soups' && !item.soldOut) as [MenuItem];
    const minimum = Math.round(soup.price * 150) / 100;
    const saved = await rootAdmin.put('/api/delivery/setup', {
      data: {
        enabled: true,
        origin: PARIS_ORIGIN,
        zones: [{ name: 'Centre', radiusKm: 3, fee: 3.5, minOrder: minimum }],
        prepMinutes: 20,
        minutesPerKm: 4,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    await withAxe(page);
    await signUpWithoutUi({ name: 'Dora Distance', email: uniqueEmail('dora-distance'), at: '/order/SOUPS' }, page);
    await page.goto('/order/SOUPS');
    await addToCart(page, soup, 1);
    await page.goto('/dashboard/payment');

    // 30 km away: refused in words that name the limit, before any payment.
    await deliverTo(page, FAR);
    await expect(
      page.getByText(
        /We do not deliver to this address: this address is (29\.\d|30) km from the restaurant, and we deliver up to 3 km \(zone Centre\)\./,
      ),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'We deliver there' })).toHaveCount(0);

    // 2 km away: the fee, the arrival (20 minutes to make it, 4 a km), and what the minimum lacks.
    await deliverTo(page, NEAR);
    const told = page.getByRole('status').filter({ hasText: 'We deliver there' });
    await expect(told).toContainText(
      `We deliver there (zone Centre): a delivery fee of ${euros(3.5)}, arriving in about 28 minutes.`,
    );
    await expect(told).toContainText(
      `Add ${euros(minimum - soup.price)} more for delivery: the minimum order is ${euros(minimum)}.`,
    );
    expect(await seriousAxeFindings(page), 'the payment page with a delivery').toEqual([]);

    await page.goto('/order/SOUPS');
    await addToCart(page, soup, 2);
    await page.goto('/dashboard/payment');
    await deliverTo(page, NEAR);
    await expect(told).not.toContainText('more for delivery');
    await expect(page.getByText(`Total to pay: ${euros(soup.price * 2 + 3.5)}`)).toBeVisible();
    await payAndOpenOrder(page);
    const orderId = page.url().split('/').at(-1) as string;
    const order = await callApi(page, 'GET', `/orders/${orderId}`);
    expect(order.body.fulfilment).toMatchObject({ type: 'delivery', zone: 'Centre', fee: 3.5 });
    expect(order.body.bill.deliveryFee).toBe(3.5);
  });

  test.describe('in French', () => {
    test.use({ locale: 'fr-FR' });

    test('a French diner 30 km away is refused in French, the distances written as French writes them @euro', async ({
      page,
      request,
      rootAdmin,
      signUpWithoutUi,
    }) => {
      const menu: MenuItem[] = await (await request.get('/api/menu')).json();
      const [soup] = menu.filter((item) => item.category === 'soups' && !item.soldOut) as [MenuItem];
      const saved = await rootAdmin.put('/api/delivery/setup', {
        data: {
          enabled: true,
          origin: PARIS_ORIGIN,
          zones: [{ name: 'Centre', radiusKm: 2.5, fee: 3.5, minOrder: 0 }],
          prepMinutes: 20,
          minutesPerKm: 4,
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);

      await withAxe(page);
      await signUpWithoutUi(
        { name: 'Didier Distance', email: uniqueEmail('didier-distance'), at: '/order/SOUPS' },
        page,
      );
      await expect(page).toHaveURL(/\/fr\/order\/SOUPS$/);
      await page.getByRole('button', { name: `Ajouter ${soup.name} au panier` }).click();
      await expect(page.getByRole('link', { name: 'Panier, 1 article' })).toBeVisible();
      await page.goto('/dashboard/payment');
      await page.getByRole('radio', { name: 'Livrez-la' }).check();
      const form = page.getByRole('form', { name: 'Adresse de livraison' });
      await form.getByLabel('Numéro et rue').fill(FAR.line1);
      await form.getByLabel('Code postal').fill(FAR.postcode);
      await form.getByLabel('Ville').fill(FAR.city);
      await form.getByLabel('Pays').fill(FAR.country);
      await form.getByRole('button', { name: 'Vérifier l’adresse' }).click();
      await expect(
        page.getByText(
          /^Nous ne livrons pas à cette adresse : cette adresse est à (29,\d|30) km du restaurant, et nous livrons jusqu’à 2,5 km \(zone Centre\)\.$/,
        ),
      ).toBeVisible();
      expect(await seriousAxeFindings(page), 'the payment page with a refused address, in French').toEqual([]);
    });
  });
});
