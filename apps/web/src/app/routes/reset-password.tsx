import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form.tsx';
import { AuthCard } from './auth-layout.tsx';

export default function ResetPasswordRoute() {
  const [search] = useSearchParams();
  // `token` from the built-in service's link; `oobCode` from Firebase's, when its action URL points here.
  const code = search.get('token') ?? search.get('oobCode');
  const [done, setDone] = useState(false);
  return (
    <AuthCard title="Choose a new password">
      <PageTitle>Choose a new password</PageTitle>
      {done ? (
        <p role="status" className="alert alert-success alert-soft">
          Your password is changed. Log in with the new one.
        </p>
      ) : code ? (
        <ResetPasswordForm code={code} onDone={() => setDone(true)} />
      ) : (
        <p role="alert" className="alert alert-warning alert-soft">
          This page needs the link from the message we mailed you. Ask for a new one if it is lost.
        </p>
      )}
      <p className="text-center text-sm">
        {done ? (
          <Link to={paths.login.getHref()} className="link link-primary">
            Go to log in
          </Link>
        ) : (
          <Link to={paths.forgotPassword.getHref()} className="link link-primary">
            Ask for a new link
          </Link>
        )}
      </p>
    </AuthCard>
  );
}
