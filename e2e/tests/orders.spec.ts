import type { Page } from '@playwright/test';
import { ports, sites } from '../support/sites.ts';
import { uniqueEmail } from './auth-helpers.ts';
import { seriousAxeFindings, withAxe } from './axe.ts';
import { addToCart, fillCard, kitchenTablet } from './diner-steps.ts';
import { expect, type MenuItem, test } from './fixtures.ts';
import { linkInMail } from './outbox.ts';
import { openRelay } from './relay.ts';

/**
 * Puts a stand-in for the browser's Web Audio in the page, which counts the tones the board's
 * chime starts (two a chime) instead of playing them.
 */
async function countTones(page: Page) {
  await page.addInitScript(() => {
    const counter = { started: 0 };
    const node = { connect: <T>(next: T) => next };
    class CountingAudioContext {
      currentTime = 0;
      state = 'running';
      destination = {};
      resume = () => Promise.resolve();
      createGain = () => ({ ...node, gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} } });
      createOscillator = () => ({
        ...node,
        frequency: { value: 0 },
        start: () => {
          counter.started += 1;
        },
        stop() {},
      });
    }
    Object.assign(window, { AudioContext: CountingAudioContext, tones: counter });
  });
}
const tonesPlayed = (page: Page) =>
  page.evaluate(() => (window as unknown as { tones: { started: number } }).tones.started);

