import type { MenuItem } from '@bistro/contract/menu';
import { dayAfter, localDay } from '@bistro/contract/restaurant-clock';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buyDishes, type SignedIn, signInAs, testClock } from '../../../test/helper.ts';
import { pickedUpOrder as pickedUp } from '../../../test/picked-up-orders.ts';
import { bookingOf } from '../../../test/seated-bookings.ts';
import { REVIEW_WRITES_PER_DINER } from './reviews-routes.ts';

const DAY = 24 * 60 * 60;
const GOOD_TEXT = 'Crisp crust, generous topping, ready on time.';

describe('reviews: diners review picked-up orders and seated bookings, admins moderate, anyone reads what is published', () => {
  const clock = testClock(new Date('2026-11-26T12:00:00Z'));
  let app: FastifyInstance;
  let admin: SignedIn;
  let cook: SignedIn;
  let ana: SignedIn;
  let ben: SignedIn;
  let dishes: MenuItem[];

  beforeAll(async () => {
    app = await buildTestApp({}, { clock });
    admin = await signInAs(app, { email: 'reviews-admin@bistro.test', role: 'admin' });
    cook = await signInAs(app, { email: 'reviews-cook@bistro.test', role: 'staff' });
    ana = await signInAs(app, { email: 'ana@reviews.test', name: 'Ana Lopez' });
    ben = await signInAs(app, { email: 'ben@reviews.test', name: 'Ben Okafor' });
    dishes = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
  });
  afterAll(() => app.close());

  const send = (who: SignedIn | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, ...(who ? { headers: who.headers } : {}), ...(payload ? { payload } : {}) });

  /** A picked-up order of these dishes (menu indexes). */
  const pickedUpOrder = (who: SignedIn, dishIndexes = [0]) =>
    pickedUp(
      app,
      who,
      dishIndexes.map((index) => dishes[index]?._id ?? ''),
    );

  const review = (who: SignedIn, orderId: string, rating = 5, text = GOOD_TEXT) =>
    send(who, 'POST', '/api/reviews', { orderId, rating, text });
  const reviewVisit = (who: SignedIn, bookingId: string, rating = 5, text = GOOD_TEXT) =>
    send(who, 'POST', '/api/reviews', { bookingId, rating, text });

  type Moderated = { id: string; state: string; hiddenReason: string | null; reply: { text: string } | null };
  /** Every review a moderation filter shows, page after page (newest first). */
  async function moderationList(show: 'new' | 'hidden' | 'all', size = 100): Promise<Moderated[]> {
    const reviews: Moderated[] = [];
    let after: string | null = null;
    do {
      const query: string = `show=${show}&size=${size}${after ? `&after=${encodeURIComponent(after)}` : ''}`;
      const page = await send(admin, 'GET', `/api/reviews/moderation?${query}`);
      expect(page.statusCode, page.body).toBe(200);
      reviews.push(...page.json().reviews);
      after = page.json().next;
    } while (after);
    return reviews;
  }
  const idsOf = (reviews: { id: string }[]) => reviews.map((each) => each.id);

  it('lists a picked-up order as reviewable; the review is published, then the order is no longer reviewable', async () => {
    const orderId = await pickedUpOrder(ana, [0, 1]);
    const before = (await send(ana, 'GET', '/api/reviews/mine')).json();
    expect(before.reviewable).toEqual([
      expect.objectContaining({ kind: 'order', orderId, dishes: [dishes[0]?.name, dishes[1]?.name].sort() }),
    ]);

    const created = await review(ana, orderId, 4);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      rating: 4,
      text: GOOD_TEXT,
      state: 'published',
      editable: true,
      editableUntil: '2026-12-03T12:00:00.000Z',
      subject: { kind: 'order', orderId },
    });

    const after = (await send(ana, 'GET', '/api/reviews/mine')).json();
    expect(after.reviewable).toEqual([]);
    expect(after.reviews.map((each: { id: string }) => each.id)).toEqual([created.json().id]);

    const published = (await send(null, 'GET', '/api/reviews')).json();
    expect(published).toMatchObject({ average: 4, count: 1 });
    expect(published.latest[0]).toEqual({
      id: created.json().id,
      author: 'Ana',
      rating: 4,
      text: GOOD_TEXT,
      createdAt: '2026-11-26T12:00:00.000Z',
      reply: null,
    });
    expect(JSON.stringify(published)).not.toContain('ana@reviews.test');

    const again = await review(ana, orderId, 5);
    expect(again.statusCode).toBe(409);
  });

  it('refuses a review of another diner’s order (404, as for none) and of an order not picked up yet (422)', async () => {
    const anasOrder = await pickedUpOrder(ana);
    expect((await review(ben, anasOrder)).statusCode).toBe(404);
    expect((await review(ben, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const { orderId: unready } = await buyDishes(app, ben, [dishes[2]?._id ?? '']);
    const early = await review(ben, unready);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toMatch(/once you have it: picked up or delivered/);
  });

  it.each([
    ['no rating', { text: GOOD_TEXT }, /Rating/],
    ['6 stars', { rating: 6, text: GOOD_TEXT }, /1 to 5 stars/],
    ['half a star', { rating: 4.5, text: GOOD_TEXT }, /whole number/],
    ['a text too short', { rating: 5, text: ' ok  ' }, /at least 10 characters/],
    ['a text too long', { rating: 5, text: 'a'.repeat(1001) }, /at most 1000 characters/],
    ['HTML', { rating: 5, text: 'Lovely <script>alert(1)</script> food' }, /plain text, without HTML/],
    ['an HTML entity', { rating: 5, text: 'Lovely &lt;b&gt; food here' }, /plain text/],
    ['a NUL', { rating: 5, text: 'Lovely food\u0000 here' }, /control characters/],
    ['text that is not text', { rating: 5, text: { html: 1 } }, /Review must be text/],
  ])('refuses %s with a 400 naming the problem', async (_, body, message) => {
    const response = await send(ana, 'POST', '/api/reviews', {
      orderId: '00000000-0000-4000-8000-000000000000',
      ...body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(message);
  });

  it('lets the author change a review for 7 days, nobody else, and refuses after (409)', async () => {
    const orderId = await pickedUpOrder(ben);
    const { id } = (await review(ben, orderId, 3)).json();
    expect((await send(ana, 'PATCH', `/api/reviews/${id}`, { rating: 1 })).statusCode).toBe(404);
    expect((await send(ben, 'PATCH', `/api/reviews/${id}`, {})).statusCode).toBe(400);

    clock.advance(6 * DAY);
    const changed = await send(ben, 'PATCH', `/api/reviews/${id}`, { rating: 5, text: 'Better on second thought.' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ rating: 5, text: 'Better on second thought.', editable: true });

    clock.advance(DAY);
    const late = await send(ben, 'PATCH', `/api/reviews/${id}`, { rating: 4 });
    expect(late.statusCode).toBe(409);
    const mine = (await send(ben, 'GET', '/api/reviews/mine')).json();
    expect(mine.reviews[0]).toMatchObject({ rating: 5, editable: false });
  });

  it('lets an admin hide a review with a reason its author reads and reply once; the public sees neither the hidden review nor its stars', async () => {
    const carla = await signInAs(app, { email: 'carla@reviews.test', name: 'Carla' });
    const kept = (await review(carla, await pickedUpOrder(carla), 5, 'Best soup in town, truly.')).json();
    const rude = (await review(carla, await pickedUpOrder(carla), 1, 'Some words we would rather not print.')).json();

    const queue = await moderationList('new');
    expect(idsOf(queue)).toEqual(expect.arrayContaining([kept.id, rude.id]));
    expect(queue.find((each) => each.id === rude.id)).toMatchObject({
      author: { name: 'Carla', email: 'carla@reviews.test' },
    });

    const publicBefore = (await send(null, 'GET', '/api/reviews')).json();
    const hidden = await send(admin, 'POST', `/api/reviews/${rude.id}/hide`, { reason: 'Insults the staff' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await send(admin, 'POST', `/api/reviews/${rude.id}/hide`, { reason: 'Again' })).statusCode).toBe(409);

    const publicAfter = (await send(null, 'GET', '/api/reviews')).json();
    expect(publicAfter.count).toBe(publicBefore.count - 1);
    expect(publicAfter.latest.map((each: { id: string }) => each.id)).not.toContain(rude.id);

    const carlas = (await send(carla, 'GET', '/api/reviews/mine')).json();
    expect(carlas.reviews.find((each: { id: string }) => each.id === rude.id)).toMatchObject({
      state: 'hidden',
      hiddenReason: 'Insults the staff',
    });

    const replied = await send(admin, 'POST', `/api/reviews/${kept.id}/reply`, { text: 'Thank you, Carla!' });
    expect(replied.statusCode, replied.body).toBe(200);
    expect((await send(admin, 'POST', `/api/reviews/${kept.id}/reply`, { text: 'Twice?' })).statusCode).toBe(409);
    const shown = (await send(null, 'GET', '/api/reviews')).json();
    expect(shown.latest.find((each: { id: string }) => each.id === kept.id).reply).toEqual({
      text: 'Thank you, Carla!',
      at: clock.now().toISOString(),
    });
    expect(idsOf(await moderationList('new'))).not.toContain(kept.id);
    expect(idsOf(await moderationList('hidden'))).toContain(rude.id);
    expect(idsOf(await moderationList('hidden'))).not.toContain(kept.id);
    expect(idsOf(await moderationList('all'))).toEqual(expect.arrayContaining([kept.id, rude.id]));
  });

  it('lets an admin show a hidden review again: its reason gone, published to the author and the public, hideable again', async () => {
    clock.advance(60); // The newest review, so the public list's latest has it.
    const eve = await signInAs(app, { email: 'eve@reviews.test', name: 'Eve' });
    const { id } = (await review(eve, await pickedUpOrder(eve), 2, 'Hidden by mistake, it seems.')).json();
    expect((await send(admin, 'POST', `/api/reviews/${id}/unhide`)).statusCode).toBe(409);
    expect((await send(admin, 'POST', `/api/reviews/${id}/hide`, { reason: 'Looked like spam' })).statusCode).toBe(200);
    const publicIds = async () => idsOf((await send(null, 'GET', '/api/reviews')).json().latest);
    expect(await publicIds()).not.toContain(id);

    const shown = await send(admin, 'POST', `/api/reviews/${id}/unhide`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ id, state: 'published', hiddenReason: null });
    expect(await publicIds()).toContain(id);
    const evesOwn = (await send(eve, 'GET', '/api/reviews/mine')).json().reviews[0];
    expect(evesOwn).toMatchObject({ id, state: 'published', hiddenReason: null });
    expect(idsOf(await moderationList('hidden'))).not.toContain(id);
    expect(idsOf(await moderationList('new'))).toContain(id);

    expect((await send(admin, 'POST', `/api/reviews/${id}/unhide`)).statusCode).toBe(409);
    expect((await send(admin, 'POST', `/api/reviews/${id}/hide`, { reason: 'Spam after all' })).statusCode).toBe(200);
    expect((await send(admin, 'POST', '/api/reviews/00000000-0000-4000-8000-000000000000/unhide')).statusCode).toBe(
      404,
    );
  });

  it('pages the moderation list newest first: each review once across the pages, the counts of each filter', async () => {
    const frank = await signInAs(app, { email: 'frank@reviews.test', name: 'Frank' });
    const written: string[] = [];
    for (let index = 0; index < 5; index++) {
      clock.advance(60);
      written.unshift(
        (await review(frank, await pickedUpOrder(frank), 4, `Visit number ${index + 1} was good.`)).json().id,
      );
    }
    const first = (await send(admin, 'GET', '/api/reviews/moderation?show=all&size=2')).json();
    expect(idsOf(first.reviews)).toEqual(written.slice(0, 2));
    const second = (
      await send(admin, 'GET', `/api/reviews/moderation?show=all&size=2&after=${encodeURIComponent(first.next)}`)
    ).json();
    expect(idsOf(second.reviews)).toEqual(written.slice(2, 4));

    const all = await moderationList('all', 3);
    expect(new Set(idsOf(all)).size).toBe(all.length);
    expect(all).toHaveLength(first.counts.all);
    expect(await moderationList('new', 3)).toHaveLength(first.counts.new);
    expect(await moderationList('hidden', 1)).toHaveLength(first.counts.hidden);
    const newest = all.map((each) => (each as unknown as { createdAt: string }).createdAt);
    expect(newest).toEqual([...newest].sort().reverse());

    for (const query of [
      'show=old',
      'size=0',
      'size=101',
      'size=two',
      'after=yesterday',
      'after=2026-11-26T12:00:00.000Z_x',
    ]) {
      const refused = await send(admin, 'GET', `/api/reviews/moderation?${query}`);
      expect(refused.statusCode, query).toBe(400);
    }
  });

  it('gives a dish its average once 3 published reviews count it (one per review however many it held)', async () => {
    const dish = dishes[5];
    const others = [
      await signInAs(app, { email: 'd1@reviews.test' }),
      await signInAs(app, { email: 'd2@reviews.test' }),
    ];
    const rated = async () =>
      (await send(null, 'GET', '/api/reviews'))
        .json()
        .dishes.find((each: { menuItemId: string }) => each.menuItemId === dish?._id);
    await review(others[0] as SignedIn, await pickedUpOrder(others[0] as SignedIn, [5, 5]), 5);
    await review(others[1] as SignedIn, await pickedUpOrder(others[1] as SignedIn, [5]), 4);
    expect(await rated()).toBeUndefined();
    await review(others[1] as SignedIn, await pickedUpOrder(others[1] as SignedIn, [5, 6]), 4);
    expect(await rated()).toEqual({ menuItemId: dish?._id, average: 4.3, count: 3 });
  });

  it('gives the author their reviews in their data export, and drops a deleted account’s from the public list', async () => {
    clock.advance(60); // The newest review, so the public list's latest has it.
    const dora = await signInAs(app, { email: 'dora@reviews.test', name: 'Dora' });
    const { id } = (await review(dora, await pickedUpOrder(dora), 5, 'Gone with my account, please.')).json();
    const exported = (await send(dora, 'GET', '/api/me/export')).json();
    expect(exported.reviews).toEqual([
      expect.objectContaining({ id, rating: 5, text: 'Gone with my account, please.' }),
    ]);

    const publicIds = async () =>
      (await send(null, 'GET', '/api/reviews')).json().latest.map((each: { id: string }) => each.id);
    expect(await publicIds()).toContain(id);
    expect((await send(admin, 'DELETE', `/api/users/${dora.user.id}`)).statusCode).toBe(200);
    await expect.poll(publicIds, { timeout: 5_000 }).not.toContain(id);
  });

  it('lists a seated booking to review next to picked-up orders; the review names the visit, one per booking', async () => {
    clock.advance(60); // The newest reviews, so the public list's latest has them.
    const vera = await signInAs(app, { email: 'vera@reviews.test', name: 'Vera Visit' });
    const orderId = await pickedUpOrder(vera);
    const seated = await bookingOf(app, vera, { time: '19:00', party: 3 });
    const done = await bookingOf(app, vera, { status: 'done', time: '20:00' });
    await bookingOf(app, vera, { status: 'confirmed', time: '21:00' });

    const before = (await send(vera, 'GET', '/api/reviews/mine')).json();
    const tomorrow = dayAfter(localDay(clock.now(), 'UTC'));
    expect(before.reviewable).toEqual([
      { kind: 'booking', bookingId: done, date: tomorrow, time: '20:00', party: 2, at: `${tomorrow}T20:00:00.000Z` },
      { kind: 'booking', bookingId: seated, date: tomorrow, time: '19:00', party: 3, at: `${tomorrow}T19:00:00.000Z` },
      expect.objectContaining({ kind: 'order', orderId }),
    ]);

    const created = await reviewVisit(vera, seated, 4, 'A warm welcome and a quiet table.');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      rating: 4,
      state: 'published',
      subject: { kind: 'booking', bookingId: seated, date: tomorrow, time: '19:00', party: 3 },
    });
    expect((await reviewVisit(vera, seated, 5)).statusCode).toBe(409);

    const after = (await send(vera, 'GET', '/api/reviews/mine')).json();
    expect(
      after.reviewable.map((subject: { bookingId?: string; orderId?: string }) => subject.bookingId ?? subject.orderId),
    ).toEqual([done, orderId]);
    expect(after.reviews[0]).toMatchObject({ id: created.json().id, subject: { kind: 'booking', bookingId: seated } });
    expect((await review(vera, orderId)).statusCode).toBe(201);
    expect((await send(null, 'GET', '/api/reviews')).json().latest).toContainEqual(
      expect.objectContaining({ id: created.json().id, author: 'Vera', text: 'A warm welcome and a quiet table.' }),
    );
    expect(await moderationList('new')).toContainEqual(
      expect.objectContaining({
        id: created.json().id,
        subject: expect.objectContaining({ kind: 'booking', bookingId: seated }),
      }),
    );
  });

  it('refuses a review of another diner’s booking (404, as for none) and of a booking without a visit (422)', async () => {
    const walt = await signInAs(app, { email: 'walt@reviews.test', name: 'Walt' });
    const xena = await signInAs(app, { email: 'xena@reviews.test', name: 'Xena' });
    const waltsVisit = await bookingOf(app, walt);
    expect((await reviewVisit(xena, waltsVisit)).statusCode).toBe(404);
    expect((await reviewVisit(xena, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    for (const status of ['pending', 'confirmed', 'no_show', 'declined', 'cancelled'] as const) {
      const bookingId = await bookingOf(app, xena, { status, time: '18:00' });
      const refused = await reviewVisit(xena, bookingId);
      expect(refused.statusCode, status).toBe(422);
      expect(refused.json(), status).toMatchObject({
        message: 'You can review a booking once you have been seated',
        details: { reason: 'not_seated' },
      });
    }
    expect((await send(xena, 'GET', '/api/reviews/mine')).json().reviewable).toEqual([]);

    const both = await send(xena, 'POST', '/api/reviews', {
      orderId: '00000000-0000-4000-8000-000000000000',
      bookingId: waltsVisit,
      rating: 5,
      text: GOOD_TEXT,
    });
    expect(both.statusCode).toBe(400);
    expect(both.body).toMatch(/an order or of a booking, not both/);
    const neither = await send(xena, 'POST', '/api/reviews', { rating: 5, text: GOOD_TEXT });
    expect(neither.statusCode).toBe(400);
    expect((await reviewVisit(xena, 'not-a-booking')).body).toMatch(/Booking id must be a UUID/);
  });

  it('drops a deleted account’s review of a visit from the public list, as its reviews of orders', async () => {
    clock.advance(60); // The newest review, so the public list's latest has it.
    const yara = await signInAs(app, { email: 'yara@reviews.test', name: 'Yara' });
    const { id } = (await reviewVisit(yara, await bookingOf(app, yara), 5, 'Lovely evening, gone with me.')).json();
    const exported = (await send(yara, 'GET', '/api/me/export')).json();
    expect(exported.reviews).toEqual([
      expect.objectContaining({ id, subject: expect.objectContaining({ kind: 'booking' }) }),
    ]);
    const publicIds = async () => idsOf((await send(null, 'GET', '/api/reviews')).json().latest);
    expect(await publicIds()).toContain(id);
    expect((await send(admin, 'DELETE', `/api/users/${yara.user.id}`)).statusCode).toBe(200);
    await expect.poll(publicIds, { timeout: 5_000 }).not.toContain(id);
    expect(idsOf(await moderationList('all'))).not.toContain(id);
  });

  it('guards the routes: anonymous reads only the published list, diners and cooks cannot moderate', async () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    expect((await send(null, 'GET', '/api/reviews')).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['GET', '/api/reviews/mine', undefined],
      ['POST', '/api/reviews', { orderId: someId, rating: 5, text: GOOD_TEXT }],
      ['PATCH', `/api/reviews/${someId}`, { rating: 5 }],
      ['GET', '/api/reviews/moderation', undefined],
      ['POST', `/api/reviews/${someId}/hide`, { reason: 'x' }],
      ['POST', `/api/reviews/${someId}/unhide`, undefined],
      ['POST', `/api/reviews/${someId}/reply`, { text: 'x' }],
    ] as const) {
      expect((await send(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    for (const who of [ana, cook]) {
      for (const [url, payload] of [
        [`/api/reviews/${someId}/hide`, { reason: 'x' }],
        [`/api/reviews/${someId}/unhide`, undefined],
        [`/api/reviews/${someId}/reply`, { text: 'x' }],
      ] as const) {
        expect((await send(who, 'POST', url, payload)).statusCode).toBe(403);
      }
      expect((await send(who, 'GET', '/api/reviews/moderation')).statusCode).toBe(403);
    }
    expect((await send(admin, 'POST', `/api/reviews/${someId}/hide`, { reason: 'x' })).statusCode).toBe(404);
    expect((await send(admin, 'POST', '/api/reviews/not-an-id/reply', { text: 'x' })).statusCode).toBe(400);
  });

  it(`limits a diner to ${REVIEW_WRITES_PER_DINER} writes an hour (429), counted per diner`, async () => {
    const eager = await signInAs(app, { email: 'eager@reviews.test' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= REVIEW_WRITES_PER_DINER; attempt++) {
      statuses.push((await review(eager, '00000000-0000-4000-8000-000000000000')).statusCode);
    }
    expect(statuses.slice(0, REVIEW_WRITES_PER_DINER).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await review(ana, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
