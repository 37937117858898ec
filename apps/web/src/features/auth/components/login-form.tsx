import { type LoginForm as LoginValues, loginFormSchema } from '@bistro/contract/identity';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { Captcha } from './captcha.tsx';

interface LoginFormProps {
  /** Whether the image captcha must be validated before submitting (a server setting). */
  captcha: boolean;
  onSuccess: () => Promise<void> | void;
}

/** Email and password, behind the captcha; says why a login failed. */
export function LoginForm({ captcha, onSuccess }: LoginFormProps) {
  const { signInWithEmail } = useAuth();
  const t = useTranslate();
  const [captchaValid, setCaptchaValid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginFormSchema) });
  const onCaptchaChange = useCallback((valid: boolean) => setCaptchaValid(valid), []);

  const submit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await signInWithEmail(email, password);
      reset();
      await onSuccess();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('auth.couldNotLogIn'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={t('auth.login')}>
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
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      {captcha && <Captcha onValidatedChange={onCaptchaChange} />}
      <FormAlert>{failure}</FormAlert>
      <PendingButton
        className="btn btn-primary w-full"
        pending={isSubmitting}
        pendingLabel={t('auth.loggingIn')}
        disabled={captcha && !captchaValid}
      >
        {t('auth.login')}
      </PendingButton>
    </form>
  );
}
