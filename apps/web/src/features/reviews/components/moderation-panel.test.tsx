import type { ModeratedReview, ModerationPage } from '@bistro/contract/reviews';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { ModerationPanel } from './moderation-panel.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A review of order #`number`, as the moderation list answers it. */
const reviewOf = (number: number, hidden = false): ModeratedReview => ({
  id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
  subject: {
    kind: 'order',
    orderId: '10000000-0000-4000-8000-000000000000',
    number,
    dishes: ['Soup'],
    at: '2026-11-26T12:00:00.000Z',
  },
  rating: 4,
  text: `Review of order ${number}, a fine one.`,
  createdAt: '2026-11-26T12:00:00.000Z',
  updatedAt: '2026-11-26T12:00:00.000Z',
  state: hidden ? 'hidden' : 'published',
  hiddenReason: hidden ? 'Off topic' : null,
  reply: null,
  author: { name: 'Ana Lopez', email: 'ana@example.test' },
});

const counts = { new: 3, hidden: 1, all: 4 };

/** The panel with the API stubbed: new reviews in two pages (2, then 1), one hidden review; every request kept. */
function renderPanel() {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requested.push(`${init?.method ?? 'GET'} ${url}`);
      const query = new URL(url, 'http://localhost').searchParams;
      if (url.startsWith('/api/reviews/moderation')) {
        const page: ModerationPage =
          query.get('show') === 'hidden'
            ? { reviews: [reviewOf(9, true)], next: null, counts }
            : query.get('after') === 'page-2'
              ? { reviews: [reviewOf(1)], next: null, counts }
              : { reviews: [reviewOf(3), reviewOf(2)], next: 'page-2', counts };
        return json(page);
      }
      if (url.endsWith('/unhide')) return json(reviewOf(9));
      return json({ restaurant: { timeZone: 'UTC' } });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ModerationPanel />
    </QueryClientProvider>,
    { wrapper: InEnglish },
  );
  return { requested, user: userEvent.setup() };
}

describe('ModerationPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the new reviews a page at a time: More asks for the page after the last one, and goes once all are shown', async () => {
    const { requested, user } = renderPanel();
    const list = await screen.findByRole('region', { name: 'New reviews (3)' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Showing 2 of 3')).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: 'More reviews' }));
    expect(await within(list).findByText('Review of order 1, a fine one.')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).queryByRole('button', { name: 'More reviews' })).toBeNull();
    expect(requested).toContain('GET /api/reviews/moderation?show=new&after=page-2');
  });

  it('shows the hidden reviews when asked, each with Show again, which asks the server to show it', async () => {
    const { requested, user } = renderPanel();
    await screen.findByRole('region', { name: 'New reviews (3)' });
    await user.click(screen.getByRole('radio', { name: 'Hidden (1)' }));
    const list = await screen.findByRole('region', { name: 'Hidden reviews (1)' });
    const hidden = await within(list).findByRole('listitem');
    expect(within(hidden).getByText('Hidden: Off topic')).toBeTruthy();

    await user.click(within(hidden).getByRole('button', { name: 'Show again: review of order #9' }));
    await vi.waitFor(() => expect(requested).toContain(`POST /api/reviews/${reviewOf(9).id}/unhide`));
    expect(requested).toContain('GET /api/reviews/moderation?show=hidden');
  });
});
