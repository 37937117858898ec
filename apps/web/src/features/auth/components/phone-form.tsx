import { phoneSchema } from '@bistro/contract/phone';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { PhoneField } from '@/components/ui/phone-field.tsx';
import { useTranslate } from '@/lib/i18n.ts';
import { useProfile, useUpdateProfile } from '../api/profile.ts';

/** The profile's phone as typed: an empty box removes the number, anything else follows the contract's rule. */
const phoneFormSchema = z.object({
  phone: z
    .string()
    .transform((typed) => typed.trim() || null)
    .pipe(phoneSchema.nullable()),
});

/** The phone number on the profile (optional): checkout starts with it, the kitchen calls it about an order. */
export function PhoneForm({ onSaved }: { onSaved: (phone: string | null) => Promise<void> | void }) {
  const profile = useProfile();
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const t = useTranslate();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<z.input<typeof phoneFormSchema>, unknown, z.output<typeof phoneFormSchema>>({
    resolver: zodResolver(phoneFormSchema),
    // The saved number fills the box once it is read, and again whenever the saved one changes.
    values: { phone: profile.data?.phone ?? '' },
  });

  const save = handleSubmit(async (change) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync(change);
      setValue('phone', saved.phone ?? '');
      await onSaved(saved.phone);
    } catch (failed) {
      setFailure(failed instanceof Error ? failed.message : t('profile.phoneNotSaved'));
    }
  });

  return (
    <form onSubmit={save} noValidate className="space-y-3" aria-label={t('profile.phone')}>
      <PhoneField
        label={t('profile.phoneOptional')}
        error={errors.phone?.message}
        disabled={profile.isPending}
        {...register('phone')}
      />
      <p className="text-base-content/70 text-sm">{t('profile.phoneHelp')}</p>
      <FormAlert>{failure}</FormAlert>
      <PendingButton
        className="btn btn-outline w-full"
        pending={update.isPending}
        pendingLabel={t('common.saving')}
        disabled={profile.isPending}
      >
        {t('profile.savePhone')}
      </PendingButton>
    </form>
  );
}
