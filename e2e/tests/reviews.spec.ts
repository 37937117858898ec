import type { Page } from '@playwright/test';
import { uniqueEmail } from './auth-helpers.ts';
import { seriousAxeFindings, withAxe } from './axe.ts';
import { dayAhead, ensureATable } from './booking-setup.ts';
import { addToCart, kitchenTablet, payAndOpenOrder } from './diner-steps.ts';
import { expect, type MenuItem, test } from './fixtures.ts';

/** The schema.org Restaurant in a page's HTML. */
function restaurantData(html: string) {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? 'null') as {
    aggregateRating?: { ratingValue: number; ratingCount: number };
    review?: { reviewBody: string; reviewRating: { ratingValue: number } }[];
  };
}

/** A diner pays for one dish and a cook takes the order to picked up on the kitchen board; answers its number. */
async function pickedUpOrder(page: Page, kitchen: Page, dish: MenuItem): Promise<string> {
  await addToCart(page, dish, 1);
  await page.goto('/dashboard/payment');
  await payAndOpenOrder(page);
  const heading = await page.getByRole('heading', { name: /^Order #\d+$/ }).textContent();
  const number = heading?.replace('Order #', '') ?? '';
  await kitchen.goto('/dashboard/orders');
  const ticket = kitchen.getByRole('article', { name: `#${number}` });
  await ticket.getByRole('button', { name: `Start preparing: order ${number}` }).click();
  await ticket.getByRole('button', { name: `Mark ready: order ${number}` }).click();
  await ticket.getByRole('button', { name: `Picked up: order ${number}` }).click();
  await expect(ticket).toHaveCount(0);
  return number;
}

// Every review the e2e suite writes has 5 stars, so the average it reads is 5 whoever else wrote one.
test('after a picked-up order the diner leaves 5 stars on Add Review; the home page without JavaScript shows it under Testimonials with the average in its JSON-LD; an admin replies, hides it with a reason the diner reads, then shows it again', async ({
  page,
  browser,
  baseURL,
  request,
  signUpWithoutUi,
  signUpAsStaff,
  signUpAsAdmin,
}) => {
  const kitchen = await kitchenTablet(browser, baseURL);
  await signUpAsStaff({ name: 'Rhea Reviewcook' }, kitchen);
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const salad = menu.find((item) => item.category === 'salads') as MenuItem;
  await signUpWithoutUi({ name: 'Tomás Taster', email: uniqueEmail('tomas'), at: '/order/SALADS' });
  const number = await pickedUpOrder(page, kitchen, salad);
  await kitchen.context().close();

  await withAxe(page);
  await page.goto('/dashboard/userhome');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Add Review' }).click();
  await expect(page).toHaveURL('/dashboard/addreview');
  const toReview = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Order #${number}` }) });
  await expect(toReview).toContainText(salad.name);

  // Nothing chosen: each problem on its field, and the page passes axe with them.
  await toReview.getByRole('button', { name: 'Post review' }).click();
  await expect(toReview.getByText('Choose 1 to 5 stars')).toBeVisible();
  await expect(toReview.getByText('Review needs at least 10 characters')).toBeVisible();
  await expect(toReview.getByLabel('Your review')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousAxeFindings(page), 'Add Review with its errors').toEqual([]);

  // The stars are a radio group: the arrow keys move along it.
  await toReview.getByRole('radio', { name: '4 stars' }).check();
  await page.keyboard.press('ArrowRight');
  await expect(toReview.getByRole('radio', { name: '5 stars' })).toBeChecked();
  const text = `Crisp, bright and generous salad, order ${number}.`;
  await toReview.getByLabel('Your review').fill(text);
  await toReview.getByRole('button', { name: 'Post review' }).click();

  const mine = page.getByRole('region', { name: 'Your reviews' });
  await expect(mine.getByText(text)).toBeVisible();
  await expect(mine.getByRole('img', { name: '5 stars out of 5' })).toBeVisible();
  await expect(mine.getByRole('button', { name: `Change review of order #${number}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Order #${number}` })).toHaveCount(1);
  expect(await seriousAxeFindings(page), 'Add Review with a review written').toEqual([]);

  // The home page as a browser without JavaScript gets it: the HTML itself holds the review.
  const home = await request.get('/');
  const html = await home.text();
  const testimonials = html.slice(html.indexOf('>Testimonials</h2>'));
  expect(testimonials.length, 'a Testimonials section').toBeLessThan(html.length);
  expect(testimonials).toContain(text);
  expect(testimonials).toContain('Tomás');
  expect(testimonials).toMatch(/Rated <strong>5\.0<\/strong> out of 5/);
  const published = await (await request.get('/api/reviews')).json();
  const restaurant = restaurantData(html);
  expect(restaurant.aggregateRating).toMatchObject({ ratingValue: 5, ratingCount: published.count });
  expect(restaurant.review).toContainEqual(
    expect.objectContaining({ reviewBody: text, reviewRating: expect.objectContaining({ ratingValue: 5 }) }),
  );

  // An admin replies once in public, then hides it with a reason the diner reads.
  const office = await kitchenTablet(browser, baseURL);
  await signUpAsAdmin({ name: 'Mo Moderator' }, office);
  await withAxe(office);
  await office.goto('/dashboard/adminhome');
  await office.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Reviews' }).click();
  const fresh = office
    .getByRole('region', { name: /New reviews/ })
    .getByRole('listitem')
    .filter({ hasText: text });
  await fresh.getByRole('button', { name: `Hide review of order #${number}` }).click();
  await expect(fresh.getByText('Reason is required')).toBeVisible();
  expect(await seriousAxeFindings(office), 'Reviews with an error').toEqual([]);
  await fresh.getByLabel('Public reply').fill('Thank you, Tomás! See you soon.');
  await fresh.getByRole('button', { name: `Reply to order #${number}` }).click();
  // Answered, it is no longer new: it is among all the reviews.
  await expect(fresh).toHaveCount(0);
  await office.getByRole('radio', { name: /^All/ }).check();
  const answered = office
    .getByRole('region', { name: /^All reviews/ })
    .getByRole('listitem')
    .filter({ hasText: text });
  await expect(answered.getByText('Thank you, Tomás! See you soon.')).toBeVisible();
  expect(await (await request.get('/')).text()).toContain('Thank you, Tomás! See you soon.');

  await answered.getByLabel('Reason for hiding (the author sees it)').fill('It names another diner');
  await answered.getByRole('button', { name: `Hide review of order #${number}` }).click();
  await expect(answered.getByText('Hidden: It names another diner')).toBeVisible();
  expect(await seriousAxeFindings(office), 'Reviews with an answered, hidden review').toEqual([]);
  expect(await (await request.get('/')).text()).not.toContain(text);
  await page.reload();
  await expect(mine.getByText('Hidden by the restaurant: It names another diner')).toBeVisible();

  // Hidden by mistake: the admin shows it again from the hidden ones, and the diner's note goes.
  await office.getByRole('radio', { name: /^Hidden/ }).check();
  const hidden = office
    .getByRole('region', { name: /^Hidden reviews/ })
    .getByRole('listitem')
    .filter({ hasText: text });
  await hidden.getByRole('button', { name: `Show again: review of order #${number}` }).click();
  await expect(hidden).toHaveCount(0);
  await office.context().close();
  expect(await (await request.get('/')).text()).toContain(text);
  await page.reload();
  await expect(mine.getByText(text)).toBeVisible();
  await expect(mine.getByText(/Hidden by the restaurant/)).toHaveCount(0);
});

test('staff seat a diner’s table booking; the diner follows My Booking’s link to review the visit on Add Review, where it is listed as a visit, and My Booking says it is reviewed', async ({
  page,
  rootAdmin,
  signUpWithoutUi,
}) => {
  await ensureATable(rootAdmin);
  // Weeks ahead: no other story books that day (the bookings story races for tomorrow's last table).
  const day = await dayAhead(page.request, 20);
  const email = uniqueEmail('vic');
  await signUpWithoutUi({ name: 'Vic Visitor', email, at: '/dashboard/reservation' });
  const form = page.getByRole('form', { name: 'Book a table' });
  await form.getByLabel('Date').fill(day);
  await form.getByLabel('Party size').selectOption('2');
  await form.getByRole('radio').first().check();
  await form.getByLabel('Phone *').fill('+1 555 0142');
  await form.getByRole('button', { name: 'Book the table' }).click();
  await expect(page.getByRole('heading', { name: /^Your (table is booked|booking request is sent)$/ })).toBeVisible();

  // Staff confirm it if it waits for them, and seat the party, as the board does.
  const booked = (await (await rootAdmin.get(`/api/bookings?date=${day}`)).json()).find(
    (booking: { email: string }) => booking.email === email,
  );
  for (const status of booked.status === 'pending' ? ['confirmed', 'seated'] : ['seated']) {
    const moved = await rootAdmin.patch(`/api/bookings/${booked.id}`, { data: { status } });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  await withAxe(page);
  await page.goto('/dashboard/mybooking');
  const onMyBooking = page.getByRole('listitem').filter({ hasText: 'Seated' });
  await onMyBooking.getByRole('link', { name: /^Review this visit of/ }).click();
  await expect(page).toHaveURL(`/dashboard/addreview?booking=${booked.id}`);
  const visit = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Your visit of/ }) });
  await expect(visit.getByRole('heading', { name: /^Your visit of/ })).toBeFocused();
  await expect(visit).toContainText('Table for 2 people');
  await visit.getByRole('radio', { name: '5 stars' }).check();
  const text = `A quiet table by the window, ${day}.`;
  await visit.getByLabel('Your review').fill(text);
  await visit.getByRole('button', { name: 'Post review' }).click();
  const mine = page.getByRole('region', { name: 'Your reviews' });
  await expect(mine.getByText(text)).toBeVisible();
  await expect(mine.getByRole('heading', { name: /^Your visit of/ })).toBeVisible();
  await expect(mine.getByRole('button', { name: /^Change review of visit of/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Orders and visits to review' }).getByRole('listitem')).toHaveCount(0);
  expect(await seriousAxeFindings(page), 'Add Review with a visit reviewed').toEqual([]);

  // Back on My Booking the visit is reviewed: no link to review it again.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Booking' }).click();
  await expect(onMyBooking).toContainText('Reviewed');
  await expect(onMyBooking.getByRole('link', { name: /^Review this visit/ })).toHaveCount(0);
  expect(await seriousAxeFindings(page), 'My Booking with a visit reviewed').toEqual([]);
});

test('Add Review on a phone: the empty page reads in one column and passes axe @phone', async ({
  page,
  signUpWithoutUi,
}) => {
  await signUpWithoutUi({ name: 'Pip Phone', email: uniqueEmail('pip'), at: '/dashboard/addreview' });
  await withAxe(page);
  await page.goto('/dashboard/addreview');
  await expect(page.getByRole('heading', { name: 'Add review', level: 1 })).toBeVisible();
  await expect(page.getByText(/Nothing to review right now/)).toBeVisible();
  await expect(page.getByText('You have not written a review yet.')).toBeVisible();
  const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(scrolls, 'no sideways scrolling').toBe(false);
  expect(await seriousAxeFindings(page)).toEqual([]);
});
