import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog } from '@/lib/dialogs.ts';
import { dialogWords, openDialog, setDialogWords } from './dialog.ts';

const englishWords = { ...dialogWords };

/** A button that opens a dialog and keeps its answer, as the app's delete buttons do. */
function opener(options: Parameters<typeof openDialog>[0]) {
  const answers: boolean[] = [];
  render(
    <button type="button" onClick={() => void openDialog(options).then((answer) => answers.push(answer))}>
      Delete Caesar Salad
    </button>,
  );
  return { button: screen.getByRole('button', { name: 'Delete Caesar Salad' }), answers };
}

const deleteConfirmation = {
  title: 'Are you sure?',
  text: "You won't be able to revert this!",
  icon: 'warning',
  cancel: true,
  confirmText: 'Yes, delete it!',
  destructive: true,
} as const;

afterEach(() => {
  vi.useRealTimers();
  // A dialog lives outside what Testing Library rendered: close what a test left open.
  for (const dialog of document.querySelectorAll('dialog')) dialog.remove();
});

describe('openDialog', () => {
  it('is a modal dialog named by its title and described by its text, word for word', async () => {
    const { button } = opener(deleteConfirmation);
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription("You won't be able to revert this!");
    expect(screen.getByRole('button', { name: 'Yes, delete it!' })).toHaveClass('btn-error');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('starts on Cancel when the action is destructive; Escape answers no and gives focus back', async () => {
    const { button, answers } = opener(deleteConfirmation);
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(answers).toEqual([false]);
    expect(button).toHaveFocus();
  });

  it('answers yes from its confirming button, and gives focus back', async () => {
    const { button, answers } = opener({ ...deleteConfirmation, destructive: false, confirmText: 'Yes' });
    await userEvent.click(button);
    const yes = screen.getByRole('button', { name: 'Yes' });
    expect(yes).toHaveFocus();
    expect(yes).toHaveClass('btn-primary');
    await userEvent.click(yes);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(answers).toEqual([true]);
    expect(button).toHaveFocus();
  });

  it('answers no when its Cancel button is pressed', async () => {
    const { button, answers } = opener(deleteConfirmation);
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(answers).toEqual([false]);
    expect(button).toHaveFocus();
  });

  it('a notice without buttons takes focus itself and goes by itself after its timer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { button, answers } = opener({
      icon: 'success',
      title: 'Payment Successful',
      confirmText: null,
      timer: 2000,
    });
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Payment Successful' });
    expect(dialog).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
    await vi.advanceTimersByTimeAsync(2000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(answers).toEqual([false]);
    expect(button).toHaveFocus();
  });

  it('words its OK and Cancel, and a confirmation’s defaults, in the page’s language', async () => {
    setDialogWords({
      ok: 'Aceptar',
      cancel: 'Cancelar',
      areYouSure: '¿Está seguro?',
      cannotBeUndone: 'No se podrá deshacer.',
      yesDeleteIt: 'Sí, eliminar',
      tryAgain: 'Inténtelo de nuevo.',
    });
    try {
      const { button } = opener({ title: '¿No ha iniciado sesión?', cancel: true });
      await userEvent.click(button);
      expect(screen.getByRole('button', { name: 'Aceptar' })).toHaveFocus();
      expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));

      void confirmDialog();
      const confirmation = await screen.findByRole('dialog', { name: '¿Está seguro?' });
      expect(confirmation).toHaveTextContent('No se podrá deshacer.');
      expect(screen.getByRole('button', { name: 'Sí, eliminar' })).toBeInTheDocument();
    } finally {
      setDialogWords(englishWords);
    }
  });
});
