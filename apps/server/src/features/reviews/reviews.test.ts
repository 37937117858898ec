import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/connect.ts';
import { Problem } from '../../http/problems.ts';
import type { Visit } from '../bookings/index.ts';
import { createReviews } from './reviews.ts';
import type { OrderSubject, ReviewGuard, ReviewRow, ReviewsRepository } from './reviews-repository.ts';

// The rules of a review on in-memory stand-ins of the reviews, the orders and the visits, in
// milliseconds; the same rules through the API, on a real database, are reviews.api.test.ts.

const start = new Date('2026-11-26T18:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

const order = (changes: Partial<OrderSubject> = {}): OrderSubject => ({
  orderId: 'order-1',
  userId: 'user-ana',
  number: 1001,
  status: 'completed',
  pickedUpAt: new Date('2026-11-26T12:00:00Z'),
  createdAt: new Date('2026-11-26T11:30:00Z'),
  dishes: ['Soup'],
  ...changes,
});
const visit = (changes: Partial<Visit> = {}): Visit => ({
  bookingId: 'booking-1',
  userId: 'user-ana',
  date: '2026-11-25',
  time: '19:30',
  startsAt: new Date('2026-11-25T19:30:00Z'),
  party: 2,
  visited: true,
  ...changes,
});

/** Reviews over reviews kept in memory, these orders and visits, on a clock the test moves. */
function reviewsOf(orders: OrderSubject[], visits: Visit[]) {
  const rows = new Map<string, ReviewRow>();
  const announced: string[] = [];
  let now = start;
  const holds = (row: ReviewRow, guard: ReviewGuard) => {
    if ('writtenAfter' in guard) return row.createdAt > guard.writtenAfter;
    if ('hidden' in guard) return (row.hiddenAt !== null) === guard.hidden;
    return row.reply === null;
  };
  const repository = {
    order: async (id: string) => orders.find((each) => each.orderId === id) ?? null,
    orders: async (ids: readonly string[]) => orders.filter((each) => ids.includes(each.orderId)),
    byId: async (id: string) => rows.get(id) ?? null,
    async insert(values: Partial<ReviewRow>) {
      const taken = [...rows.values()].some(
        (row) =>
          (values.orderId && row.orderId === values.orderId) ||
          (values.bookingId && row.bookingId === values.bookingId),
      );
      if (taken) return null;
      const row = {
        id: `review-${rows.size + 1}`,
        orderId: null,
        bookingId: null,
        hiddenAt: null,
        hiddenReason: null,
        reply: null,
        repliedAt: null,
        ...values,
      } as ReviewRow;
      rows.set(row.id, row);
      return row;
    },
    async update(id: string, change: Partial<ReviewRow>, guard: ReviewGuard) {
      const row = rows.get(id);
      if (!row || !holds(row, guard)) return null;
      const changed = { ...row, ...change };
      rows.set(id, changed);
      return changed;
    },
    announceChange: async () => {
      announced.push('announced');
    },
  } as unknown as ReviewsRepository;
  const reviews = createReviews({
    repository,
    transaction: (work) => work({} as DbOrTx),
    clock: { now: () => now },
    visits: {
      byIds: async (ids) => visits.filter((each) => ids.includes(each.bookingId)),
      visitedBy: async (userId) => visits.filter((each) => each.userId === userId && each.visited),
    },
  });
  return {
    reviews,
    announced,
    later(days: number) {
      now = new Date(now.getTime() + days * DAY);
    },
  };
}

/** The Problem a rule throws, as its status and words. */
async function refusal(step: () => Promise<unknown>): Promise<[number, string]> {
  try {
    await step();
  } catch (error) {
    if (error instanceof Problem) return [error.statusCode, error.message];
    throw error;
  }
  throw new Error('the step did not refuse');
}

describe('writing a review', () => {
  it('is for the diner’s own picked-up order or seated booking, once each', async () => {
    const { reviews, announced } = reviewsOf([order()], [visit()]);
    const ofOrder = await reviews.create('user-ana', { orderId: 'order-1', rating: 5, text: 'Lovely soup' });
    expect(ofOrder).toMatchObject({ subject: { kind: 'order', number: 1001 }, editable: true, state: 'published' });
    expect(await reviews.create('user-ana', { bookingId: 'booking-1', rating: 4, text: 'Nice table' })).toMatchObject({
      subject: { kind: 'booking', date: '2026-11-25' },
    });
    expect(await refusal(() => reviews.create('user-ana', { orderId: 'order-1', rating: 1, text: 'Again' }))).toEqual([
      409,
      'You have already reviewed this order: change your review instead',
    ]);
    expect(announced).toHaveLength(3);
  });

  it('is refused for someone else’s order as for none, and before the pickup or the seating', async () => {
    const { reviews } = reviewsOf(
      [order(), order({ orderId: 'order-2', status: 'ready' })],
      [visit({ visited: false }), visit({ bookingId: 'booking-2', userId: 'user-bob' })],
    );
    const create = (input: { orderId?: string; bookingId?: string }) =>
      refusal(() => reviews.create('user-ana', { ...input, rating: 5, text: 'Great' }));
    expect(await refusal(() => reviews.create('user-bob', { orderId: 'order-1', rating: 5, text: 'Great' }))).toEqual([
      404,
      'You have no order with this id',
    ]);
    expect(await create({ orderId: 'order-2' })).toEqual([
      422,
      'You can review an order once you have it: picked up or delivered',
    ]);
    expect(await create({ bookingId: 'booking-1' })).toEqual([
      422,
      'You can review a booking once you have been seated',
    ]);
    expect(await create({ bookingId: 'booking-2' })).toEqual([404, 'You have no booking with this id']);
  });
});

describe('changing and moderating a review', () => {
  it('lets its author change it for a week, and no one else', async () => {
    const { reviews, later } = reviewsOf([order()], []);
    const { id } = await reviews.create('user-ana', { orderId: 'order-1', rating: 3, text: 'Fine' });
    expect(await refusal(() => reviews.update('user-bob', id, { rating: 1, text: 'Bad' }))).toEqual([
      404,
      'You have no review with this id',
    ]);
    later(6);
    expect(await reviews.update('user-ana', id, { rating: 4, text: 'Better' })).toMatchObject({ rating: 4 });
    later(2);
    expect(await refusal(() => reviews.update('user-ana', id, { rating: 5, text: 'Best' }))).toEqual([
      409,
      'A review can be changed for 7 days after it was written',
    ]);
  });

  it('hides a review once, shows it again, and replies to it once', async () => {
    const { reviews } = reviewsOf([order()], []);
    const { id } = await reviews.create('user-ana', { orderId: 'order-1', rating: 1, text: 'Rude words' });
    expect(await reviews.hide(id, 'Rude words')).toMatchObject({ state: 'hidden', hiddenReason: 'Rude words' });
    expect(await refusal(() => reviews.hide(id, 'Again'))).toEqual([409, 'This review is hidden already']);
    expect(await reviews.unhide(id)).toMatchObject({ state: 'published', hiddenReason: null });
    expect(await refusal(() => reviews.unhide(id))).toEqual([409, 'This review is not hidden']);
    expect(await reviews.reply(id, 'Sorry to hear it')).toMatchObject({ reply: { text: 'Sorry to hear it' } });
    expect(await refusal(() => reviews.reply(id, 'Twice'))).toEqual([409, 'This review has a reply already']);
    expect(await refusal(() => reviews.hide('review-9', 'None'))).toEqual([404, 'No review has this id']);
  });
});
