import type { OrderRemoval } from '@bistro/contract/counter';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { orderFixture } from '@/test/order-fixture.ts';
import { RemoveDishesDialog } from './remove-dishes-dialog.tsx';

const lines = [
  { id: 'line-salmon', menuID: 'dish-1', name: 'Salmon', quantity: 2, price: 12.5, choices: [], refundedQuantity: 0 },
  { id: 'line-tea', menuID: 'dish-2', name: 'Tea', quantity: 1, price: 3, choices: [], refundedQuantity: 0 },
];
const due = orderFixture({ lines, total: 28, paidAt: null, paymentStatus: 'due', paymentMethod: null });
const paid = orderFixture({ lines, total: 28 });

function openDialog(order = due, onRemove = vi.fn(async (_removal: OrderRemoval, _key: string) => {})) {
  const user = userEvent.setup();
  render(<RemoveDishesDialog order={order} onRemove={onRemove} onKeep={() => {}} />, { wrapper: InEnglish });
  return { user, onRemove };
}

describe('RemoveDishesDialog', () => {
  it('offers each dish of a due order, starting on the first, and says its bill is made again', () => {
    openDialog();
    expect(screen.getByRole('dialog', { name: 'Take dishes off order #1042' })).toHaveAccessibleDescription(
      'Its bill is made again without them, and Dina Diner is mailed what it now comes to.',
    );
    const salmon = screen.getByRole('spinbutton', { name: /Salmon \(2 on the order, \$12\.50 each\)/ });
    expect(salmon).toHaveFocus();
    expect(salmon).toHaveAttribute('max', '2');
    expect(screen.queryByRole('checkbox', { name: /back on sale/ })).not.toBeInTheDocument();
  });

  it('sends the dishes and the reason with one key for every try, and shows a refusal', async () => {
    const onRemove = vi.fn(async (_removal: OrderRemoval, _key: string) => {
      throw new Error('Order #1042 was paid or changed meanwhile: look at it again.');
    });
    const { user } = openDialog(due, onRemove);
    await user.type(screen.getByRole('spinbutton', { name: /Salmon/ }), '1');
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'The diner called back');
    await user.click(screen.getByRole('button', { name: 'Take off' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('paid or changed meanwhile');
    await user.click(screen.getByRole('button', { name: 'Take off' }));
    await vi.waitFor(() => expect(onRemove).toHaveBeenCalledTimes(2));
    expect(onRemove.mock.calls[0]?.[0]).toEqual({
      lines: [{ lineId: 'line-salmon', quantity: 1 }],
      reason: 'The diner called back',
    });
    expect(onRemove.mock.calls[1]?.[1]).toBe(onRemove.mock.calls[0]?.[1]);
  });

  it('refuses nothing chosen, more than a line holds, and every dish of a due order, sending nothing', async () => {
    const { user, onRemove } = openDialog();
    await user.click(screen.getByRole('button', { name: 'Take off' }));
    expect(await screen.findByText('Choose how many of a dish to take off')).toBeInTheDocument();
    expect(screen.getByText('The reason is required')).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: /Salmon/ }), '3');
    await user.click(screen.getByRole('button', { name: 'Take off' }));
    expect(await screen.findByText('At most 2')).toBeInTheDocument();
    await user.clear(screen.getByRole('spinbutton', { name: /Salmon/ }));
    await user.type(screen.getByRole('spinbutton', { name: /Salmon/ }), '2');
    await user.type(screen.getByRole('spinbutton', { name: /Tea/ }), '1');
    await user.click(screen.getByRole('button', { name: 'Take off' }));
    expect(await screen.findByText('That is every dish of the order: cancel the order instead')).toBeInTheDocument();
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('refunds a paid order’s dishes, and may put them back on sale', async () => {
    const { user, onRemove } = openDialog(paid);
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(/It is paid: Dina Diner gets each dish's share/);
    await user.type(screen.getByRole('spinbutton', { name: /Tea/ }), '1');
    await user.click(screen.getByRole('checkbox', { name: /back on sale/ }));
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'No tea after all');
    await user.click(screen.getByRole('button', { name: 'Take off' }));
    await vi.waitFor(() =>
      expect(onRemove).toHaveBeenCalledWith(
        { lines: [{ lineId: 'line-tea', quantity: 1 }], reason: 'No tea after all', restock: true },
        expect.any(String),
      ),
    );
  });
});
