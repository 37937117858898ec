import { languageSchema } from '@bistro/contract/language-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { LanguageName } from '@/components/ui/language-name.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { keepLanguageChoice, useLanguage, useTranslate } from '@/lib/i18n.ts';
import { useProfile, useUpdateProfile } from '../api/profile.ts';

const languageFormSchema = z.object({ language: languageSchema });

/**
 * The account's language, among those the site offers (for a site that offers more than one): saved on the
 * account, so every browser the person signs in on reads in it, and kept in this one, whose page
 * is then sent again in it.
 */
export function LanguageForm({ onSaved }: { onSaved: () => void }) {
  const { language, offered } = useLanguage();
  const profile = useProfile();
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const t = useTranslate();
  const { register, handleSubmit } = useForm<z.infer<typeof languageFormSchema>>({
    resolver: zodResolver(languageFormSchema),
    values: { language: profile.data?.language ?? language },
  });

  const save = handleSubmit(async (change) => {
    setFailure(null);
    try {
      await update.mutateAsync(change);
      keepLanguageChoice(change.language);
      onSaved();
    } catch (failed) {
      setFailure(failed instanceof Error ? failed.message : t('profile.languageNotSaved'));
    }
  });

  return (
    <form onSubmit={save} noValidate className="space-y-3" aria-label={t('profile.language')}>
      <fieldset className="fieldset">
        <legend className="fieldset-legend text-base">{t('profile.language')}</legend>
        {offered.map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-2">
            <input type="radio" className="radio" value={option} {...register('language')} />
            <LanguageName language={option} />
          </label>
        ))}
      </fieldset>
      <p className="text-base-content/70 text-sm">{t('profile.languageHelp')}</p>
      <FormAlert>{failure}</FormAlert>
      <PendingButton
        className="btn btn-outline w-full"
        pending={update.isPending}
        pendingLabel={t('common.saving')}
        disabled={profile.isPending}
      >
        {t('profile.saveLanguage')}
      </PendingButton>
    </form>
  );
}
