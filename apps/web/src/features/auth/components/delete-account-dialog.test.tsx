import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client.ts';
import { InEnglish } from '@/test/in-english.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

const refusal = (status: number, message: string) => new ApiRequestError(status, { error: 'Refused', message });

/** The profile's Delete my account button, which opens the dialog. */
function Profile({
  onDelete,
  onSignInAgain,
}: {
  onDelete: (password?: string) => Promise<void>;
  onSignInAgain: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete my account
      </button>
      {open && <DeleteAccountDialog onDelete={onDelete} onKeep={() => setOpen(false)} onSignInAgain={onSignInAgain} />}
    </>
  );
}

async function openDialog(onDelete = vi.fn(async (_?: string) => {}), onSignInAgain = vi.fn()) {
  const user = userEvent.setup();
  render(<Profile onDelete={onDelete} onSignInAgain={onSignInAgain} />, { wrapper: InEnglish });
  const opener = screen.getByRole('button', { name: 'Delete my account' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
  return { user, opener, dialog, onDelete, onSignInAgain };
}

describe('DeleteAccountDialog', () => {
  it('starts on the password and deletes with it; an empty one is sent as none', async () => {
    const onDelete = vi
      .fn(async (_?: string) => {})
      .mockRejectedValueOnce(refusal(400, 'Enter your password to delete your account'));
    const { user, dialog } = await openDialog(onDelete);
    const password = screen.getByLabelText('Your password');
    expect(password).toHaveFocus();
    expect(dialog).toHaveAccessibleDescription(/The restaurant keeps your past orders/);
    await user.click(screen.getAllByRole('button', { name: 'Delete my account' }).at(-1) as HTMLElement);
    expect(onDelete).toHaveBeenLastCalledWith(undefined);
    await user.type(password, 'my-secret-pass');
    await user.click(screen.getAllByRole('button', { name: 'Delete my account' }).at(-1) as HTMLElement);
    expect(onDelete).toHaveBeenLastCalledWith('my-secret-pass');
  });

  it('shows a wrong password on its field, and the reason of any other refusal', async () => {
    const onDelete = vi
      .fn(async (_?: string) => {})
      .mockRejectedValueOnce(refusal(400, 'That is not your password: nothing was deleted'))
      .mockRejectedValueOnce(
        refusal(409, 'Your order #1042 (being prepared) is not picked up, delivered or cancelled yet'),
      );
    const { user } = await openDialog(onDelete);
    const submit = () => user.click(screen.getAllByRole('button', { name: 'Delete my account' }).at(-1) as HTMLElement);
    await submit();
    const password = screen.getByLabelText('Your password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(/That is not your password/);
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Your order #1042 (being prepared) is not picked up');
    expect(screen.queryByRole('button', { name: 'Sign in again' })).toBeNull();
  });

  it('offers to sign in again when the last sign-in is too old', async () => {
    const onDelete = vi.fn(async (_?: string) => {
      throw refusal(403, 'Sign in again to delete your account');
    });
    const { user, onSignInAgain } = await openDialog(onDelete);
    await user.click(screen.getAllByRole('button', { name: 'Delete my account' }).at(-1) as HTMLElement);
    await user.click(await screen.findByRole('button', { name: 'Sign in again' }));
    expect(onSignInAgain).toHaveBeenCalled();
  });

  it('keeps the account with Escape or Keep my account, and gives focus back', async () => {
    const { user, opener, onDelete } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onDelete).not.toHaveBeenCalled();
  });
});
