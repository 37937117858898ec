import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form.tsx';
import { useTranslate } from '@/lib/i18n.ts';
import { AuthCard } from './auth-layout.tsx';

export default function ForgotPasswordRoute() {
  const t = useTranslate();
  return (
    <AuthCard title={t('auth.forgotPassword')}>
      <PageTitle>{t('auth.forgotPassword')}</PageTitle>
      <ForgotPasswordForm />
      <p className="text-center text-sm">
        {t('auth.rememberedIt')}{' '}
        <Link to={paths.login.getHref()} className="link link-primary">
          {t('auth.goToLogIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
