import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { useRole } from '@/features/auth/api/get-admin-status.ts';
import { EmailVerification } from '@/features/auth/components/email-verification.tsx';
import { LanguageForm } from '@/features/auth/components/language-form.tsx';
import { MyData } from '@/features/auth/components/my-data.tsx';
import { PhoneForm } from '@/features/auth/components/phone-form.tsx';
import { ProfileForm } from '@/features/auth/components/profile-form.tsx';
import { SavedAddresses } from '@/features/delivery/components/saved-addresses.tsx';
import { myNotificationsKey } from '@/features/notifications/api/my-notifications.ts';
import { NotificationSettings } from '@/features/notifications/components/notification-settings.tsx';
import { showDialog } from '@/lib/dialogs.ts';
import { useLanguage, useTranslate } from '@/lib/i18n.ts';
import { refreshQueries } from '@/lib/refresh-queries.ts';
import { AuthCard } from './auth-layout.tsx';

export default function ProfileRoute() {
  // The identity service sends the person back here from the confirmation link, with ?error= when it failed.
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The restaurant's people choose here how they hear of new orders and booking requests (texts go to the phone above).
  const { isStaff } = useRole();
  const { offered } = useLanguage();
  const t = useTranslate();
  return (
    <AuthCard title={t('nav.yourProfile')}>
      <PageTitle>{t('nav.profile')}</PageTitle>
      <EmailVerification linkError={search.has('error')} />
      <ProfileForm
        onSaved={async (name) => {
          await showDialog({
            icon: 'success',
            title: t('profile.nameUpdated'),
            text: t('profile.weWillCallYou', { name }),
            timer: 1500,
            confirmText: null,
          });
        }}
      />
      <div className="divider" />
      <PhoneForm
        onSaved={async (phone) => {
          await refreshQueries(queryClient, myNotificationsKey);
          await showDialog({
            icon: 'success',
            title: phone ? t('profile.phoneSaved') : t('profile.phoneRemoved'),
            text: phone ? t('profile.restaurantCalls', { phone }) : t('profile.checkoutAsks'),
            timer: 1500,
            confirmText: null,
          });
        }}
      />
      {offered.length > 1 && (
        <>
          <LanguageForm onSaved={() => window.location.reload()} />
          <div className="divider" />
        </>
      )}
      <SavedAddresses />
      {isStaff && (
        <>
          <div className="divider" />
          <NotificationSettings
            onSaved={async () => {
              await showDialog({
                icon: 'success',
                title: t('profile.notificationsSaved'),
                text: t('profile.notificationsSavedText'),
                timer: 1500,
                confirmText: null,
              });
            }}
          />
        </>
      )}
      <div className="divider" />
      <MyData
        leave={async () => {
          await navigate(paths.home.getHref(), { replace: true });
        }}
        onDeleted={() => {
          void showDialog({
            icon: 'success',
            title: t('profile.accountDeleted'),
            text: t('profile.accountDeletedText'),
          });
        }}
        onSignInAgain={() => navigate(paths.login.getHref(paths.profile.getHref()))}
      />
    </AuthCard>
  );
}
