import { useSearchParams } from 'react-router';
import { EmailVerification } from '@/features/auth/components/email-verification.tsx';
import { PhoneForm } from '@/features/auth/components/phone-form.tsx';
import { ProfileForm } from '@/features/auth/components/profile-form.tsx';
import { showDialog } from '@/lib/dialogs.ts';
import { AuthCard } from './auth-layout.tsx';

export default function ProfileRoute() {
  // The identity service sends the person back here from the confirmation link, with ?error= when it failed.
  const [search] = useSearchParams();
  return (
    <AuthCard title="Your profile">
      <title>Bistro Boss | Profile</title>
      <EmailVerification linkError={search.has('error')} />
      <ProfileForm
        onSaved={async (name) => {
          await showDialog({
            icon: 'success',
            title: 'Name updated',
            text: `We will call you ${name}.`,
            timer: 1500,
            confirmText: null,
          });
        }}
      />
      <div className="divider" />
      <PhoneForm
        onSaved={async (phone) => {
          await showDialog({
            icon: 'success',
            title: phone ? 'Phone saved' : 'Phone removed',
            text: phone ? `The restaurant calls ${phone} about your orders.` : 'Checkout will ask for a number.',
            timer: 1500,
            confirmText: null,
          });
        }}
      />
    </AuthCard>
  );
}
