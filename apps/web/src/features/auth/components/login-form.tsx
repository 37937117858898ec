import { type LoginForm as LoginValues, loginFormSchema } from '@bistro/contract/identity';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { Captcha } from './captcha.tsx';

interface LoginFormProps {
  /** Whether the image captcha must be validated before submitting (a server setting). */
  captcha: boolean;
  onSuccess: () => Promise<void> | void;
}

/** Email and password, behind the captcha; says why a login failed. */
export function LoginForm({ captcha, onSuccess }: LoginFormProps) {
  const { signInWithEmail } = useAuth();
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
      setFailure(error instanceof Error ? error.message : 'Could not log in');
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Login">
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField
        label="Password"
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
        pendingLabel="Logging in…"
        disabled={captcha && !captchaValid}
      >
        Login
      </PendingButton>
    </form>
  );
}
