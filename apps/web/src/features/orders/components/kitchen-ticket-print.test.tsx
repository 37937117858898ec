import { restaurantClock } from '@bistro/contract/restaurant-clock';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { asRound, orderFixture } from '@/test/order-fixture.ts';
import { KitchenTicketSheet } from './kitchen-ticket-print.tsx';

const order = orderFixture({
  number: 58,
  phone: '+1 555 010 0199',
  pickupAt: '2026-11-25T18:30:00.000Z',
  note: 'Nut allergy',
  paidDespite: 'Paid after Soup was marked sold out.',
  lines: [
    {
      id: 'line-pizza',
      menuID: 'pizza',
      refundedQuantity: 0,
      name: 'Margherita',
      quantity: 2,
      price: 19,
      choices: [{ id: 'large', group: 'Size', name: 'Large', price: 4 }],
    },
  ],
});

describe('the kitchen ticket as it prints', () => {
  it('shows the number, pickup, diner, note, the warning and each dish with its choices, without prices', () => {
    render(<KitchenTicketSheet order={order} clock={restaurantClock('UTC')} />, { wrapper: InEnglish });
    expect(screen.getByRole('heading', { level: 1, name: '#58' })).toBeInTheDocument();
    expect(screen.getByText(/^Pickup/)).toHaveTextContent('Pickup Nov 25, 2026, 6:30 PM');
    expect(screen.getByText('+1 555 010 0199')).toBeInTheDocument();
    expect(screen.getByText('Nut allergy')).toBeInTheDocument();
    expect(screen.getByText('Paid after Soup was marked sold out.')).toBeInTheDocument();
    const dishes = screen.getByRole('list', { name: 'Dishes of order 58' });
    expect(within(dishes).getByText('Size: Large')).toBeInTheDocument();
    expect(dishes).toHaveTextContent(/^2 × Margherita/);
    expect(screen.queryByText(/\$/)).toBeNull();
  });

  it('prints a table’s round with the time to serve it and what is left on the table’s tab, nothing once paid there', () => {
    const round = { ...order, ...asRound };
    const { unmount } = render(<KitchenTicketSheet order={round} clock={restaurantClock('UTC')} />, {
      wrapper: InEnglish,
    });
    expect(screen.getByText(/^Serve/)).toHaveTextContent('Serve Nov 25, 2026, 6:30 PM');
    expect(screen.getByText(/^On the table’s tab:/)).toHaveTextContent('On the table’s tab: $12.50');
    expect(screen.queryByText(/Pickup/)).toBeNull();
    unmount();
    render(<KitchenTicketSheet order={{ ...round, paidAtTable: true }} clock={restaurantClock('UTC')} />, {
      wrapper: InEnglish,
    });
    expect(screen.queryByText(/On the table’s tab/)).toBeNull();
  });

  it('leaves out the warning and the note when there are none', () => {
    render(<KitchenTicketSheet order={{ ...order, note: null, paidDespite: null }} clock={restaurantClock('UTC')} />, {
      wrapper: InEnglish,
    });
    expect(screen.queryByText('Check before you make it')).toBeNull();
    expect(screen.queryByText('Note')).toBeNull();
  });
});
