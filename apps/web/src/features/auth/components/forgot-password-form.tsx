import { type ForgotPasswordForm as ForgotPasswordValues, forgotPasswordFormSchema } from '@bistro/contract/identity';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useAuth } from '@/lib/auth-context.ts';

/** Asks for a link to choose a new password; says the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const { requestPasswordReset } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
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
      setFailure(error instanceof Error ? error.message : 'Could not send the message');
    }
  });

  if (sentTo) {
    return (
      <p role="status" className="alert alert-success alert-soft">
        If {sentTo} has an account here, a message with a link to choose a new password is on its way. The link works
        once, for 30 minutes.
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Forgot password">
      <p className="text-base-content/80 text-sm">
        Enter the email address of your account: we will mail you a link to choose a new password.
      </p>
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <FormAlert>{failure}</FormAlert>
      <PendingButton className="btn btn-primary w-full" pending={isSubmitting} pendingLabel="Sending…">
        Send the link
      </PendingButton>
    </form>
  );
}
