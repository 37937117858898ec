import { type SignUpForm as SignUpValues, signUpFormSchema } from '@bistro/contract/identity';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { paths } from '@/config/paths.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { useTranslate } from '@/lib/i18n.ts';

interface SignupFormProps {
  /** The page to come back to, also from the address-confirmation mail. */
  returnPath: string;
  onSuccess: () => Promise<void> | void;
  onFailure: (reason: string) => Promise<void> | void;
}

/**
 * Name, email and password; the shared rules (8+ characters) are checked here first, and the
 * server's reasons (e.g. a common password) are shown on the field they concern.
 */
export function SignupForm({ returnPath, onSuccess, onFailure }: SignupFormProps) {
  const { signUpEmail } = useAuth();
  const t = useTranslate();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({ resolver: zodResolver(signUpFormSchema) });

  const submit = handleSubmit(async ({ name, email, password }) => {
    try {
      await signUpEmail(email, password, name, returnPath);
      reset();
      await onSuccess();
    } catch (error) {
      const reason = error instanceof Error ? error.message : t('auth.couldNotSignUp');
      if (/password/i.test(reason)) setError('password', { message: reason });
      await onFailure(reason);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('auth.signUp')}>
      <TextField label={t('auth.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex items-center justify-between text-sm">
        <Link to={paths.forgotPassword.getHref()} className="link">
          {t('auth.forgotPassword')}
        </Link>
        <span className="text-base-content/70">{t('auth.giveValidInformation')}</span>
      </div>
      <PendingButton className="btn btn-primary w-full" pending={isSubmitting} pendingLabel={t('auth.signingUp')}>
        {t('auth.signUp')}
      </PendingButton>
    </form>
  );
}
