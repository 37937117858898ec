import { type RestaurantLanguages, restaurantLanguagesSchema } from '@bistro/contract/language-schemas';
import { LANGUAGES, type OfferedLanguages } from '@bistro/contract/languages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxGroup } from '@/components/ui/checkbox-group.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { LanguageName } from '@/components/ui/language-name.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { RadioGroup } from '@/components/ui/radio-group.tsx';
import { showToast } from '@/components/ui/toast.tsx';
import { useSaveLanguages } from '../api/save-brand.ts';

// The boxes ticked and the default chosen, sent as the contract's list: the default first, the
// others in the product's order.
const formSchema = z
  .object({
    offered: z.array(z.enum(LANGUAGES)),
    defaultLanguage: z.enum(LANGUAGES),
  })
  .refine(({ offered, defaultLanguage }) => offered.includes(defaultLanguage), {
    message: 'Offer the default language too: tick it above.',
    path: ['defaultLanguage'],
  })
  .transform(({ offered, defaultLanguage }) => ({
    languages: [
      defaultLanguage,
      ...LANGUAGES.filter((language) => language !== defaultLanguage && offered.includes(language)),
    ],
  }))
  .pipe(restaurantLanguagesSchema);
type FormInput = z.input<typeof formSchema>;

/**
 * The languages the site is offered in and its default (docs/languages.md): their public pages'
 * addresses, the language a first visit gets, the switcher's choices and the menu's translations
 * follow at once. RESTAURANT_LANGUAGES stands until the owner saves here.
 */
export function LanguagesForm({ languages }: { languages: OfferedLanguages }) {
  const ids = { heading: useId(), note: useId() };
  const save = useSaveLanguages();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, RestaurantLanguages>({
    resolver: zodResolver(formSchema),
    defaultValues: { offered: [...languages], defaultLanguage: languages[0] },
  });
  const offered = useWatch({ control, name: 'offered' });
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      showToast('The languages are saved', { duration: 1500 });
    } catch (error) {
      setError('root', { message: error instanceof Error ? error.message : 'The languages could not be saved.' });
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
        Languages
      </h2>
      <p id={ids.note} className="text-base-content/70 text-sm">
        The site reads in the languages offered: a first visit gets the browser’s among them, and the language switcher
        offers them. The dishes’ own names and details, and the options’, are in the default language; give the others
        on Manage Items and Dish Options.
      </p>
      <CheckboxGroup
        legend="Offered"
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
            legend="Default language (the plain addresses: /menu)"
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
      <PendingButton pending={isSubmitting} pendingLabel="Saving…">
        Save the languages
      </PendingButton>
    </form>
  );
}
