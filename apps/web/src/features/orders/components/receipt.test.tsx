import type { Order, ReceiptIssuer } from '@bistro/contract/orders';
import { restaurantClock } from '@bistro/contract/restaurant-clock';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InEnglish, inLanguage } from '@/test/in-english.tsx';
import { asRound, orderFixture } from '@/test/order-fixture.ts';
import { Receipt } from './receipt.tsx';

const issuer: Required<ReceiptIssuer> = {
  name: 'Bistro Boss',
  address: '12 Quay Street, Portsmouth',
  phone: '+44 23 9200 0000',
  taxNumber: null,
};

/** Two lines, a code, tax added and a tip: every row of the bill. */
const order = orderFixture({
  number: 77,
  pickupAt: '2026-11-25T18:30:00.000Z',
  lines: [
    { id: 'line-1', menuID: 'dish-1', name: 'Salmon', quantity: 2, price: 12.5, choices: [], refundedQuantity: 0 },
    { id: 'line-2', menuID: 'dish-2', name: 'Lemonade', quantity: 1, price: 3, choices: [], refundedQuantity: 0 },
  ],
  total: 29.79,
  bill: {
    currency: 'USD',
    taxIncluded: false,
    subtotal: 28,
    discount: 2.8,
    tax: 2.24,
    tip: 2.35,
    deliveryFee: 0,
    total: 29.79,
    promoCode: 'WELCOME10',
  },
});

const receipt = (shown: Order, from: Required<ReceiptIssuer> = issuer, logo: string | null = null) =>
  render(<Receipt order={shown} issuer={from} logo={logo} clock={restaurantClock('Europe/London')} back={null} />, {
    wrapper: InEnglish,
  });

