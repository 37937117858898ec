import type { CreateRefund } from '@bistro/contract/orders';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { orderFixture } from '@/test/order-fixture.ts';
import { RefundDialog } from './refund-dialog.tsx';

const order = orderFixture({
  lines: [
    { id: 'line-salmon', menuID: 'dish-1', name: 'Salmon', quantity: 2, price: 12.5, choices: [], refundedQuantity: 1 },
    { id: 'line-tea', menuID: 'dish-2', name: 'Tea', quantity: 1, price: 3, choices: [], refundedQuantity: 0 },
  ],
  total: 28,
  refunded: 12.5,
});

function openDialog(onRefund = vi.fn(async (_refund: CreateRefund, _key: string) => {})) {
  const user = userEvent.setup();
  render(<RefundDialog order={order} onRefund={onRefund} onKeep={() => {}} />, { wrapper: InEnglish });
  return { user, onRefund };
}

describe('RefundDialog', () => {
  it('offers what is left of each dish and what remains of the order, starting on the first choice', () => {
    openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Refund part of order #1042' });
    expect(dialog).toHaveAccessibleDescription(
      'Dina Diner gets it back the way they paid, and a mail saying what and why. $15.50 can still be refunded.',
    );
    expect(screen.getByRole('radio', { name: 'Dishes, each for its share of the bill' })).toHaveFocus();
    expect(screen.getByRole('spinbutton', { name: /Salmon \(1 of 2 left/ })).toHaveAttribute('max', '1');
    expect(screen.getByRole('spinbutton', { name: /Tea \(1 of 1 left/ })).toBeInTheDocument();
  });

  it('sends the dishes chosen, whether they go back on sale, and the reason, with one key for every try', async () => {
    const onRefund = vi.fn(async (_refund: CreateRefund, _key: string) => {
      throw new Error('The payment provider could not be reached');
    });
    const { user } = openDialog(onRefund);
    await user.type(screen.getByRole('spinbutton', { name: /Tea/ }), '1');
    await user.click(screen.getByRole('checkbox', { name: /back on sale/ }));
    await user.type(screen.getByRole('textbox', { name: 'Reason, for the diner' }), 'Cold tea');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment provider could not be reached');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await vi.waitFor(() => expect(onRefund).toHaveBeenCalledTimes(2));
    expect(onRefund.mock.calls[0]?.[0]).toEqual({
      lines: [{ lineId: 'line-tea', quantity: 1 }],
      reason: 'Cold tea',
      restock: true,
    });
    expect(onRefund.mock.calls[1]?.[1]).toBe(onRefund.mock.calls[0]?.[1]);
  });

  it('refuses more of a dish than is left, nothing chosen, and no reason, sending nothing', async () => {
    const { user, onRefund } = openDialog();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Choose how many of a dish to refund, or refund an amount')).toBeInTheDocument();
    expect(screen.getByText('The reason is required')).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: /Salmon/ }), '2');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('At most 1')).toBeInTheDocument();
    expect(onRefund).not.toHaveBeenCalled();
  });

  it('refunds an amount instead', async () => {
    const { user, onRefund } = openDialog();
    await user.click(screen.getByRole('radio', { name: 'An amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount to refund' }), '4.50');
    await user.type(screen.getByRole('textbox', { name: 'Reason, for the diner' }), 'Late');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await vi.waitFor(() => expect(onRefund).toHaveBeenCalledWith({ amount: 4.5, reason: 'Late' }, expect.any(String)));
  });
});
