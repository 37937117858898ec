import { MAX_PASSWORD_LENGTH } from '@bistro/contract/constants';
import { deleteAccountSchema, RECENT_SIGN_IN_MINUTES } from '@bistro/contract/privacy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { leftEmptyIsNone } from '@/lib/form-schemas.ts';

/** The password as the contract takes it; left empty, none is sent (an account made with Google). */
const deleteFormSchema = z.object({
  password: leftEmptyIsNone(deleteAccountSchema.shape.password),
});

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
 * and why a deletion was refused. A form dialog: focus starts on the password, Escape keeps the
 * account, and focus goes back to where it was.
 */
export function DeleteAccountDialog({ onDelete, onKeep, onSignInAgain }: DeleteAccountDialogProps) {
  const ids = useId();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof deleteFormSchema>, unknown, z.output<typeof deleteFormSchema>>({
    resolver: zodResolver(deleteFormSchema),
    defaultValues: { password: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    setRefusal(null);
    try {
      await onDelete(password);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Please try again.';
      if (error instanceof ApiRequestError && error.status === 400) setError('password', { message });
      else setRefusal({ message, signInAgain: error instanceof ApiRequestError && error.status === 403 });
    }
  });

  const passwordError = errors.password?.message;
  const describedBy = [`${ids}-help`, passwordError ? `${ids}-error` : null].filter(Boolean).join(' ');
  return (
    <FormDialog
      title="Delete your account?"
      text="You are signed out everywhere and your cart goes. The restaurant keeps your past orders and payments in its books, without your name, email, phone or notes. This cannot be undone."
      onSubmit={submit}
      onCancel={onKeep}
      cancelLabel="Keep my account"
      focusFirst="input"
      submit={
        <PendingButton className="btn btn-error min-h-11" pending={isSubmitting} pendingLabel="Deleting…">
          Delete my account
        </PendingButton>
      }
    >
      <label htmlFor={`${ids}-password`} className="label mt-4 font-semibold text-base-content">
        Your password
      </label>
      <input
        id={`${ids}-password`}
        type="password"
        autoComplete="current-password"
        className={`input w-full ${passwordError ? 'input-error' : ''}`}
        maxLength={MAX_PASSWORD_LENGTH}
        aria-invalid={passwordError ? true : undefined}
        aria-describedby={describedBy}
        {...register('password')}
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
    </FormDialog>
  );
}
