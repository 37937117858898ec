import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { uniqueEmail } from './auth-helpers.ts';
import { addToCart, payAndOpenOrder } from './diner-steps.ts';
import { appSettled, expect, type MenuItem, test } from './fixtures.ts';

// axe-core on every page and state a person reaches, at a desktop's and a phone's width: no
// serious or critical finding. Each page is checked once it has settled (data loaded, fonts in).

// Three independent visits, the longest tests of the suite (30–45 s each with the whole suite
// running): on both workers.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  // The narrowest phones in use: nothing may be wider than this.
  { name: 'phone', width: 360, height: 740 },
] as const;

interface Finding {
  page: string;
  rule: string;
  impact: string;
  targets: string[];
}

/** The rules checked: WCAG 2.0–2.2 A and AA, and axe's best practices. */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

// axe-core is put in every document of these tests' pages before the page's own scripts run (as
// a browser extension would be), instead of being injected again for every scan.
test.beforeEach(async ({ context }) => {
  await context.addInitScript({ content: axe.source });
});

async function findings(page: Page, label: string): Promise<Finding[]> {
  // Settled: data loaded (no spinner), fonts in, entrance animations over (axe measures the
  // contrast of what is painted). Not 'networkidle': the kitchen board keeps a live stream open.
  await appSettled(page);
  const violations = await page.evaluate(async (tags) => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end);
    });
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, nodes }) => ({
      id,
      impact: impact ?? '',
      targets: nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  }, RULE_TAGS);
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, targets }) => ({ page: label, rule: id, impact, targets }));
  return [...serious, ...(await widerThanTheScreen(page, label)), ...(await clippedText(page, label))];
}

/**
 * The text cut off by its own box: an element holding words whose content is wider than it, where
 * nothing lets a reader scroll to the rest (a figure cut at "$1,23", a label past its card).
 */
async function clippedText(page: Page, label: string): Promise<Finding[]> {
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('#main *')]
      .filter((element) => {
        const words = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        if (!words || element.clientWidth <= 1) return false;
        const style = getComputedStyle(element);
        if (style.display === 'inline' || style.display === 'contents') return false;
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') return false;
        return element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => `${element.tagName.toLowerCase()}: ${(element.textContent ?? '').trim().slice(0, 40)}`)
      .slice(0, 5),
  );
  return clipped.length > 0 ? [{ page: label, rule: 'clipped-text', impact: 'serious', targets: clipped }] : [];
}

/**
 * The page as a finding when it is wider than the screen (WCAG 1.4.10, reflow): a reader would
 * scroll sideways to read it. Names the widest elements that stick out.
 */
async function widerThanTheScreen(page: Page, label: string): Promise<Finding[]> {
  const sticking = await page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}: ${(element.textContent ?? '').trim().slice(0, 40)}`,
      )
      .slice(-5);
  });
  return sticking ? [{ page: label, rule: 'wider-than-the-screen', impact: 'serious', targets: sticking }] : [];
}

/** Visits each address at both widths (and runs `then` for states within the page). */
async function check(page: Page, addresses: string[], then?: (page: Page, address: string) => Promise<string | null>) {
  const found: Finding[] = [];
  for (const size of widths) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const address of addresses) {
      await page.goto(address);
      found.push(...(await findings(page, `${address} (${size.name})`)));
      const state = await then?.(page, address);
      if (state) found.push(...(await findings(page, `${address}, ${state} (${size.name})`)));
    }
  }
  return found;
}

/** Opens the folded menu on a phone: the navbar's, or the dashboard's side menu. */
async function openPhoneMenu(page: Page): Promise<string | null> {
  if ((page.viewportSize()?.width ?? 0) >= 1024) return null;
  const toggle = page.getByRole('button', { name: 'Menu' }).first();
  if (!(await toggle.isVisible())) return null;
  await toggle.click();
  return 'menu open';
}

/** On the page with a table of things to delete, its confirmation open; on the others, the phone menu. */
const deleteConfirmationOn =
  (tablePage: string) =>
  async (page: Page, address: string): Promise<string | null> => {
    if (address !== tablePage) return openPhoneMenu(page);
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    return 'delete confirmation open';
  };

test('public pages, sign-in and sign-up have no serious accessibility finding', async ({ page }) => {
  const found = await check(
    page,
    ['/', '/menu', '/order/SALADS', '/order/DRINKS', '/login', '/signup', '/forgot-password', '/no-such-page'],
    openPhoneMenu,
  );
  expect(found).toEqual([]);
});

test('a customer’s dashboard pages have no serious accessibility finding', async ({
  page,
  request,
  signUpWithoutUi,
}) => {
  await signUpWithoutUi({ name: 'Ada Access', email: uniqueEmail('ada') });
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const salad = menu.find((item) => item.category === 'salads') as MenuItem;
  await page.goto('/order/SALADS');
  await addToCart(page, salad, 1);
  await page.goto('/dashboard/payment');
  await payAndOpenOrder(page);
  const orderPage = new URL(page.url()).pathname;
  await page.goto('/order/SALADS');
  await addToCart(page, salad, 1);

  const found = await check(
    page,
    [
      '/',
      '/dashboard/userhome',
      '/dashboard/mycart',
      '/dashboard/payment',
      '/dashboard/paymenthistory',
      '/dashboard/addreview',
      orderPage,
      '/profile',
      '/dashboard/reservation',
      '/dashboard/mybooking',
    ],
    deleteConfirmationOn('/dashboard/mycart'),
  );
  expect(found).toEqual([]);
});

test('an administrator’s dashboard pages have no serious accessibility finding', async ({
  page,
  request,
  signUpAsAdmin,
}) => {
  await signUpAsAdmin({ name: 'Axel Admin' });
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const dish = menu[0] as MenuItem;
  const found = await check(
    page,
    [
      '/dashboard/adminhome',
      '/dashboard/additem',
      '/dashboard/manageitems',
      `/dashboard/manageitems/updateitem/${dish._id}`,
      '/dashboard/users',
      '/dashboard/settings',
      '/dashboard/reports',
      '/dashboard/promo-codes',
      '/dashboard/backups',
      '/dashboard/audit-log',
      '/dashboard/booking-setup',
      '/dashboard/reviews',
      '/dashboard/orders',
      '/dashboard/new-order',
      '/dashboard/bookings',
    ],
    deleteConfirmationOn('/dashboard/manageitems'),
  );
  expect(found).toEqual([]);
});
