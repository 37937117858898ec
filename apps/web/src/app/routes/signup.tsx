import { returnPathOf } from '@bistro/contract/pages';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { SignupForm } from '@/features/auth/components/signup-form.tsx';
import { KeptDishesNotice } from '@/features/cart/components/kept-dishes-notice.tsx';
import { showDialog } from '@/lib/dialogs.ts';
import { useLanguage, useTranslate } from '@/lib/i18n.ts';
import { AuthCard } from './auth-layout.tsx';

export default function SignupRoute() {
  const navigate = useNavigate();
  const t = useTranslate();
  const { localized } = useLanguage();
  const [search] = useSearchParams();
  const returnPath = returnPathOf(search);
  // Back to the page they were on (the shop, with the dish they chose), also from the mail.
  const destination = returnPath ?? '/';
  return (
    <AuthCard title={t('auth.signUp')}>
      <PageTitle>{t('auth.signUp')}</PageTitle>
      <KeptDishesNotice />
      <SignupForm
        returnPath={destination}
        onSuccess={async () => {
          await showDialog({ icon: 'success', title: t('auth.signUpSuccessful'), timer: 1500, confirmText: null });
          await navigate(destination, { replace: true });
        }}
        onFailure={async (reason) => {
          await showDialog({ icon: 'error', title: t('auth.error'), text: reason });
        }}
      />
      <p className="text-center text-sm">
        {t('auth.alreadyRegistered')}{' '}
        <Link to={localized(paths.login.getHref(returnPath))} className="link link-primary">
          {t('auth.goToLogIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
