import { TEXT_LIMITS } from '@bistro/contract/constants';
import { personNameSchema } from '@bistro/contract/identity';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { useTranslate } from '@/lib/i18n.ts';

/** The contract's rule for a person's name, with the form's own word for an empty box. */
const profileFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter the name to show.').pipe(personNameSchema),
});
type ProfileValues = z.infer<typeof profileFormSchema>;

/** Changes the signed-in person's display name (the identity service's profile name). */
export function ProfileForm({ onSaved }: { onSaved: (name: string) => Promise<void> | void }) {
  const { user, updateProfile } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const t = useTranslate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: user?.displayName ?? '' },
  });

  const save = handleSubmit(async ({ name }) => {
    setFailure(null);
    try {
      await updateProfile(name);
      await onSaved(name);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('profile.nameNotSaved'));
    }
  });

  return (
    <form onSubmit={save} noValidate className="space-y-3" aria-label={t('nav.profile')}>
      <p className="text-base-content/75 text-sm">{t('profile.signedInAs', { email: user?.email ?? '' })}</p>
      <TextField
        label={t('profile.displayName')}
        maxLength={TEXT_LIMITS.personName}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <FormAlert>{failure}</FormAlert>
      <PendingButton className="btn btn-primary w-full" pending={isSubmitting} pendingLabel={t('common.saving')}>
        {t('profile.saveName')}
      </PendingButton>
    </form>
  );
}
