import { MIN_PASSWORD_LENGTH } from '@bistro/contract/constants';
import { type ResetPasswordForm as ResetPasswordValues, resetPasswordFormSchema } from '@bistro/contract/identity';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { useTranslate } from '@/lib/i18n.ts';

interface ResetPasswordFormProps {
  /** The code from the mailed link. */
  code: string;
  onDone: () => Promise<void> | void;
}

/** Chooses a new password with the mailed link's code. */
export function ResetPasswordForm({ code, onDone }: ResetPasswordFormProps) {
  const { resetPassword } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const t = useTranslate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({ resolver: zodResolver(resetPasswordFormSchema) });

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await resetPassword(code, password);
      await onDone();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('auth.couldNotSetPassword'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('auth.chooseNewPassword')}>
      <TextField
        label={t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t('auth.newPasswordAgain')}
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <p className="text-base-content/70 text-sm">{t('auth.newPasswordHelp', { min: MIN_PASSWORD_LENGTH })}</p>
      <FormAlert>{failure}</FormAlert>
      <PendingButton className="btn btn-primary w-full" pending={isSubmitting} pendingLabel={t('common.saving')}>
        {t('auth.saveNewPassword')}
      </PendingButton>
    </form>
  );
}
