import { languageSchema } from '@bistro/contract/language-schemas';
import { directionOf, type Language } from '@bistro/contract/languages';
import { fromMajor, toMajorText } from '@bistro/contract/money';
import {
  type OptionGroupAdmin,
  type OptionGroupInput,
  type OptionTranslations,
  optionGroupInputSchema,
} from '@bistro/contract/options';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useFieldErrorWords } from '@/lib/field-errors.ts';
import { LANGUAGE_NAMES, useTranslate } from '@/lib/i18n.ts';

/** A number box as typed: its text read as a number, for the contract's schema to check. */
const typedNumber = z
  .string()
  .trim()
  .transform((text) => Number(text.replace(',', '.')));

/**
 * Names in other languages as typed: an empty box is no name (the default language's shows), sent
 * as none; a form without such boxes sends no translations (the saved ones are kept).
 */
const typedTranslations = z
  .partialRecord(
    languageSchema,
    z.object({ name: z.string() }).transform(({ name }): { name?: string } => (name.trim() ? { name } : {})),
  )
  .transform((names) => (Object.keys(names).length > 0 ? names : undefined))
  .optional();

/** The form's fields as typed (numbers and prices are text), read into the API's group and checked by its schema. */
const optionGroupFormSchema = z
  .object({
    name: z.string(),
    min: typedNumber,
    max: typedNumber,
    translations: typedTranslations,
    // Optional as the contract's own fields are (its defaults apply): what is piped in must fit it.
    choices: z.array(
      z.object({
        id: z.string().optional(),
        name: z.string(),
        price: typedNumber.optional(),
        default: z.boolean().optional(),
        translations: typedTranslations,
      }),
    ),
  })
  .pipe(optionGroupInputSchema);
type FormValues = z.input<typeof optionGroupFormSchema>;

/** A name's boxes in each language of the form, filled with the names saved. */
const namesIn = (languages: readonly Language[], saved: OptionTranslations | undefined) =>
  Object.fromEntries(languages.map((language) => [language, { name: saved?.[language]?.name ?? '' }]));

/** A new choice's boxes: no name, adding nothing, not chosen to start with. */
const blankChoice = (languages: readonly Language[]) => ({
  name: '',
  price: '0',
  default: false,
  translations: namesIn(languages, undefined),
});

function toFormValues(group: OptionGroupAdmin | undefined, languages: readonly Language[]): FormValues {
  if (!group) {
    return {
      name: '',
      min: '0',
      max: '1',
      translations: namesIn(languages, undefined),
      choices: [blankChoice(languages)],
    };
  }
  return {
    name: group.name,
    min: String(group.min),
    max: String(group.max),
    translations: namesIn(languages, group.translations),
    choices: group.choices.map((choice) => ({
      id: choice.id,
      name: choice.name,
      price: toMajorText(fromMajor(choice.price)),
      default: choice.default,
      translations: namesIn(languages, choice.translations),
    })),
  };
}

interface OptionGroupFormProps {
  /** The group being changed; none: a new one. */
  group?: OptionGroupAdmin;
  onSave: (group: OptionGroupInput) => Promise<void>;
  onCancel: () => void;
  /** The languages the names are given in besides the default: those the restaurant offers (none: no such boxes). */
  translationLanguages?: readonly Language[];
}

/**
 * An option group's name, how many of its choices go with a dish (at least, at most), and its
 * choices in order: name, what it adds in dollars, whether it is chosen to start with. Checked
 * with the API's own schema before it is sent; each message is shown at its field, the group's
 * rules on its choices under them.
 */
