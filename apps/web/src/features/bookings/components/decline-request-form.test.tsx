import type { BookingView } from '@bistro/contract/bookings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { DeclineRequestForm } from './decline-request-form.tsx';

const request: BookingView = {
  id: '00000000-0000-4000-8000-000000000001',
  date: '2026-12-04',
  time: '12:00',
  startsAt: '2026-12-04T12:00:00.000Z',
  endsAt: '2026-12-04T13:30:00.000Z',
  party: 2,
  table: 'T1',
  tables: ['T1'],
  name: 'Flo Od',
  phone: '',
  email: 'flo@example.com',
  note: null,
  status: 'pending',
  reason: null,
  cancellable: true,
  holdsUntil: null,
  createdAt: '2026-11-27T10:00:00.000Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The form with the API stubbed: every request it sends is kept, and answered with `answer`. */
function renderForm(answer: (body: unknown) => Response) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      sent.push({ method: init?.method ?? 'GET', url: String(url), body });
      return answer(body);
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <DeclineRequestForm booking={request} who="Flo Od on Fri, Dec 4, 12:00 PM" />
    </QueryClientProvider>,
    { wrapper: InEnglish },
  );
  return { sent, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('DeclineRequestForm', () => {
  it('asks for a reason before anything is sent', async () => {
    const { sent, user } = renderForm(() => json({}));
    await user.click(screen.getByRole('button', { name: 'Send the refusal' }));
    expect(await screen.findByText('Reason is required')).toBeVisible();
    expect(screen.getByLabelText('Reason for the diner')).toHaveAccessibleDescription('Reason is required');
    expect(sent).toEqual([]);
  });

  it('declines this request with the reason, trimmed', async () => {
    const { sent, user } = renderForm((body) => json({ ...request, ...(body as object) }));
    await user.type(screen.getByLabelText('Reason for the diner'), '  Fully booked that day  ');
    await user.click(screen.getByRole('button', { name: 'Send the refusal' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PATCH',
      url: expect.stringMatching(/\/api\/bookings\/00000000-0000-4000-8000-000000000001$/),
      body: { status: 'declined', reason: 'Fully booked that day' },
    });
  });

  it('declines every request waiting from the email in one refusal, and says how many', async () => {
    const declined = [request, { ...request, id: '00000000-0000-4000-8000-000000000002' }];
    const { sent, user } = renderForm(() => json({ declined }));
    await user.click(screen.getByRole('radio', { name: 'Every request waiting from flo@example.com' }));
    await user.type(screen.getByLabelText('Reason for the diner'), 'Requests in bulk: please call us');
    await user.click(screen.getByRole('button', { name: 'Send the refusal' }));
    expect(await screen.findByRole('status')).toHaveTextContent('2 requests declined.');
    expect(sent).toEqual([
      {
        method: 'POST',
        url: expect.stringMatching(/\/decline-all$/),
        body: { from: 'email', reason: 'Requests in bulk: please call us' },
      },
    ]);
  });

  it('says why nothing was declined when the server refuses', async () => {
    const { user } = renderForm(() =>
      json({ error: 'conflict', message: 'This booking is no longer waiting for staff' }, 409),
    );
    await user.type(screen.getByLabelText('Reason for the diner'), 'Closed for a private party');
    await user.click(screen.getByRole('button', { name: 'Send the refusal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not declined: This booking is no longer waiting for staff',
    );
  });
});
