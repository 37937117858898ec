import { format, fromMajor } from '@bistro/contract/money';
import { uniqueEmail } from './auth-helpers.ts';
import { seriousAxeFindings, withAxe } from './axe.ts';
import { addToCart, callApi, deliverTo, kitchenTablet, payAndOpenOrder } from './diner-steps.ts';
import { expect, keepDeliverySetup, type MenuItem, test } from './fixtures.ts';
import { halfASecondLate } from './held-requests.ts';
import { layoutShift } from './layout-shift.ts';

// Delivery changes every diner's checkout on the site, so this spec runs with the specs that change
// the restaurant's rules, one at a time (playwright.config.ts), and puts the set-up back after.
// The site has no geocoder: the owner's zone is by postcode, and the page says why.

const dollars = (amount: number) => format(fromMajor(amount, 'USD'), 'en-US');
const ADDRESS = { line1: '12 rue de la Roquette', postcode: '75011', city: 'Paris', country: 'France' };

test.describe('delivery', () => {
  keepDeliverySetup();

  for (const device of ['desktop', 'phone'] as const) {
    test(`the owner sets a postcode zone; a diner is told the fee, the arrival and what the minimum lacks, adds a dish and pays for a delivery; the kitchen sees it as one, a driver takes it out and delivers it, the diner's page following (${device})`, async ({
      page: desktopPage,
      browser,
      baseURL,
      request,
      signUpAsAdmin,
      signUpAsStaff,
      signUpAsDriver,
      signUpWithoutUi,
    }) => {
      const menu: MenuItem[] = await (await request.get('/api/menu')).json();
      const [soup] = menu.filter((item) => item.category === 'soups') as [MenuItem];
      const minimum = Math.round(soup.price * 150) / 100;

      // The owner, on the Delivery page reached from the admin navigation.
      const office = await (await browser.newContext({ baseURL, bypassCSP: true })).newPage();
      await withAxe(office);
      await signUpAsAdmin({ name: 'Del Owner' }, office);
      await office.goto('/dashboard');
      await office.getByRole('link', { name: 'Delivery', exact: true }).first().click();
      await expect(office.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
      await expect(office.getByText(/No geocoder is set \(GEOCODER_URL\)/)).toBeVisible();
      const form = office.getByRole('form', { name: 'Delivery' });
      await form.getByRole('checkbox', { name: /^Deliver orders/ }).check();
      for (let zones = await form.getByRole('button', { name: /^Remove zone/ }).count(); zones > 0; zones -= 1) {
        await form.getByRole('button', { name: 'Remove zone 1' }).click();
      }
      await form.getByRole('button', { name: 'Add a zone' }).click();
      await form.getByLabel('Zone 1 name').fill('Paris 11');
      await form.getByRole('group', { name: 'Zone 1 covers' }).getByRole('radio', { name: 'Postcodes' }).check();
      await form.getByLabel('Zone 1 postcodes').fill('75011');
      await form.getByLabel('Zone 1 fee').fill('2.50');
      await form.getByLabel('Zone 1 minimum order').fill(String(minimum));
      await expect(
        form.getByText(`To the postcodes 75011: a fee of $2.50, orders from ${dollars(minimum)}.`),
      ).toBeVisible();
      await form.getByLabel('Preparation (minutes)').fill('25');
      expect(await seriousAxeFindings(office), 'the Delivery page').toEqual([]);
      await form.getByRole('button', { name: 'Save delivery' }).click();
      await expect(office.getByText('Delivery saved')).toBeVisible();
      await office.context().close();

      // The diner, on a phone or a desktop.
      const page =
        device === 'phone'
          ? await (
              await browser.newContext({
                baseURL,
                bypassCSP: true,
                viewport: { width: 360, height: 740 },
                isMobile: true,
              })
            ).newPage()
          : desktopPage;
      await withAxe(page);
      await signUpWithoutUi({ name: 'Dee Delivery', email: uniqueEmail('dee-delivery'), at: '/order/SOUPS' }, page);
      await page.goto('/order/SOUPS');
      await addToCart(page, soup, 1);
      // The steps come together: the delivery choice, arriving half a second after the rest, moves
      // nothing (shown as it came, it pushed the pickup time and the details down).
      await page.route('**/api/delivery/setup', halfASecondLate);
      await page.goto('/dashboard/payment');
      await expect(page.getByText('How do you get your order?')).toBeVisible();
      expect(await layoutShift(page)).toBeLessThan(0.01);
      await page.unroute('**/api/delivery/setup', halfASecondLate);
      await deliverTo(page, ADDRESS, 'Door code 4512');
      const told = page.getByRole('status').filter({ hasText: 'We deliver there' });
      await expect(told).toContainText(
        'We deliver there (zone Paris 11): a delivery fee of $2.50, arriving in about 25 minutes.',
      );
      await expect(told).toContainText(
        `Add ${dollars(minimum - soup.price)} more for delivery: the minimum order is ${dollars(minimum)}.`,
      );
      expect(await seriousAxeFindings(page), 'the payment page with a delivery').toEqual([]);

      // One more soup, and the minimum is met.
      await page.goto('/order/SOUPS');
      await addToCart(page, soup, 2);
      await page.goto('/dashboard/payment');
      await deliverTo(page, ADDRESS, 'Door code 4512');
      await expect(page.getByRole('status').filter({ hasText: 'We deliver there' })).not.toContainText(
        'more for delivery',
      );
      await expect(page.getByText(`Total to pay: ${dollars(soup.price * 2 + 2.5)}`)).toBeVisible();
      await payAndOpenOrder(page);
      await expect(
        page.getByText(`Delivered to ${ADDRESS.line1}, ${ADDRESS.postcode} ${ADDRESS.city}, ${ADDRESS.country}`),
      ).toBeVisible();
      await expect(page.getByText('For the driver: Door code 4512')).toBeVisible();
      expect(await seriousAxeFindings(page), 'the order page of a delivery').toEqual([]);
      const orderId = page.url().split('/').at(-1) as string;
      const order = await callApi(page, 'GET', `/orders/${orderId}`);
      expect(order.body.fulfilment).toMatchObject({
        type: 'delivery',
        address: ADDRESS,
        instructions: 'Door code 4512',
        zone: 'Paris 11',
        fee: 2.5,
      });
      expect(order.body.bill.deliveryFee).toBe(2.5);
      const number: number = order.body.number;
      const addressLine = `${ADDRESS.line1}, ${ADDRESS.postcode} ${ADDRESS.city}, ${ADDRESS.country}`;
      const status = page.getByRole('status').filter({ hasText: /waiting for the kitchen|Ready|Out for|Delivered/ });

      // The kitchen sees it as a delivery: where it goes, when it must leave and when it arrives.
      const kitchen = await kitchenTablet(browser, baseURL);
      await withAxe(kitchen);
      await signUpAsStaff({ name: 'Kai Kitchen', at: '/dashboard/orders' }, kitchen);
      const ticket = kitchen.getByRole('article', { name: `#${number}` });
      await expect(ticket).toContainText(`Delivery${addressLine}`);
      await expect(ticket.getByText(/^Leaves /)).toBeVisible();
      await expect(ticket.getByText(/^Arrives about \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
      await ticket.getByRole('button', { name: `Start preparing: order ${number}` }).click();
      await ticket.getByRole('button', { name: `Mark ready: order ${number}` }).click();
      await expect(ticket.getByRole('button', { name: `Out for delivery: order ${number}` })).toBeVisible();
      expect(await seriousAxeFindings(kitchen), 'the board with a delivery').toEqual([]);
      await kitchen.context().close();
      // The diner's page follows by itself.
      await expect(status).toHaveText('Ready to go out');

      // A driver, on their phone, takes it out and delivers it.
      const driver = await (
        await browser.newContext({ baseURL, bypassCSP: true, viewport: { width: 360, height: 740 }, isMobile: true })
      ).newPage();
      await withAxe(driver);
      await signUpAsDriver({ name: 'Dan Driver', at: '/dashboard' }, driver);
      await expect(driver).toHaveURL('/dashboard/deliveries');
      const run = driver.getByRole('article', { name: `#${number} · Dee Delivery` });
      await expect(run.getByRole('link', { name: new RegExp(`^${addressLine}`) })).toHaveAttribute(
        'href',
        `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine)}`,
      );
      await expect(run.getByText('Door code 4512')).toBeVisible();
      await expect(run.getByText(/^Arrive about/)).toBeVisible();
      expect(await seriousAxeFindings(driver), 'the driver’s deliveries').toEqual([]);
      await run.getByRole('button', { name: `Take it out: order ${number}` }).click();
      await expect(status).toHaveText('Out for delivery with Dan Driver');
      await expect(page.getByRole('list', { name: 'Order progress' }).getByRole('listitem').nth(3)).toHaveAttribute(
        'aria-current',
        'step',
      );
      await run.getByRole('button', { name: `Mark delivered: order ${number}` }).click();
      await expect(status).toHaveText('Delivered');
      await expect(run).toBeHidden();
      await driver.context().close();
      if (device === 'phone') await page.context().close();
    });
  }
});
