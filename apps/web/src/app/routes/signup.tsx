import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { SignupForm } from '@/features/auth/components/signup-form.tsx';
import { showDialog } from '@/lib/dialogs.ts';
import { AuthCard } from './auth-layout.tsx';

export default function SignupRoute() {
  const navigate = useNavigate();
  return (
    <AuthCard title="Sign Up">
      <title>Bistro Boss | Sign Up</title>
      <SignupForm
        onSuccess={async () => {
          await showDialog({ icon: 'success', title: 'Sign Up Successful!', timer: 1500, confirmText: null });
          await navigate(paths.home.getHref(), { replace: true });
        }}
        onFailure={async (reason) => {
          await showDialog({ icon: 'error', title: 'Error!', text: reason });
        }}
      />
      <p className="text-center text-sm">
        Already registered?{' '}
        <Link to={paths.login.getHref()} className="link link-primary">
          Go to log in
        </Link>
      </p>
    </AuthCard>
  );
}