async function payForCart(page: Page) {
  await page.goto('/dashboard/payment');
  await fillCard(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('dialog').getByText('Payment Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
}

const status = (page: Page) => page.getByRole('main').getByRole('status').first();

test('a diner pays and follows the order live while the kitchen, in another browser, takes it to pickup', async ({
  page,
  browser,
  baseURL,
  request,
  signUpWithoutUi,
  signUpAsStaff,
}) => {
  const kitchen = await kitchenTablet(browser, baseURL);
  await countTones(kitchen);
  await signUpAsStaff({ name: 'Kira Kitchen' }, kitchen);
  await kitchen.goto('/dashboard/orders');
  await expect(kitchen.getByRole('heading', { name: 'Kitchen board' })).toBeVisible();
  await expect(kitchen.getByText('Live: new orders appear by themselves')).toBeVisible();

  // The board asks to turn the chime on (browsers play sound only after a click); it plays one to try.
  await kitchen.getByRole('button', { name: 'Turn on the new-order chime' }).click();
  await expect(kitchen.getByRole('button', { name: 'Turn off the chime' })).toBeVisible();
  await expect.poll(() => tonesPlayed(kitchen)).toBe(2);

  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const soup = menu.find((item) => item.category === 'soups') as MenuItem;
  await signUpWithoutUi({ name: 'Dora Diner', email: uniqueEmail('dora'), at: '/order/SOUPS' });
  await addToCart(page, soup, 1);
  await page.goto('/dashboard/mycart');
  await page.getByRole('button', { name: `One more ${soup.name}` }).click();
  await expect(page.getByText('Total Order: 2')).toBeVisible();
  await expect(page.getByText(`Total Price: $${(soup.price * 2).toFixed(2)}`)).toBeVisible();
  await payForCart(page);
  await expect(status(page)).toHaveText('Paid, waiting for the kitchen');
  const orderHeading = await page.getByRole('heading', { name: /^Order #\d+$/ }).textContent();
  const number = orderHeading?.replace('Order #', '') ?? '';

  // The order reaches the board without a reload, with its dishes.
  const ticket = kitchen.getByRole('article', { name: `#${number}` });
  await expect(ticket).toBeVisible();
  await expect(ticket).toContainText(`2 × ${soup.name}`);
  await expect(kitchen.getByRole('region', { name: /New/ })).toContainText(`#${number}`);
  // It chimed for the new order. (Other tests' diners pay on this site at the same time, and
  // their orders chime too: the counts here are at least, not exactly. That a status change does
  // not chime is new-orders.test.ts's.)
  await expect.poll(() => tonesPlayed(kitchen)).toBeGreaterThanOrEqual(4);

  await ticket.getByRole('button', { name: `Start preparing: order ${number}` }).click();
  await expect(status(page)).toHaveText('Being prepared');
  await ticket.getByRole('button', { name: `Mark ready: order ${number}` }).click();
  await expect(status(page)).toHaveText('Ready for pickup');
  await expect(page.getByRole('list', { name: 'Order progress' }).getByRole('listitem')).toHaveCount(4);
  await ticket.getByRole('button', { name: `Picked up: order ${number}` }).click();
  await expect(status(page)).toHaveText('Picked up');
  await expect(ticket).toHaveCount(0);
  await expect(kitchen.getByRole('region', { name: 'Picked up and cancelled' })).toContainText(`#${number}`);

  // The device remembers the choice: the next visit does not ask.
  await withAxe(kitchen);
  await kitchen.reload();
  await expect(kitchen.getByText('Live: new orders appear by themselves')).toBeVisible();
  await expect(kitchen.getByRole('button', { name: 'Turn off the chime' })).toBeVisible();
  await expect(kitchen.getByRole('button', { name: 'Turn on the new-order chime' })).toHaveCount(0);
  expect(await seriousAxeFindings(kitchen)).toEqual([]);

  // The payment history shows the order's status and leads to it.
  await page.goto('/dashboard/paymenthistory');
  const row = page.getByRole('row').filter({ hasText: `Order #${number}` });
  await expect(row).toContainText('Picked up');
  await row.getByRole('link', { name: `Order #${number}` }).click();
  await expect(status(page)).toHaveText('Picked up');
  await kitchen.context().close();
});

test('the kitchen cancels an order with a reason; the diner’s page and mail say why, and that it is refunded', async ({
  page,
  browser,
  baseURL,
  request,
  signUpWithoutUi,
  signUpAsStaff,
}) => {
  const kitchen = await kitchenTablet(browser, baseURL);
  await signUpAsStaff({ name: 'Rafa Refund' }, kitchen);
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const dessert = menu.find((item) => item.category === 'desserts') as MenuItem;
  const email = uniqueEmail('carl');
  await signUpWithoutUi({ name: 'Carl Cancel', email, at: '/order/DESSERTS' });
  await addToCart(page, dessert, 1);
  await payForCart(page);
  const number = (await page.getByRole('heading', { name: /^Order #\d+$/ }).textContent())?.replace('Order #', '');

  // The chime is on on this tablet (a cancellation does not chime: new-orders.test.ts).
  await kitchen.evaluate(() => localStorage.setItem('kitchen-sound', 'on'));
  await kitchen.goto('/dashboard/orders');
  const ticket = kitchen.getByRole('article', { name: `#${number}` });
  await expect(ticket).toBeVisible();
  await expect(kitchen.getByRole('button', { name: 'Turn off the chime' })).toBeVisible();
  const cancel = ticket.getByRole('button', { name: `Cancel and refund order ${number}` });
  const dialog = kitchen.getByRole('dialog', { name: `Cancel order #${number}?` });

  // "Keep order" and Escape keep it, and give focus back to the ticket's button.
  await cancel.click();
  await expect(dialog.getByRole('radio', { name: 'A dish sold out' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Keep order' }).click();
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();
  await kitchen.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await kitchen.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();
  await expect(ticket).toBeVisible();

  // Another reason needs the kitchen's words.
  await cancel.click();
  await dialog.getByRole('radio', { name: 'Another reason' }).check();
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Note for the diner (required)' })).toBeFocused();
  await expect(dialog.getByText('Say why in the note: the diner reads it.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'A dish sold out' }).check();
  await dialog.getByRole('textbox', { name: 'Note for the diner (optional)' }).fill('The last tiramisu went at 8.');
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(dialog).toBeHidden();
  await expect(ticket).toHaveCount(0);
  await expect(kitchen.getByRole('region', { name: 'Picked up and cancelled' })).toContainText(
    'A dish sold out: The last tiramisu went at 8.',
  );

  // The diner's page says it without a reload: why, and that the money is back.
  await expect(status(page)).toHaveText('Cancelled and refunded');
  await expect(page.getByText('Why: A dish you ordered sold out. The last tiramisu went at 8.')).toBeVisible();
  const paid = `$${dessert.price.toFixed(2)}`;
  await expect(page.getByText(`Your payment of ${paid} was refunded to your card at`)).toBeVisible();

  // So does the mail, which leads back to the order.
  const link = await linkInMail(email, new RegExp(`order #${number} is cancelled and refunded`));
  expect(link).toMatch(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  expect(new URL(link).pathname).toBe(new URL(page.url()).pathname);
  await kitchen.context().close();
});

test('an admin makes a customer kitchen staff, who then sees the board (with a banner when its connection is lost) and no admin pages', async ({
  page,
  browser,
  signUpWithoutUi,
  signUpAsAdmin,
}) => {
  const cookEmail = uniqueEmail('cook');
  // The cook's tablet reaches the site through a relay the test cuts, as a lost connection
  // (on the port after network-failures.spec.ts's relay).
  const relay = await openRelay(new URL(sites.main.url), ports.kitchenRelay);
  const cookPage = await kitchenTablet(browser, relay.url);
  await withAxe(cookPage);
  await signUpWithoutUi({ name: 'Colin Cook', email: cookEmail }, cookPage);
  await signUpAsAdmin({ name: 'Staff Boss', at: '/dashboard/users' });
  await page.getByRole('combobox', { name: 'Role of Colin Cook' }).selectOption('staff');
  await page.getByRole('dialog').getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByRole('dialog').getByText('Made Kitchen staff')).toBeVisible();

  await cookPage.reload();
  const nav = cookPage.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/orders');
  await cookPage.goto('/dashboard/orders');
  await expect(cookPage.getByRole('heading', { name: 'Kitchen board' })).toBeVisible();
  const live = cookPage.getByText('Live: new orders appear by themselves');
  await expect(live).toBeVisible();

  // The live stream is cut: a banner across the board says so, with the time of the last update.
  await relay.cut();
  const banner = cookPage.getByRole('alert').filter({ hasText: 'Connection lost' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Connection lost — new orders will not appear.');
  await expect(banner).toContainText(/Last update \d{1,2}:\d{2} [AP]M\. Reconnecting…/);
  expect(await seriousAxeFindings(cookPage)).toEqual([]);
  await relay.restore();
  await expect(live).toBeVisible();
  await expect(banner).toHaveCount(0);

  const side = cookPage.getByRole('navigation', { name: 'Dashboard' });
  await expect(side.getByRole('link', { name: 'Kitchen Board' })).toBeVisible();
  await expect(side.getByRole('link', { name: 'Admin Home' })).toHaveCount(0);
  await cookPage.goto('/dashboard/users');
  await expect(cookPage.getByRole('heading', { name: 'This page is for administrators' })).toBeVisible();
  await expect(cookPage.getByRole('table')).toHaveCount(0);
  await cookPage.context().close();
  await relay.cut();
});

test('the kitchen board puts its first ticket in view without scrolling, at 1024×768 and 390×844: controls folded into a bar, no money on tickets, only the staff’s work in its menu', async ({
  page,
  browser,
  baseURL,
  request,
  signUpWithoutUi,
  signUpAsStaff,
}) => {
  // At least one open order: a diner's, paid now.
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const salad = menu.find((item) => item.category === 'salads') as MenuItem;
  await signUpWithoutUi({ name: 'Vera View', email: uniqueEmail('vera'), at: '/order/SALADS' });
  await addToCart(page, salad, 1);
  await payForCart(page);

  for (const viewport of [
    { width: 1024, height: 768 },
    { width: 390, height: 844 },
  ]) {
    const where = `${viewport.width}×${viewport.height}`;
    const kitchen = await (await browser.newContext({ baseURL, viewport })).newPage();
    await withAxe(kitchen);
    await signUpAsStaff({ name: 'Vik Viewport', at: '/dashboard/orders' }, kitchen);
    await expect(kitchen.getByText('Live: new orders appear by themselves')).toBeVisible();
    const first = kitchen.getByRole('article').first();
    await expect(first.getByRole('heading', { level: 3 }), where).toBeInViewport();
    await expect(first.getByRole('list').first(), where).toBeInViewport();
    await expect(first, where).not.toContainText('$');
    expect(await kitchen.evaluate(() => window.scrollY), where).toBe(0);
    expect(
      await kitchen.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      where,
    ).toBeLessThanOrEqual(0);
    // The pause and the sold-out dishes are one press away.
    const tools = kitchen.getByRole('button', { name: 'Pause, sold out' });
    await expect(tools).toHaveAttribute('aria-expanded', 'false');
    await expect(kitchen.getByLabel('Pause for')).toBeHidden();
    await tools.click();
    await expect(kitchen.getByLabel('Pause for')).toBeVisible();
    expect(await seriousAxeFindings(kitchen), where).toEqual([]);
    if (viewport.width >= 1024) {
      // The staff's menu holds their work only: no diner's pages.
      const side = kitchen.getByRole('navigation', { name: 'Dashboard' });
      await expect(side.getByRole('link')).toHaveText([
        'Kitchen Board',
        'New Order',
        /^Bookings/,
        'Tables',
        'Deliveries',
      ]);
    }
    await kitchen.context().close();
  }
});

test('the kitchen board asks for the browser’s notifications once, from a button, never as it opens', async ({
  browser,
  baseURL,
  signUpAsStaff,
}) => {
  const kitchen = await kitchenTablet(browser, baseURL);
  // A stand-in for the browser's notifications that records each request for permission.
  await kitchen.addInitScript(() => {
    const asked = { times: Number(sessionStorage.getItem('asked') ?? 0) };
    const recording = {
      permission: 'default',
      async requestPermission() {
        asked.times += 1;
        sessionStorage.setItem('asked', String(asked.times));
        return 'denied';
      },
    };
    Object.assign(window, { Notification: recording, asked });
  });
  const asked = () => kitchen.evaluate(() => (window as unknown as { asked: { times: number } }).asked.times);
  await signUpAsStaff({ name: 'Nora Notify', at: '/dashboard/orders' }, kitchen);
  const turnOn = kitchen.getByRole('button', { name: 'Turn on notifications' });
  await expect(turnOn).toBeVisible();
  expect(await asked()).toBe(0);
  await turnOn.click();
  await expect.poll(asked).toBe(1);
  await expect(turnOn).toHaveCount(0);
  await kitchen.reload();
  await expect(kitchen.getByText('Live: new orders appear by themselves')).toBeVisible();
  await expect(turnOn).toHaveCount(0);
  expect(await asked()).toBe(1);
  await kitchen.context().close();
});
