import { type SignUpForm as SignUpValues, signUpFormSchema } from '@bistro/contract/identity';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field.tsx';
import { useAuth } from '@/lib/auth-context.ts';

interface SignupFormProps {
  onSuccess: () => Promise<void> | void;
  onFailure: (reason: string) => Promise<void> | void;
  onForgotPassword: () => void;
}

/** Name, email and password; the identity service's own rules (e.g. 6+ characters) are checked here first. */
export function SignupForm({ onSuccess, onFailure, onForgotPassword }: SignupFormProps) {
  const { signUpEmail } = useAuth();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({ resolver: zodResolver(signUpFormSchema) });

  const submit = handleSubmit(async ({ name, email, password }) => {
    try {
      await signUpEmail(email, password, name);
      reset();
      await onSuccess();
    } catch (error) {
      await onFailure(error instanceof Error ? error.message : 'Could not sign up');
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Sign up">
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex items-center justify-between text-sm">
        <button type="button" className="link" onClick={onForgotPassword}>
          Forgot password
        </button>
        <span className="text-base-content/70">Give Valid Information</span>
      </div>
      <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Signing up…' : 'Sign Up'}
      </button>
    </form>
  );
}
