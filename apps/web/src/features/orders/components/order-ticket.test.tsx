import type { Order } from '@bistro/contract/orders';
import { restaurantClock } from '@bistro/contract/restaurant-clock';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderTicket } from './order-ticket.tsx';

const order: Order = {
  _id: '0f0e0d0c-0b0a-4908-8706-050403020100',
  number: 1042,
  status: 'pending',
  email: 'dina@bistro.test',
  customerName: 'Dina Diner',
  phone: '+1 (555) 010-0199',
  lines: [{ menuID: 'dish-1', name: 'Salmon', quantity: 1, price: 12.5 }],
  total: 12.5,
  createdAt: '2026-11-25T18:00:00.000Z',
  pickupAt: null,
  note: null,
  paidAt: '2026-11-25T18:01:00.000Z',
  paidDespite: null,
  refundedAt: null,
  cancellation: null,
  history: [],
};

const ticket = (shown: Order) =>
  render(
    <OrderTicket
      order={shown}
      now={new Date('2026-11-25T18:05:00.000Z')}
      clock={restaurantClock('UTC')}
      busy={false}
      onMove={() => {}}
    />,
  );

describe('the kitchen ticket', () => {
  it('gives the diner’s phone as a link that calls it', () => {
    ticket(order);
    const call = screen.getByRole('link', { name: 'Call Dina Diner: +1 (555) 010-0199' });
    expect(call).toHaveAttribute('href', 'tel:+15550100199');
    expect(call).toHaveTextContent('+1 (555) 010-0199');
  });

  it('shows the name alone for an order without a phone', () => {
    ticket({ ...order, phone: null });
    expect(screen.getByText('Dina Diner')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Call / })).toBeNull();
  });
});
