import type { Order } from '@bistro/contract/orders';
import { restaurantClock } from '@bistro/contract/restaurant-clock';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { InEnglish, inLanguage } from '@/test/in-english.tsx';
import { asRound, orderFixture } from '@/test/order-fixture.ts';
import { OrderTicket } from './order-ticket.tsx';

const order = orderFixture({ phone: '+1 (555) 010-0199' });
const courses: Record<string, { name: string; rank: number }> = {
  onion: { name: 'Soups', rank: 2 },
  bisque: { name: 'Soups', rank: 2 },
  salad: { name: 'Salad', rank: 0 },
  cake: { name: 'Desserts', rank: 3 },
};

const ticket = (shown: Order, onAccept = vi.fn(async () => {})) =>
  render(
    <MemoryRouter>
      <OrderTicket
        order={shown}
        now={new Date('2026-11-25T18:05:00.000Z')}
        clock={restaurantClock('UTC')}
        busy={false}
        onMove={() => {}}
        onTakePayment={() => {}}
        onAccept={onAccept}
        courseOf={(menuID) => courses[menuID]}
        ticketHref="/dashboard/orders/1/ticket"
      />
    </MemoryRouter>,
    { wrapper: InEnglish },
  );

const line = (menuID: string, name: string, quantity = 1) => ({
  id: `line-${name}`,
  menuID,
  name,
  quantity,
  price: 9.5,
  choices: [],
  refundedQuantity: 0,
});

