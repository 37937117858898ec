import { returnPathOf } from '@bistro/contract/pages';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { useSiteConfig } from '@/config/site-config.ts';
import { GoogleButton } from '@/features/auth/components/google-button.tsx';
import { LoginForm } from '@/features/auth/components/login-form.tsx';
import { KeptDishesNotice } from '@/features/cart/components/kept-dishes-notice.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { showDialog } from '@/lib/dialogs.ts';
import { useLanguage, useTranslate } from '@/lib/i18n.ts';
import { AuthCard } from './auth-layout.tsx';

export default function LoginRoute() {
  const navigate = useNavigate();
  const t = useTranslate();
  const { localized } = useLanguage();
  const [search] = useSearchParams();
  const { signInwithGoogle, error: sessionError } = useAuth();
  const { data: config } = useSiteConfig();
  const [googleFailure, setGoogleFailure] = useState<string | null>(null);
  const returnPath = returnPathOf(search);
  const destination = returnPath ?? '/';

  const succeed = async () => {
    await showDialog({ icon: 'success', title: t('auth.loginSuccessful'), timer: 1200, confirmText: null });
    await navigate(destination, { replace: true });
  };

  return (
    <AuthCard title={t('auth.login')}>
      <PageTitle>{t('auth.login')}</PageTitle>
      {sessionError && (
        <p role="alert" className="alert alert-warning alert-soft">
          {sessionError}
        </p>
      )}
      <KeptDishesNotice />
      {config ? (
        <LoginForm captcha={config.identity.captcha} onSuccess={succeed} />
      ) : (
        <progress className="progress w-full" aria-label={t('status.loading')} />
      )}
      {config?.identity.google && (
        <>
          <div className="divider">{t('auth.or')}</div>
          <GoogleButton
            onClick={async () => {
              setGoogleFailure(null);
              try {
                await signInwithGoogle();
                await succeed();
              } catch (failure) {
                setGoogleFailure(failure instanceof Error ? failure.message : t('auth.googleFailed'));
              }
            }}
          />
          <FormAlert>{googleFailure}</FormAlert>
        </>
      )}
      <p className="text-center text-sm">
        <Link to={paths.forgotPassword.getHref()} className="link link-primary">
          {t('auth.forgotPasswordQuestion')}
        </Link>
      </p>
      <p className="text-center text-sm">
        {t('auth.newHere')}{' '}
        <Link to={localized(paths.signup.getHref(returnPath))} className="link link-primary">
          {t('auth.createAccount')}
        </Link>
      </p>
    </AuthCard>
  );
}
