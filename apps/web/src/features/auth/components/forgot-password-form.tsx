import { type ForgotPasswordForm as ForgotPasswordValues, forgotPasswordFormSchema } from '@bistro/contract/identity';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { useTranslate } from '@/lib/i18n.ts';

/** Asks for a link to choose a new password; says the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const { requestPasswordReset } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const t = useTranslate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordFormSchema) });

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('auth.couldNotSend'));
    }
  });

  if (sentTo) {
    return (
      <p role="status" className="alert alert-success alert-soft">
        {t('auth.resetLinkSent', { email: sentTo })}
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('auth.forgotPassword')}>
      <p className="text-base-content/80 text-sm">{t('auth.forgotPasswordHelp')}</p>
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <FormAlert>{failure}</FormAlert>
      <PendingButton className="btn btn-primary w-full" pending={isSubmitting} pendingLabel={t('auth.sending')}>
        {t('auth.sendLink')}
      </PendingButton>
    </form>
  );
}
