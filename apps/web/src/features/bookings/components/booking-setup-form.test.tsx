import type { BookingSetup } from '@bistro/contract/bookings';
import { type WeeklySchedule, weekdays } from '@bistro/contract/restaurant';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { BookingSetupPanel } from './booking-setup-form.tsx';

const saved: BookingSetup = {
  tables: [
    { name: 'T1', seats: 2 },
    { name: 'T2', seats: 2 },
    { name: 'T3', seats: 4 },
  ],
  combinations: [
    ['T2', 'T3'],
    ['T1', 'T3'],
  ],
  slotMinutes: 15,
  stayMinutes: [{ upTo: 50, minutes: 90 }],
  leadMinutes: 120,
  daysAhead: 60,
  largestParty: 8,
  confirm: 'staff',
  cancelCutoffMinutes: 120,
};

/** The opening hours: 17:00–23:00 every day. */
const opening = Object.fromEntries(
  weekdays.map((day) => [day, [{ opens: '17:00', closes: '23:00' }]]),
) as WeeklySchedule;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The set-up page with the API stubbed: it reads `saved`; every set-up it is sent is kept. */
function renderPanel() {
  const sent: BookingSetup[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).endsWith('/api/restaurant')) return json({ weekly: opening });
      if (init?.method !== 'PUT') return json(saved);
      sent.push(JSON.parse(String(init.body)));
      return json(sent.at(-1));
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <BookingSetupPanel />
    </QueryClientProvider>,
    { wrapper: InEnglish },
  );
  return { sent, user: userEvent.setup() };
}

const ticked = (combination: HTMLElement) =>
  within(combination)
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('label')?.textContent);

describe('BookingSetupPanel: tables pushed together', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a renamed table in its combinations, takes a removed one out, and sends the names', async () => {
    const { sent, user } = renderPanel();
    const first = await screen.findByRole('group', { name: 'Combination 1' });
    const second = screen.getByRole('group', { name: 'Combination 2' });
    expect(ticked(first)).toEqual(['T2', 'T3']);
    expect(ticked(second)).toEqual(['T1', 'T3']);

    await user.clear(screen.getByLabelText('Table 2 name'));
    await user.type(screen.getByLabelText('Table 2 name'), 'Window');
    await user.click(screen.getByRole('button', { name: 'Remove table 1' }));
    expect(ticked(first)).toEqual(['Window', 'T3']);
    expect(ticked(second)).toEqual(['T3']);

    await user.click(screen.getByRole('button', { name: 'Save the set-up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A combination needs at least two tables');
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove combination 2' }));
    await user.click(screen.getByRole('button', { name: 'Save the set-up' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      tables: [
        { name: 'Window', seats: 2 },
        { name: 'T3', seats: 4 },
      ],
      combinations: [['Window', 'T3']],
    });
  });

  it('adds a combination from the boxes of the tables', async () => {
    const { sent, user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Add a combination' }));
    const third = screen.getByRole('group', { name: 'Combination 3' });
    await user.click(within(third).getByRole('checkbox', { name: 'T3' }));
    await user.click(within(third).getByRole('checkbox', { name: 'T1' }));
    await user.click(within(third).getByRole('checkbox', { name: 'T2' }));
    await user.click(screen.getByRole('button', { name: 'Save the set-up' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.combinations).toEqual([
      ['T2', 'T3'],
      ['T1', 'T3'],
      ['T1', 'T2', 'T3'],
    ]);
  });
});

describe('BookingSetupPanel: booking hours', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are the opening hours, or hours of their own that start as a copy of them', async () => {
    const { sent, user } = renderPanel();
    const hours = await screen.findByRole('group', { name: 'Booking hours' });
    expect(within(hours).getByRole('radio', { name: 'The opening hours' })).toBeChecked();
    expect(within(hours).queryByLabelText('Monday opens')).toBeNull();

    await user.click(within(hours).getByRole('radio', { name: 'Hours of their own' }));
    expect(within(hours).getByLabelText('Monday opens')).toHaveValue('17:00');
    await user.clear(within(hours).getByLabelText('Friday closes'));
    await user.type(within(hours).getByLabelText('Friday closes'), '21:30');
    await user.click(within(hours).getByRole('button', { name: 'Remove hours 1 on Monday' }));
    await user.click(screen.getByRole('button', { name: 'Save the set-up' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.hours).toEqual({ ...opening, monday: [], friday: [{ opens: '17:00', closes: '21:30' }] });

    await user.click(within(hours).getByRole('radio', { name: 'The opening hours' }));
    await user.click(screen.getByRole('button', { name: 'Save the set-up' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).not.toHaveProperty('hours');
  });
});

describe('BookingSetupPanel: limits against floods', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the defaults where the owner has not chosen, and sends the owner’s bookings per diner and hold', async () => {
    const { sent, user } = renderPanel();
    const perDiner = await screen.findByLabelText('Bookings to come per diner (account or email)');
    const hold = screen.getByLabelText('A request waiting for staff holds its table (minutes)');
    expect(perDiner).toHaveValue('3');
    expect(hold).toHaveValue('120');
    await user.clear(perDiner);
    await user.type(perDiner, '2');
    await user.clear(hold);
    await user.type(hold, '45');
    await user.click(screen.getByRole('button', { name: 'Save the set-up' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ bookingsPerDiner: 2, requestHoldMinutes: 45 });

    await user.clear(hold);
    await user.type(hold, '2');
    await user.click(screen.getByRole('button', { name: 'Save the set-up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hold of a request must be at least 5');
    expect(sent).toHaveLength(1);
  });
});
