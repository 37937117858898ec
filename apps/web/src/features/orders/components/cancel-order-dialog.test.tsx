import type { CancellationReason } from '@bistro/contract/orders';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { orderFixture } from '@/test/order-fixture.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';

const order = orderFixture();

type Cancellation = { reason: CancellationReason; note?: string };

/** The ticket's Cancel button, which opens the dialog, as the kitchen board does. */
function Board({ onCancel }: { onCancel: (cancellation: Cancellation) => Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cancel and refund order 1042
      </button>
      {open && (
        <CancelOrderDialog
          order={order}
          onKeep={() => setOpen(false)}
          onCancel={async (cancellation) => {
            await onCancel(cancellation);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

async function openDialog(onCancel = vi.fn(async (_: Cancellation) => {})) {
  const user = userEvent.setup();
  render(<Board onCancel={onCancel} />, { wrapper: InEnglish });
  const opener = screen.getByRole('button', { name: 'Cancel and refund order 1042' });
  await user.click(opener);
  return { user, opener, onCancel };
}

describe('CancelOrderDialog', () => {
  it('is a modal dialog named by its question, starting on the reasons, with "Keep order" and "Cancel and refund"', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #1042?' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription(
      'Dina Diner gets $12.50 back on their card. They get a mail saying why.',
    );
    expect(screen.getByRole('group', { name: 'Why?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'A dish sold out' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'The kitchen is closing' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Another reason' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Keep order' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel and refund' })).toBeInTheDocument();
  });

  it('keeps the order on "Keep order" and on Escape, giving focus back to the button that opened it', async () => {
    const { user, opener, onCancel } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('asks for a reason, and for a note with another reason, before it cancels', async () => {
    const { user, onCancel } = await openDialog();
    const confirm = screen.getByRole('button', { name: 'Cancel and refund' });
    await user.click(confirm);
    expect(screen.getByRole('group', { name: 'Why?' })).toHaveAccessibleDescription('Pick why the order is cancelled.');

    await user.click(screen.getByRole('radio', { name: 'Another reason' }));
    const note = screen.getByRole('textbox', { name: 'Note for the diner (required)' });
    await user.click(confirm);
    expect(note).toHaveFocus();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription(/Say why in the note: the diner reads it\./);
    expect(onCancel).not.toHaveBeenCalled();

    await user.type(note, '  Our oven broke down. ');
    await user.click(confirm);
    expect(onCancel).toHaveBeenCalledWith({ reason: 'other', note: 'Our oven broke down.' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancels for a reason with no note, and says in the dialog why the server refused', async () => {
    const onCancel = vi
      .fn(async (_: Cancellation) => {})
      .mockRejectedValueOnce(new Error('Order #1042 is already ready for pickup.'));
    const { user } = await openDialog(onCancel);
    await user.click(screen.getByRole('radio', { name: 'The kitchen is closing' }));
    expect(screen.getByRole('textbox', { name: 'Note for the diner (optional)' })).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Order #1042 is already ready for pickup.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    expect(onCancel).toHaveBeenLastCalledWith({ reason: 'closing' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says how the money goes back for an order paid at the counter, and that nothing does for one due', () => {
    const { rerender } = render(
      <CancelOrderDialog
        order={orderFixture({ channel: 'phone', paymentMethod: 'cash', email: '' })}
        onKeep={() => {}}
        onCancel={async () => {}}
      />,
      { wrapper: InEnglish },
    );
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Give $12.50 back in cash.');
    expect(screen.getByRole('button', { name: 'Cancel and refund' })).toBeInTheDocument();
    rerender(
      <CancelOrderDialog
        order={orderFixture({ channel: 'phone', paymentStatus: 'due', paymentMethod: null, paidAt: null })}
        onKeep={() => {}}
        onCancel={async () => {}}
      />,
    );
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Nothing was paid, so nothing is refunded. They get a mail saying why.',
    );
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });
});