/** The receipt's rows as a reader takes them: each row's cells' words. */
const rowsOf = (caption = 'What was ordered') =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the receipt', () => {
  it('is issued in the restaurant’s own name, under its logo, and titled with it', () => {
    receipt(order, { ...issuer, name: 'Chez Lina' }, '/images/uploads/logo.webp');
    expect(screen.getByText('Chez Lina')).toBeInTheDocument();
    expect(screen.getByText('Thank you for ordering from Chez Lina.')).toBeInTheDocument();
    expect(document.querySelector('header img')).toHaveAttribute('src', '/images/sized/240/uploads/logo.webp');
    expect(document.title).toBe('Chez Lina | Receipt for order #77');
    expect(document.body.textContent).not.toContain('Bistro Boss');
  });

  it('shows the restaurant, the order, its lines, every row of its bill and the payment reference', () => {
    receipt(order);
    expect(screen.getByText('Bistro Boss')).toBeInTheDocument();
    expect(screen.getByText('12 Quay Street, Portsmouth')).toBeInTheDocument();
    expect(screen.getByText('+44 23 9200 0000')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt for order #77' })).toBeInTheDocument();
    // On the restaurant's clock: 18:01 UTC is 6:01 PM in London in November.
    expect(screen.getByText('Nov 25, 2026, 6:01 PM')).toBeInTheDocument();
    expect(screen.getByText('Nov 25, 2026, 6:30 PM')).toBeInTheDocument();
    expect(rowsOf()).toEqual([
      ['Dish', 'Amount'],
      ['2 × Salmon', '$25.00'],
      ['1 × Lemonade', '$3.00'],
      ['Subtotal', '$28.00'],
      ['Discount (WELCOME10)', '-$2.80'],
      ['Tax', '$2.24'],
      ['Tip', '$2.35'],
      ['Total', '$29.79'],
    ]);
    expect(screen.getByText(/Payment reference:/)).toHaveTextContent('Payment reference: pi_test_1042');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.queryByText(/refunded/)).toBeNull();
  });

  it('lists each line’s choices under its dish, as the order page does', () => {
    receipt({
      ...order,
      lines: [
        {
          id: 'line-pizza',
          menuID: 'pizza',
          refundedQuantity: 0,
          name: 'Margherita',
          quantity: 1,
          price: 19,
          choices: [
            { id: 'large', group: 'Size', name: 'Large', price: 4 },
            { id: 'olives', group: 'Extras', name: 'Olives', price: 1 },
          ],
        },
      ],
    });
    const dish = screen.getByRole('cell', { name: /Margherita/ });
    expect(
      within(dish)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Size: Large', 'Extras: Olives']);
    expect(rowsOf()[1]?.[1]).toBe('$19.00');
  });

  it('says a table’s round is on the table’s tab, then paid at the table, never to pay at pickup', () => {
    const round = { ...order, ...asRound };
    receipt(round);
    expect(screen.getByText('On the table’s tab')).toBeInTheDocument();
    receipt({ ...round, paidAtTable: true });
    expect(screen.getByText('Paid at the table')).toBeInTheDocument();
    expect(screen.queryByText('To pay at pickup')).toBeNull();
  });

  it('says where a delivery went, and shows its fee as a row of the bill', () => {
    const address = { line1: '12 rue de la Roquette', city: 'Paris', postcode: '75011', country: 'France' };
    receipt({
      ...order,
      fulfilment: { type: 'delivery', address, zone: 'Centre', fee: 2.5 },
      bill: { ...order.bill, deliveryFee: 2.5, total: 32.29 },
    });
    expect(screen.getByText('Delivered to').nextElementSibling).toHaveTextContent(
      '12 rue de la Roquette, 75011 Paris, France',
    );
    expect(rowsOf()).toContainEqual(['Delivery', '$2.50']);
  });

  it('says the tax is included in VAT prices', () => {
    receipt({ ...order, bill: { ...order.bill, taxIncluded: true, tax: 2.33, total: 27.55 } });
    expect(rowsOf()).toContainEqual(['Tax included', '$2.33']);
  });

  it('prints the tax number only when the restaurant has one', () => {
    const { unmount } = receipt(order);
    expect(screen.queryByText(/Tax number/)).toBeNull();
    unmount();
    receipt(order, { ...issuer, taxNumber: 'GB 123 4567 89' });
    expect(screen.getByText('Tax number: GB 123 4567 89')).toBeInTheDocument();
  });

  it('says a cancelled order was refunded, and when', () => {
    receipt({ ...order, status: 'cancelled', refundedAt: '2026-11-25T19:00:00.000Z' });
    expect(screen.getByText('Cancelled: the whole amount was refunded on Nov 25, 2026, 7:00 PM.')).toBeInTheDocument();
  });

  it('lists the dishes added and taken off before it was paid, with when and why, and the refunds', () => {
    receipt({
      ...order,
      changes: [
        {
          at: '2026-11-25T18:05:00.000Z',
          added: [{ name: 'Lemonade', quantity: 1 }],
          removed: [],
          reason: null,
          by: 'Carl',
        },
        {
          at: '2026-11-25T18:10:00.000Z',
          added: [],
          removed: [{ name: 'Salmon', quantity: 1 }],
          reason: 'The diner called back',
          by: 'Carl',
        },
      ],
      refunds: [
        {
          id: 'refund-1',
          amount: 3.27,
          reason: 'Flat',
          at: '2026-11-25T18:40:00.000Z',
          lines: [{ lineId: 'line-2', name: 'Lemonade', quantity: 1 }],
          restock: false,
          by: 'Carl',
        },
      ],
    });
    const changes = within(screen.getByRole('list', { name: 'Changes to the order' })).getAllByRole('listitem');
    expect(changes.map((item) => item.textContent)).toEqual([
      'Added 1 × Lemonade on Nov 25, 2026, 6:05 PM',
      'Taken off 1 × Salmon on Nov 25, 2026, 6:10 PM: The diner called back',
    ]);
    expect(screen.getByText('Refunded $3.27 on Nov 25, 2026, 6:40 PM (1 × Lemonade): Flat')).toBeInTheDocument();
  });

  it('names the orders of dishes added once it was paid, and on such an order the order it was added to', () => {
    receipt({
      ...order,
      additions: [
        { id: 'order-78', number: 78, total: 6.53, status: 'pending', paymentStatus: 'paid' },
        { id: 'order-79', number: 79, total: 3.27, status: 'pending', paymentStatus: 'due' },
      ],
    });
    const added = within(screen.getByRole('list', { name: 'Dishes added later' })).getAllByRole('listitem');
    expect(added.map((item) => item.textContent)).toEqual([
      'Dishes added later: order #78, $6.53 paid on its own receipt',
      'Dishes added later: order #79, $3.27 to pay',
    ]);
    receipt({ ...order, number: 78, addedTo: { id: 'order-77', number: 77 } });
    expect(screen.getByText('Dishes added to order #77, paid on their own.')).toBeInTheDocument();
  });

  it('leaves out what the restaurant has not set', () => {
    receipt(order, { name: 'Bistro Boss', address: null, phone: null, taxNumber: null });
    expect(screen.queryByText('12 Quay Street, Portsmouth')).toBeNull();
    expect(screen.getByText('Bistro Boss')).toBeInTheDocument();
  });

  it('is written in the page’s language: a French reader’s receipt, its bill’s rows and its dates in French', async () => {
    const inFrench = await inLanguage('fr');
    render(
      <Receipt
        order={{ ...order, refunds: [], changes: [] }}
        issuer={issuer}
        logo={null}
        clock={restaurantClock('Europe/London', 'fr-FR')}
        back={null}
      />,
      { wrapper: inFrench },
    );
    expect(screen.getByRole('heading', { name: `Reçu de la commande nº ${order.number}` })).toBeInTheDocument();
    const rows = rowsOf('Ce qui a été commandé');
    expect(rows[0]).toEqual(['Plat', 'Montant']);
    expect(rows.map(([label]) => label)).toContain('Remise (WELCOME10)');
    expect(rows.at(-1)?.[0]).toBe('Total');
    expect(screen.getByText('Paiement')).toBeInTheDocument();
    expect(screen.getByText(`Merci d’avoir commandé chez ${issuer.name}.`)).toBeInTheDocument();
  });
});
