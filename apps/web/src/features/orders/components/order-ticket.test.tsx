import type { Order } from '@bistro/contract/orders';
import { restaurantClock } from '@bistro/contract/restaurant-clock';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { orderFixture } from '@/test/order-fixture.ts';
import { OrderTicket } from './order-ticket.tsx';

const order = orderFixture({ phone: '+1 (555) 010-0199' });

const ticket = (shown: Order) =>
  render(
    <MemoryRouter>
      <OrderTicket
        order={shown}
        now={new Date('2026-11-25T18:05:00.000Z')}
        clock={restaurantClock('UTC')}
        busy={false}
        onMove={() => {}}
        onTakePayment={() => {}}
        ticketHref="/dashboard/orders/1/ticket"
      />
    </MemoryRouter>,
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

  it('marks where the order was taken, and what is still to pay: handed over only once paid', () => {
    ticket({ ...order, channel: 'phone', status: 'ready', paymentStatus: 'due', paymentMethod: null, paidAt: null });
    expect(screen.getByText('Phone')).toBeInTheDocument();
    expect(screen.getByText('To pay at pickup: $12.50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take payment for order 1042' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Picked up/ })).toBeNull();
  });

  it('moves a paid order on to pickup, with no payment to take', () => {
    ticket({ ...order, status: 'ready' });
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Picked up: order 1042' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Take payment/ })).toBeNull();
  });
});
