import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form.tsx';
import { AuthCard } from './auth-layout.tsx';

export default function ForgotPasswordRoute() {
  return (
    <AuthCard title="Forgot password">
      <PageTitle>Forgot password</PageTitle>
      <ForgotPasswordForm />
      <p className="text-center text-sm">
        Remembered it?{' '}
        <Link to={paths.login.getHref()} className="link link-primary">
          Go to log in
        </Link>
      </p>
    </AuthCard>
  );
}
