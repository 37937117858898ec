import { type RestaurantLanguages, restaurantLanguagesSchema } from '@bistro/contract/language-schemas';
import { LANGUAGES, type OfferedLanguages } from '@bistro/contract/languages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxGroup } from '@/components/ui/checkbox-group.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { LanguageName } from '@/components/ui/language-name.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { RadioGroup } from '@/components/ui/radio-group.tsx';
import { showToast } from '@/components/ui/toast.tsx';
import { type Translate, useTranslate } from '@/lib/i18n.ts';
import { useSaveLanguages } from '../api/save-brand.ts';

// The boxes ticked and the default chosen, sent as the contract's list: the default first, the
// others in the product's order.
const formSchemaIn = (t: Translate) =>
  z
    .object({
      offered: z.array(z.enum(LANGUAGES)),
      defaultLanguage: z.enum(LANGUAGES),
    })
    .refine(({ offered, defaultLanguage }) => offered.includes(defaultLanguage), {
      message: t('brand.offerDefaultToo'),
      path: ['defaultLanguage'],
    })
    .transform(({ offered, defaultLanguage }) => ({
      languages: [
        defaultLanguage,
        ...LANGUAGES.filter((language) => language !== defaultLanguage && offered.includes(language)),
      ],
    }))
    .pipe(restaurantLanguagesSchema);
type FormInput = z.input<ReturnType<typeof formSchemaIn>>;

/**
 * The languages the site is offered in and its default (docs/languages.md): their public pages'
 * addresses, the language a first visit gets, the switcher's choices and the menu's translations
 * follow at once. RESTAURANT_LANGUAGES stands until the owner saves here.
 */
export function LanguagesForm({ languages }: { languages: OfferedLanguages }) {
  const t = useTranslate();
  const ids = { heading: useId(), note: useId() };
  const save = useSaveLanguages();
  const resolver = useMemo(() => zodResolver(formSchemaIn(t)), [t]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, RestaurantLanguages>({
    resolver,
    defaultValues: { offered: [...languages], defaultLanguage: languages[0] },
  });
  const offered = useWatch({ control, name: 'offered' });
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      showToast(t('brand.languagesSaved'), { duration: 1500 });
    } catch (error) {
      setError('root', { message: error instanceof Error ? error.message : t('brand.languagesNotSaved') });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={ids.heading}
      aria-describedby={ids.note}
      className="space-y-5 rounded bg-base-100 p-6 shadow md:p-10"
    >
      <h2 id={ids.heading} className="font-display text-2xl">
        {t('brand.languages')}
      </h2>
      <p id={ids.note} className="text-base-content/70 text-sm">
        {t('brand.languagesNote')}
      </p>
      <CheckboxGroup
        legend={t('brand.offered')}
        legendClassName="label mb-1"
        className="flex flex-wrap gap-x-5"
        options={LANGUAGES.map((language) => ({
          value: language,
          label: <LanguageName language={language} />,
          input: register('offered'),
        }))}
      />
      <Controller
        control={control}
        name="defaultLanguage"
        render={({ field }) => (
          <RadioGroup
            legend={t('brand.defaultLanguage')}
            legendClassName="label mb-1"
            className="flex flex-wrap gap-x-5"
            value={field.value}
            onChange={field.onChange}
            choices={LANGUAGES.filter((language) => offered.includes(language)).map((language) => ({
              value: language,
              label: <LanguageName language={language} />,
            }))}
          />
        )}
      />
      <FormAlert>{errors.defaultLanguage?.message ?? errors.root?.message}</FormAlert>
      <PendingButton pending={isSubmitting} pendingLabel={t('common.saving')}>
        {t('brand.saveLanguages')}
      </PendingButton>
    </form>
  );
}