describe('the kitchen ticket', () => {
  it('gives the diner’s phone as a link that calls it', () => {
    ticket(order);
    const call = screen.getByRole('link', { name: 'Call Dina Diner: +1 (555) 010-0199' });
    expect(call).toHaveAttribute('href', 'tel:+15550100199');
    expect(call).toHaveTextContent('+1 (555) 010-0199');
  });

  it('shows the name alone for an order without a phone', () => {
    ticket({ ...order, phone: null });
    expect(screen.getByText(/Dina Diner/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Call / })).toBeNull();
  });

  it('marks where the order was taken, and what is still to pay: handed over only once paid', () => {
    ticket({ ...order, channel: 'phone', status: 'ready', paymentStatus: 'due', paymentMethod: null, paidAt: null });
    expect(screen.getByText('Phone')).toBeInTheDocument();
    expect(screen.getByText('To pay at pickup: $12.50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take payment for order 1042' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Picked up/ })).toBeNull();
  });

  it('marks a round ordered at a table with the table’s name, its money on the table’s tab', () => {
    ticket({ ...order, ...asRound });
    expect(screen.getByText('Table T4')).toBeInTheDocument();
    expect(screen.getByText('On the table’s tab: $12.50')).toBeInTheDocument();
    expect(screen.queryByText(/To pay at pickup/)).toBeNull();
  });

  it('says a round its tab’s payers paid is paid at the table, with no payment to take nor cancellation, and serves a round before its tab is paid', () => {
    const round = { ...order, ...asRound };
    ticket({ ...round, status: 'ready', paidAtTable: true, pickupAt: '2026-11-25T18:30:00.000Z' });
    expect(screen.getByText('Paid at the table')).toBeInTheDocument();
    expect(screen.getByText('Serve')).toHaveTextContent('Serve 6:30 PM');
    expect(screen.queryByText(/On the table’s tab/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Take payment/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Served: order 1042' })).toBeInTheDocument();
    ticket({ ...round, status: 'preparing', paidAtTable: true });
    expect(screen.queryByRole('button', { name: /^Cancel/ })).toBeNull();
    ticket({ ...round, status: 'ready', paidAtTable: false });
    expect(screen.getAllByRole('button', { name: 'Served: order 1042' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Take payment for order 1042' })).toBeInTheDocument();
    expect(screen.getAllByText(/Paid at the table/)).toHaveLength(2);
  });

  it('marks dishes added to a paid order with the order to hand them over with', () => {
    ticket({ ...order, number: 1043, addedTo: { id: order._id, number: 1042 } });
    expect(screen.getByText('Added to order #1042: hand them over together')).toBeInTheDocument();
    ticket(order);
    expect(screen.getAllByText(/^Added to order/)).toHaveLength(1);
  });

  it('moves a paid order on to pickup, with no payment to take', () => {
    ticket({ ...order, status: 'ready' });
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Picked up: order 1042' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Take payment/ })).toBeNull();
  });

  it('groups the dishes by course in the menu’s order, and shows no money', () => {
    ticket({
      ...order,
      lines: [
        line('cake', 'Tiramisu'),
        line('onion', 'Onion Soup', 2),
        line('salad', 'Caesar'),
        line('bisque', 'Bisque'),
      ],
    });
    const dishes = screen.getByRole('list', { name: 'Dishes of order 1042' });
    expect(
      within(dishes)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Salad', 'Soups', 'Desserts']);
    const soups = within(dishes).getByRole('list', { name: 'Soups' });
    expect(
      within(soups)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 × Onion Soup', '1 × Bisque']);
    expect(screen.queryByText(/\$/)).toBeNull();
  });

  it('offers a waiting order’s Accept, with the minutes the kitchen needs, instead of its next step', async () => {
    const onAccept = vi.fn(async () => {});
    const waiting = { ...order, pickupAt: '2026-11-25T18:30:00.000Z', acceptBy: '2026-11-25T18:08:00.000Z' };
    ticket(waiting, onAccept);
    expect(screen.getByText('3 min left')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Start preparing/ })).toBeNull();
    const ready = screen.getByRole('combobox', { name: 'Ready' });
    expect(within(ready).getAllByRole('option')[0]).toHaveTextContent('At 6:30 PM, as chosen');
    await userEvent.selectOptions(ready, 'In 45 minutes');
    await userEvent.click(screen.getByRole('button', { name: 'Accept order 1042' }));
    expect(onAccept).toHaveBeenCalledWith(waiting, 45);
  });

  it('moves an accepted order on with one press', () => {
    ticket({ ...order, acceptBy: '2026-11-25T18:08:00.000Z', status: 'preparing' });
    expect(screen.getByRole('button', { name: 'Mark ready: order 1042' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept order 1042' })).toBeNull();
  });
  it('shows a delivery with its address, the time it must leave and when it arrives, and sends it out when ready', async () => {
    const onMove = vi.fn();
    const delivery = orderFixture({
      status: 'ready',
      pickupAt: '2026-11-25T18:20:00.000Z',
      fulfilment: {
        type: 'delivery',
        address: { line1: '12 rue de la Roquette', city: 'Paris', postcode: '75011', country: 'France' },
        zone: 'Centre',
        fee: 2.5,
        arrivalAt: '2026-11-25T18:28:00.000Z',
      },
    });
    render(
      <MemoryRouter>
        <OrderTicket
          order={delivery}
          now={new Date('2026-11-25T18:05:00.000Z')}
          clock={restaurantClock('UTC')}
          busy={false}
          onMove={onMove}
          onTakePayment={() => {}}
          onAccept={vi.fn(async () => {})}
          courseOf={() => undefined}
          ticketHref="/dashboard/orders/1/ticket"
        />
      </MemoryRouter>,
      { wrapper: InEnglish },
    );
    expect(screen.getByText(/^Leaves/)).toHaveTextContent('Leaves 6:20 PM');
    expect(screen.queryByText(/^Pickup/)).toBeNull();
    expect(screen.getByText('12 rue de la Roquette, 75011 Paris, France')).toBeInTheDocument();
    expect(screen.getByText(/^Arrives about/)).toHaveTextContent('Arrives about 6:28 PM');
    expect(screen.queryByRole('button', { name: /^Picked up/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Out for delivery: order 1042' }));
    expect(onMove).toHaveBeenCalledWith(delivery, 'out_for_delivery');
  });

  it('reads in the cook’s language: its day and time as French writes them, its buttons in French', async () => {
    const inFrench = await inLanguage('fr');
    const at = (pickupAt: string) =>
      render(
        <MemoryRouter>
          <OrderTicket
            order={{ ...order, status: 'pending', pickupAt }}
            now={new Date('2026-11-25T18:05:00.000Z')}
            clock={restaurantClock('UTC', 'fr-FR')}
            busy={false}
            onMove={() => {}}
            onTakePayment={() => {}}
            onAccept={vi.fn(async () => {})}
            courseOf={(menuID) => courses[menuID]}
            ticketHref="/dashboard/orders/1/ticket"
          />
        </MemoryRouter>,
        { wrapper: inFrench },
      );
    const today = at('2026-11-25T18:30:00.000Z');
    expect(screen.getByText(/^Retrait/)).toHaveTextContent('Retrait 18:30');
    expect(screen.getByRole('button', { name: 'Préparer : commande 1042' })).toHaveTextContent('Préparer');
    expect(screen.getByRole('button', { name: 'Annuler et rembourser la commande 1042' })).toBeInTheDocument();
    today.unmount();
    at('2026-11-26T11:00:00.000Z');
    expect(screen.getByText(/^Retrait/)).toHaveTextContent('Retrait Demain, 11:00');
  });
});
