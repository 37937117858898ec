import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import type { PickupChoice } from '../use-pickup-choice.ts';
import { PickupFields } from './pickup-fields.tsx';

/** The choice as usePickupChoice holds it: "as soon as possible" at 6:30 PM, or 7:00 PM, in UTC. */
const choice = {
  restaurant: {
    data: {
      timeZone: 'UTC',
      now: '2026-11-25T18:05:00.000Z',
      asap: '2026-11-25T18:30:00.000Z',
      pickupTimes: ['2026-11-25T19:00:00.000Z'],
    },
  },
  pickup: 'asap',
  setPickup: () => {},
  note: '',
  setNote: () => {},
  moved: false,
  request: { pickup: 'asap', note: '' },
} as unknown as PickupChoice;

const options = () =>
  within(screen.getByRole('combobox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the time at checkout', () => {
  it('is the pickup time for a pickup', () => {
    render(<PickupFields choice={choice} />, { wrapper: InEnglish });
    expect(screen.getByRole('group', { name: 'Pickup' })).toBeInTheDocument();
    expect(screen.getByLabelText('Pickup time')).toBeInTheDocument();
    expect(options()).toEqual(['As soon as possible (about 6:30 PM)', 'Today, 7:00 PM']);
  });

  it('says the arrival for a delivery: the kitchen’s time plus the travel once the address is checked', () => {
    const { rerender } = render(<PickupFields choice={choice} delivery={{ travelMinutes: null }} />, {
      wrapper: InEnglish,
    });
    expect(screen.getByRole('group', { name: 'Delivery' })).toBeInTheDocument();
    const time = screen.getByLabelText('Arrival time');
    expect(time).toHaveAccessibleDescription(/Check the address: the times then say when the order arrives/);
    expect(options()).toEqual(['As soon as possible (about 6:30 PM)', 'Today, 7:00 PM']);

    rerender(<PickupFields choice={choice} delivery={{ travelMinutes: 8 }} />);
    expect(options()).toEqual(['As soon as possible (about 6:38 PM)', 'Today, 7:08 PM']);
    expect(screen.queryByText(/Check the address/)).toBeNull();
    // The value sent stays the kitchen's time: the server adds the travel itself.
    expect(within(screen.getByRole('combobox')).getByRole('option', { name: 'Today, 7:08 PM' })).toHaveValue(
      '2026-11-25T19:00:00.000Z',
    );
  });
});
