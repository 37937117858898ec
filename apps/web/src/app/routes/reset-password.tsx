import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form.tsx';
import { useTranslate } from '@/lib/i18n.ts';
import { AuthCard } from './auth-layout.tsx';

export default function ResetPasswordRoute() {
  const [search] = useSearchParams();
  // `token` from the built-in service's link; `oobCode` from Firebase's, when its action URL points here.
  const code = search.get('token') ?? search.get('oobCode');
  const [done, setDone] = useState(false);
  const t = useTranslate();
  return (
    <AuthCard title={t('auth.chooseNewPassword')}>
      <PageTitle>{t('auth.chooseNewPassword')}</PageTitle>
      {done ? (
        <p role="status" className="alert alert-success alert-soft">
          {t('auth.passwordChanged')}
        </p>
      ) : code ? (
        <ResetPasswordForm code={code} onDone={() => setDone(true)} />
      ) : (
        <p role="alert" className="alert alert-warning alert-soft">
          {t('auth.resetNeedsLink')}
        </p>
      )}
      <p className="text-center text-sm">
        {done ? (
          <Link to={paths.login.getHref()} className="link link-primary">
            {t('auth.goToLogIn')}
          </Link>
        ) : (
          <Link to={paths.forgotPassword.getHref()} className="link link-primary">
            {t('auth.askNewLink')}
          </Link>
        )}
      </p>
    </AuthCard>
  );
}