export function OptionGroupForm({ group, onSave, onCancel, translationLanguages = [] }: OptionGroupFormProps) {
  const t = useTranslate();
  const fieldError = useFieldErrorWords();
  /** A field's problem, in the page's language. */
  const problem = (error: { message?: string } | undefined) => error?.message && fieldError(error.message);
  const translationsNote = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, OptionGroupInput>({
    resolver: zodResolver(optionGroupFormSchema),
    defaultValues: toFormValues(group, translationLanguages),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'choices' });

  const submit = handleSubmit(async (checked) => {
    try {
      await onSave(checked);
    } catch (error) {
      setError('root.refused', {
        message: error instanceof Error ? error.message : t('manageMenu.optionGroupNotSaved'),
      });
    }
  });
  const choicesProblem = problem(errors.choices) || problem(errors.choices?.root);

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded bg-base-100 p-4 shadow"
      aria-label={group ? t('manageMenu.changeNamed', { name: group.name }) : t('manageMenu.newOptionGroup')}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          className="sm:col-span-3"
          label={t('manageMenu.groupNameField')}
          error={problem(errors.name)}
          {...register('name')}
        />
        <TextField
          label={t('manageMenu.atLeastField')}
          inputMode="numeric"
          error={problem(errors.min)}
          {...register('min')}
        />
        <TextField
          label={t('manageMenu.atMostField')}
          inputMode="numeric"
          error={problem(errors.max)}
          {...register('max')}
        />
      </div>
      <fieldset>
        <legend className="font-semibold">{t('manageMenu.choices')}</legend>
        <ol className="mt-2 space-y-3">
          {fields.map((field, index) => (
            <li key={field.id} className="flex flex-wrap items-start gap-3">
              <TextField
                className="min-w-40 flex-1"
                label={t('manageMenu.choiceName', { number: index + 1 })}
                error={problem(errors.choices?.[index]?.name)}
                {...register(`choices.${index}.name`)}
              />
              <TextField
                className="w-32"
                label={t('manageMenu.addsDollars')}
                inputMode="decimal"
                error={problem(errors.choices?.[index]?.price)}
                {...register(`choices.${index}.price`)}
              />
              <label className="flex min-h-11 items-center gap-2">
                <input type="checkbox" className="checkbox" {...register(`choices.${index}.default`)} />
                {t('manageMenu.chosenToStartWith')}
              </label>
              <button
                type="button"
                className="btn btn-ghost min-h-11"
                onClick={() => remove(index)}
                disabled={fields.length === 1}
              >
                {t('manageMenu.removeChoice', { number: index + 1 })}
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="btn btn-outline btn-sm mt-3 min-h-11"
          onClick={() => append(blankChoice(translationLanguages))}
        >
          {t('manageMenu.addChoice')}
        </button>
        {choicesProblem && (
          <p role="alert" className="mt-2 text-error text-sm">
            {choicesProblem}
          </p>
        )}
      </fieldset>
      {translationLanguages.length > 0 && (
        <fieldset className="space-y-4" aria-describedby={translationsNote}>
          <legend className="font-semibold">{t('manageMenu.namesInOtherLanguages')}</legend>
          <p id={translationsNote} className="text-base-content/70 text-sm">
            {t('manageMenu.optionNamesNote')}
          </p>
          {translationLanguages.map((language) => {
            const languageName = LANGUAGE_NAMES[language];
            return (
              <fieldset key={language} className="space-y-3 rounded border border-base-300 p-4">
                <legend lang={language} className="px-1 font-semibold">
                  {languageName}
                </legend>
                <TextField
                  label={t('manageMenu.groupNameIn', { language: languageName })}
                  lang={language}
                  dir={directionOf(language)}
                  error={problem(errors.translations?.[language]?.name)}
                  {...register(`translations.${language}.name`)}
                />
                {fields.map((field, index) => (
                  <TextField
                    key={field.id}
                    label={t('manageMenu.choiceNameIn', { number: index + 1, language: languageName })}
                    lang={language}
                    dir={directionOf(language)}
                    error={problem(errors.choices?.[index]?.translations?.[language]?.name)}
                    {...register(`choices.${index}.translations.${language}.name`)}
                  />
                ))}
              </fieldset>
            );
          })}
        </fieldset>
      )}
      <FormAlert>{errors.root?.refused?.message ?? null}</FormAlert>
      <div className="flex flex-wrap gap-3">
        <PendingButton className="btn btn-primary min-h-11" pending={isSubmitting} pendingLabel={t('common.saving')}>
          {t('manageMenu.saveOptionGroup')}
        </PendingButton>
        <button type="button" className="btn btn-secondary min-h-11" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
