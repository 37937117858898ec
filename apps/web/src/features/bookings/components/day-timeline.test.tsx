import type { BookingFloor, BookingView } from '@bistro/contract/bookings';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { DayTimeline } from './day-timeline.tsx';

// Open 17:00–23:00 in Kolkata (UTC+5:30): whole hours there are half hours in UTC.
const timeZone = 'Asia/Kolkata';
const floor: BookingFloor = {
  tables: [
    { name: 'T1', seats: 2 },
    { name: 'T2', seats: 2 },
    { name: 'T3', seats: 6 },
  ],
  openings: [{ start: '2026-11-27T11:30:00.000Z', end: '2026-11-27T17:30:00.000Z' }],
};

let bookings = 0;
function booking(changes: Partial<BookingView>): BookingView {
  bookings += 1;
  return {
    id: `00000000-0000-4000-8000-00000000000${bookings}`,
    date: '2026-11-27',
    time: '19:00',
    startsAt: '2026-11-27T13:30:00.000Z',
    endsAt: '2026-11-27T15:00:00.000Z',
    party: 2,
    table: 'T1',
    tables: ['T1'],
    name: `Diner ${bookings}`,
    phone: '',
    email: '',
    note: null,
    status: 'confirmed',
    reason: null,
    cancellable: true,
    holdsUntil: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...changes,
  };
}

const rowOf = (table: string) =>
  screen.getByText(table, { exact: false, selector: 'span' }).closest('li') as HTMLElement;

describe('the bookings board’s timeline', () => {
  it('draws each visit on its tables across the hours, and leads a pressed bar to its booking', async () => {
    const shown = vi.fn();
    const pushedTogether = booking({
      name: 'Party of four',
      party: 4,
      table: 'T1 + T2',
      tables: ['T1', 'T2'],
      startsAt: '2026-11-27T15:30:00.000Z',
      endsAt: '2026-11-27T17:00:00.000Z',
      status: 'pending',
    });
    render(
      <DayTimeline
        floor={floor}
        bookings={[
          booking({ name: 'Ana' }),
          pushedTogether,
          booking({ name: 'Declined', table: 'T3', tables: ['T3'], status: 'declined' }),
        ]}
        timeZone={timeZone}
        now={null}
        onShow={shown}
      />,
      { wrapper: InEnglish },
    );

    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByText('5 PM')).toBeVisible();
    expect(within(timeline).getByText('10 PM')).toBeVisible();
    // Every table has its row, in the set-up's order, booked or not.
    expect(
      within(timeline)
        .getAllByText(/^T\d/)
        .map((label) => label.textContent),
    ).toEqual(['T1 · 2 seats:', 'T2 · 2 seats:', 'T3 · 6 seats:']);

    // 19:00–20:30 of 17:00–23:00: a third of the way, a quarter of the width.
    const ana = within(rowOf('T1')).getByRole('button', { name: '7:00 PM Ana, until 8:30 PM, 2 people, Confirmed' });
    expect(ana.style.left).toBe('33.333%');
    expect(ana.style.width).toBe('25%');
    // Tables pushed together: a bar on each. A declined request holds no table: none.
    for (const table of ['T1', 'T2']) {
      expect(
        within(rowOf(table)).getByRole('button', {
          name: '9:00 PM Party of four, until 10:30 PM, 4 people, Waiting for confirmation',
        }),
      ).toBeVisible();
    }
    expect(within(rowOf('T3')).queryByRole('button')).toBeNull();
    expect(screen.queryByText('Now')).toBeNull();

    await userEvent.click(within(rowOf('T2')).getByRole('button'));
    expect(shown).toHaveBeenCalledWith(pushedTogether);
  });

  it('stretches past the opening hours to a visit that does, and marks now on today’s', () => {
    render(
      <DayTimeline
        floor={floor}
        bookings={[booking({ name: 'Late', startsAt: '2026-11-27T17:00:00.000Z', endsAt: '2026-11-27T18:15:00.000Z' })]}
        timeZone={timeZone}
        now={new Date('2026-11-27T12:30:00.000Z')}
        onShow={() => {}}
      />,
      { wrapper: InEnglish },
    );
    // 17:00 to 00:00 (the visit leaves at 23:45): seven hours marked, the last 11 PM.
    expect(screen.getAllByText(/^\d+ [AP]M$/).map((mark) => mark.textContent)).toEqual([
      '5 PM',
      '6 PM',
      '7 PM',
      '8 PM',
      '9 PM',
      '10 PM',
      '11 PM',
    ]);
    expect(screen.getByText('Now')).toBeVisible();
  });

  it('says today what each table is doing now beside its row, as the board is told', () => {
    const doing: Record<string, string> = { T1: 'Open · $24.50 due', T3: 'Paying the bill' };
    render(
      <DayTimeline
        floor={floor}
        bookings={[booking({ name: 'Ana' })]}
        timeZone={timeZone}
        now={new Date('2026-11-27T12:30:00.000Z')}
        onShow={() => {}}
        tableState={(table) => doing[table] ?? null}
      />,
      { wrapper: InEnglish },
    );
    expect(rowOf('T1')).toHaveTextContent(/^T1 · 2 seats\s*Open · \$24\.50 due:/);
    expect(rowOf('T3')).toHaveTextContent(/^T3 · 6 seats\s*Paying the bill:/);
    expect(rowOf('T2')).toHaveTextContent(/^T2 · 2 seats:/);
  });

  it('is not drawn for a day without visits', () => {
    render(
      <DayTimeline
        floor={floor}
        bookings={[booking({ status: 'cancelled' })]}
        timeZone={timeZone}
        now={null}
        onShow={() => {}}
      />,
      { wrapper: InEnglish },
    );
    expect(screen.queryByRole('region', { name: 'Timeline' })).toBeNull();
  });
});
