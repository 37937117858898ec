import { ProfileForm } from '@/features/auth/components/profile-form.tsx';
import { showDialog } from '@/lib/dialogs.ts';
import { AuthCard } from './auth-layout.tsx';

export default function ProfileRoute() {
  return (
    <AuthCard title="Your profile">
      <title>Bistro Boss | Profile</title>
      <ProfileForm
        onSaved={async (name) => {
          await showDialog({
            icon: 'success',
            title: 'Name updated',
            text: `We will call you ${name}.`,
            timer: 1500,
            showConfirmButton: false,
          });
        }}
      />
    </AuthCard>
  );
}
