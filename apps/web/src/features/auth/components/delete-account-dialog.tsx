import { MAX_PASSWORD_LENGTH } from '@bistro/contract/constants';
import { RECENT_SIGN_IN_MINUTES } from '@bistro/contract/privacy';
import { useId, useRef, useState } from 'react';
import { ApiRequestError } from '@/lib/api-client.ts';
import { useModalDialog } from '@/lib/use-modal-dialog.ts';

/** Why the deletion was refused: the server's words, and whether signing in again is the way on. */
interface Refusal {
  message: string;
  signInAgain: boolean;
}

export interface DeleteAccountDialogProps {
  /** Deletes the account with this password (undefined when left empty); a refusal rejects with the reason. */
  onDelete: (password: string | undefined) => Promise<void>;
  /** Closes the dialog with the account kept (Keep my account, Escape). */
  onKeep: () => void;
  /** Signs out and opens the sign-in page, for an account whose last sign-in is too old. */
  onSignInAgain: () => void;
}

/**
 * Asks for the password before the account is deleted: what goes and what the books keep, the
 * password (left empty by an account made with Google, which needs a recent sign-in instead),
 * and why a deletion was refused. A modal native <dialog> named by its title: focus starts on
 * the password, Escape keeps the account, and focus goes back to where it was.
 */
export function DeleteAccountDialog({ onDelete, onKeep, onSignInAgain }: DeleteAccountDialogProps) {
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  useModalDialog(dialog, { onEscape: onKeep, focusFirst: 'input' });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    setPasswordError(null);
    setDeleting(true);
    try {
      await onDelete(password || undefined);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Please try again.';
      if (error instanceof ApiRequestError && error.status === 400) setPasswordError(message);
      else setRefusal({ message, signInAgain: error instanceof ApiRequestError && error.status === 403 });
      setDeleting(false);
    }
  };

  const describedBy = [`${ids}-help`, passwordError ? `${ids}-error` : null].filter(Boolean).join(' ');
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-text`}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-box bg-base-100 p-6 text-base-content shadow-xl outline-none backdrop:bg-black/40"
    >
      <form onSubmit={submit} noValidate>
        <h2 id={`${ids}-title`} className="font-semibold text-2xl">
          Delete your account?
        </h2>
        <p id={`${ids}-text`} className="mt-2 text-base-content/80">
          You are signed out everywhere and your cart goes. The restaurant keeps your past orders and payments in its
          books, without your name, email, phone or notes. This cannot be undone.
        </p>
        <label htmlFor={`${ids}-password`} className="label mt-4 font-semibold text-base-content">
          Your password
        </label>
        <input
          id={`${ids}-password`}
          type="password"
          autoComplete="current-password"
          className={`input w-full ${passwordError ? 'input-error' : ''}`}
          maxLength={MAX_PASSWORD_LENGTH}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={describedBy}
        />
        <p id={`${ids}-help`} className="mt-1 text-base-content/70 text-sm">
          Signed up with Google? Leave it empty: an account without a password can be deleted within{' '}
          {RECENT_SIGN_IN_MINUTES} minutes of signing in.
        </p>
        {passwordError && (
          <p id={`${ids}-error`} className="mt-1 text-error text-sm">
            {passwordError}
          </p>
        )}
        {refusal && (
          <div role="alert" className="alert alert-error mt-4 flex flex-col items-start gap-2">
            <p>{refusal.message}</p>
            {refusal.signInAgain && (
              <button type="button" className="btn btn-sm min-h-11" onClick={onSignInAgain}>
                Sign in again
              </button>
            )}
          </div>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn btn-secondary min-h-11" onClick={onKeep}>
            Keep my account
          </button>
          <button type="submit" className="btn btn-error min-h-11" disabled={deleting}>
            {deleting ? 'Deleting…' : 'Delete my account'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
