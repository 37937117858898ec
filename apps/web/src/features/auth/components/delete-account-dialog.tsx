import { MAX_PASSWORD_LENGTH } from '@bistro/contract/constants';
import { deleteAccountSchema, RECENT_SIGN_IN_MINUTES } from '@bistro/contract/privacy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { useFieldErrorWords } from '@/lib/field-errors.ts';
import { leftEmptyIsNone } from '@/lib/form-schemas.ts';
import { useTranslate } from '@/lib/i18n.ts';

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
  const t = useTranslate();
  const fieldError = useFieldErrorWords();
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
      const message = error instanceof Error ? error.message : t('common.tryAgain');
      if (error instanceof ApiRequestError && error.status === 400) setError('password', { message });
      else setRefusal({ message, signInAgain: error instanceof ApiRequestError && error.status === 403 });
    }
  });

  const passwordError = errors.password?.message && fieldError(errors.password.message);
  const describedBy = [`${ids}-help`, passwordError ? `${ids}-error` : null].filter(Boolean).join(' ');
  return (
    <FormDialog
      title={t('myData.deleteTitle')}
      text={t('myData.deleteText')}
      onSubmit={submit}
      onCancel={onKeep}
      cancelLabel={t('myData.keepAccount')}
      focusFirst="input"
      submit={
        <PendingButton className="btn btn-error min-h-11" pending={isSubmitting} pendingLabel={t('myData.deleting')}>
          {t('myData.deleteAccount')}
        </PendingButton>
      }
    >
      <label htmlFor={`${ids}-password`} className="label mt-4 font-semibold text-base-content">
        {t('myData.yourPassword')}
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
        {t('myData.googleHelp', { minutes: RECENT_SIGN_IN_MINUTES })}
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
              {t('myData.signInAgain')}
            </button>
          )}
        </div>
      )}
    </FormDialog>
  );
}
