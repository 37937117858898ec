import { taxCategorySchema } from '@bistro/contract/bill-settings';
import { TEXT_LIMITS } from '@bistro/contract/constants';
import { type AllergenCode, allergenCodes, type DietCode, dietCodes } from '@bistro/contract/dietary';
import { allergenCodeSchema, dietCodeSchema } from '@bistro/contract/dietary-schemas';
import { languageSchema } from '@bistro/contract/language-schemas';
import { directionOf, type Language } from '@bistro/contract/languages';
import { type CreateMenuItem, type DishTranslations, priceSchema } from '@bistro/contract/menu';
import { fromMajor, toMajorText } from '@bistro/contract/money';
import type { OptionGroupAdmin } from '@bistro/contract/options';
import { pictureAt } from '@bistro/contract/pictures';
import { type Collection, collections, type MenuSection } from '@bistro/contract/shop';
import { countFieldSchema, countFieldText, parLevelSchema, stockSchema } from '@bistro/contract/stock';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxGroup } from '@/components/ui/checkbox-group.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useDietaryWords } from '@/lib/dietary-words.ts';
import { useFieldErrorWords } from '@/lib/field-errors.ts';
import { LANGUAGE_NAMES, type MessageId, type Translate, useTranslate } from '@/lib/i18n.ts';

/** A translation's text: empty for none (the dish's own shows), which the API is sent as no text. */
const translatedText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((text) => text || undefined);

/** The form's fields, checked with the contract's rules and its own words in the page's language. */
const formSchemaIn = (t: Translate) =>
  z.object({
    name: z
      .string()
      .trim()
      .min(1, t('manageMenu.recipeNameRequired'))
      .max(TEXT_LIMITS.dishName, t('manageMenu.recipeNameTooLong')),
    /** The dish's own section (its first), as the spec's category field. */
    category: z.string().min(1, t('manageMenu.chooseCategory')),
    /** The other sections it is shown in. */
    alsoIn: z.array(z.string()),
    collections: z.array(z.enum(collections)),
    taxCategory: z
      .string()
      .trim()
      .transform((value) => value || null)
      .pipe(taxCategorySchema.nullable()),
    price: z
      .string()
      .trim()
      .min(1, t('manageMenu.priceRequired'))
      .transform(Number)
      .pipe(z.number({ message: t('manageMenu.priceNumber') }).pipe(priceSchema)),
    recipe: z.string().trim().max(TEXT_LIMITS.recipe, t('manageMenu.recipeTooLong')),
    image: z.custom<FileList>().optional(),
    allergens: z.array(allergenCodeSchema),
    diets: z.array(dietCodeSchema),
    optionGroupIds: z.array(z.string()),
    stock: countFieldSchema(stockSchema),
    parLevel: countFieldSchema(parLevelSchema),
    translations: z.partialRecord(
      languageSchema,
      z.object({
        name: translatedText(TEXT_LIMITS.dishName, t('manageMenu.translatedNameTooLong')),
        recipe: translatedText(TEXT_LIMITS.recipe, t('manageMenu.translatedRecipeTooLong')),
      }),
    ),
  });
type FormSchema = ReturnType<typeof formSchemaIn>;
type FormInput = z.input<FormSchema>;
type FormOutput = z.output<FormSchema>;

export interface MenuItemFormValues
  extends Omit<CreateMenuItem, 'image' | 'category' | 'sections' | 'collections' | 'taxCategory' | 'translations'> {
  /** Its sections' slugs, its own first. */
  sections: string[];
  collections: Collection[];
  taxCategory: string | null;
  /** Its name and recipe in each language of the form, a language without texts sent empty (none). */
  translations: DishTranslations;
  /** The new picture chosen, if any. */
  file: File | null;
}

/** The collections a dish can be put in, as the form names them. */
const collectionLabels: Record<Collection, MessageId> = {
  popular: 'manageMenu.collectionPopular',
  offered: 'manageMenu.collectionOffered',
};

/** An option group with its rule, as the dish's form offers it: "Pizza size (choose 1)". */
function groupWithRule(t: Translate, { name: group, min, max }: OptionGroupAdmin): string {
  if (min === max) return t('manageMenu.groupChoose', { group, count: min });
  if (min === 0) return t('manageMenu.groupChooseUpTo', { group, max });
  return t('manageMenu.groupChooseBetween', { group, min, max });
}

interface MenuItemFormProps {
  submitLabel: string;
  /** The dish being edited: its fields prefill the form, and its picture makes a new one optional. */
  current?: {
    name: string;
    sections: string[];
    collections: Collection[];
    taxCategory: string | null;
    price: number;
    recipe: string;
    image: string;
    allergens: AllergenCode[];
    diets: DietCode[];
    optionGroups?: { id: string }[];
    stock: number | null;
    parLevel: number | null;
    translations?: DishTranslations | undefined;
  };
  /** The languages the dish is translated into: those the restaurant offers besides its default (none: no Translations). */
  translationLanguages?: readonly Language[];
  /** The menu's sections, in the owner's order: a dish's category is one, and it may be shown in others too. */
  sections: readonly MenuSection[];
  /** The option groups a dish can offer (none: the field is not shown). */
  optionGroups?: readonly OptionGroupAdmin[] | undefined;
  failure: string | null;
  onSubmit: (values: MenuItemFormValues) => Promise<boolean>;
}

/**
 * Recipe name, category (the dish's own section), the other sections and the collections it is
 * shown in, price, tax category, details, its name and details in other languages, picture, and
 * its count and par level; says what is missing before anything is sent.
 */
export function MenuItemForm({
  submitLabel,
  current,
  translationLanguages = [],
  sections,
  optionGroups,
  failure,
  onSubmit,
}: MenuItemFormProps) {
  const t = useTranslate();
  const fieldError = useFieldErrorWords();
  const dietary = useDietaryWords();
  const resolver = useMemo(() => zodResolver(formSchemaIn(t)), [t]);
  const ids = {
    category: useId(),
    recipe: useId(),
    image: useId(),
    pictureNote: useId(),
    stockNote: useId(),
    translationsNote: useId(),
  };
  const translations = Object.fromEntries(
    translationLanguages.map((language) => [
      language,
      {
        name: current?.translations?.[language]?.name ?? '',
        recipe: current?.translations?.[language]?.recipe ?? '',
      },
    ]),
  );
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: current
      ? {
          name: current.name,
          category: current.sections[0] ?? '',
          alsoIn: current.sections.slice(1),
          collections: current.collections,
          taxCategory: current.taxCategory ?? '',
          price: toMajorText(fromMajor(current.price)),
          recipe: current.recipe,
          allergens: current.allergens,
          diets: current.diets,
          optionGroupIds: current.optionGroups?.map((group) => group.id) ?? [],
          stock: countFieldText(current.stock),
          parLevel: countFieldText(current.parLevel),
          translations,
        }
      : {
          name: '',
          category: '',
          alsoIn: [],
          collections: [],
          taxCategory: '',
          price: '',
          recipe: '',
          allergens: [],
          diets: [],
          optionGroupIds: [],
          stock: '',
          parLevel: '',
          translations,
        },
  });
  const chosenFile = useWatch({ control, name: 'image' })?.[0];
  // A phone's file picker cuts the name short, or shows none.
  const pictureNote = chosenFile
    ? t('manageMenu.chosenFile', { name: chosenFile.name })
    : current?.image
      ? t('manageMenu.keepsPicture')
      : null;
  const ownSection = useWatch({ control, name: 'category' });
  const submit = handleSubmit(async ({ image, category, alsoIn, ...values }) => {
    const file = image?.[0] ?? null;
    if (!file && !current?.image) return setError('image', { message: t('manageMenu.choosePicture') });
    const sectionsOfDish = [category, ...alsoIn.filter((slug) => slug !== category)];
    const saved = await onSubmit({ ...values, sections: sectionsOfDish, file });
    if (saved && !current) reset();
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-5 rounded bg-base-100 p-6 shadow md:p-10"
      aria-label={submitLabel}
    >
      <p className="text-base-content/70 text-sm">{t('manageMenu.requiredNote')}</p>
      <TextField label={t('manageMenu.recipeNameField')} error={errors.name?.message} {...register('name')} />
      <div className="grid gap-5 md:grid-cols-2">
        <div>
          <label htmlFor={ids.category} className="label mb-1">
            {t('manageMenu.categoryField')}
          </label>
          <select
            id={ids.category}
            className={`select w-full ${errors.category ? 'select-error' : ''}`}
            aria-invalid={errors.category ? true : undefined}
            {...register('category')}
          >
            <option value="" disabled>
              {t('manageMenu.chooseCategory')}
            </option>
            {sections.map((section) => (
              <option key={section.slug} value={section.slug}>
                {section.hidden ? t('manageMenu.hiddenSection', { name: section.name }) : section.name}
              </option>
            ))}
          </select>
          {errors.category && <p className="mt-1 text-error text-sm">{errors.category.message}</p>}
        </div>
        <TextField
          label={t('manageMenu.priceField')}
          inputMode="decimal"
          error={errors.price?.message && fieldError(errors.price.message)}
          {...register('price')}
        />
      </div>
      {sections.length > 1 && (
        <CheckboxGroup
          legend={t('manageMenu.alsoShownIn')}
          legendClassName="label mb-1"
          className="flex flex-wrap gap-x-5 gap-y-2"
          options={sections
            .filter((section) => section.slug !== ownSection)
            .map((section) => ({ value: section.slug, label: section.name, input: register('alsoIn') }))}
        />
      )}
      <div className="grid gap-5 md:grid-cols-2">
        <CheckboxGroup
          legend={t('manageMenu.pickedFor')}
          legendClassName="label mb-1"
          className="flex flex-wrap gap-x-5 gap-y-2"
          options={collections.map((collection) => ({
            value: collection,
            label: t(collectionLabels[collection]),
            input: register('collections'),
          }))}
        />
        <TextField
          label={t('manageMenu.taxCategory')}
          hint={t('manageMenu.taxCategoryHint')}
          error={errors.taxCategory?.message && fieldError(errors.taxCategory.message)}
          {...register('taxCategory')}
        />
      </div>
      <div>
        <label htmlFor={ids.recipe} className="label mb-1">
          {t('manageMenu.recipeDetails')}
        </label>
        <textarea id={ids.recipe} className="textarea h-32 w-full" {...register('recipe')} />
      </div>
      {translationLanguages.length > 0 && (
        <fieldset className="space-y-4" aria-describedby={ids.translationsNote}>
          <legend className="label mb-1">{t('manageMenu.translations')}</legend>
          <p id={ids.translationsNote} className="text-base-content/70 text-sm">
            {t('manageMenu.translationsNote')}
          </p>
          {translationLanguages.map((language) => {
            const name = LANGUAGE_NAMES[language];
            const error = errors.translations?.[language];
            const recipeError = `${ids.translationsNote}-${language}-recipe`;
            return (
              <fieldset key={language} className="space-y-3 rounded border border-base-300 p-4">
                <legend lang={language} className="px-1 font-semibold">
                  {name}
                </legend>
                <TextField
                  label={t('manageMenu.recipeNameIn', { language: name })}
                  lang={language}
                  dir={directionOf(language)}
                  error={error?.name?.message}
                  {...register(`translations.${language}.name`)}
                />
                <label className="block">
                  <span className="label mb-1">{t('manageMenu.recipeDetailsIn', { language: name })}</span>
                  <textarea
                    lang={language}
                    dir={directionOf(language)}
                    className={`textarea h-24 w-full ${error?.recipe ? 'textarea-error' : ''}`}
                    aria-invalid={error?.recipe ? true : undefined}
                    aria-describedby={error?.recipe ? recipeError : undefined}
                    {...register(`translations.${language}.recipe`)}
                  />
                  {error?.recipe && (
                    <span id={recipeError} className="mt-1 block text-error text-sm">
                      {error.recipe.message}
                    </span>
                  )}
                </label>
              </fieldset>
            );
          })}
        </fieldset>
      )}
      <CheckboxGroup
        legend={t('manageMenu.dietaryLabels')}
        legendClassName="label mb-1"
        className="flex flex-wrap gap-x-5 gap-y-2"
        options={dietCodes.map((code) => ({ value: code, label: dietary.diet(code), input: register('diets') }))}
      />
      <CheckboxGroup
        legend={t('manageMenu.containsAllergens')}
        legendClassName="label mb-1"
        className="grid grid-cols-2 gap-x-5 gap-y-2 sm:grid-cols-3 md:grid-cols-4"
        options={allergenCodes.map((code) => ({
          value: code,
          label: dietary.allergen(code),
          input: register('allergens'),
        }))}
      />
      {optionGroups && optionGroups.length > 0 && (
        <CheckboxGroup
          legend={t('manageMenu.optionsDinersChoose')}
          legendClassName="label mb-1"
          className="grid gap-x-5 gap-y-2 sm:grid-cols-2"
          options={optionGroups.map((group) => ({
            value: group.id,
            label: groupWithRule(t, group),
            input: register('optionGroupIds'),
          }))}
        />
      )}
      <fieldset className="grid gap-5 md:grid-cols-2" aria-describedby={ids.stockNote}>
        <legend className="label mb-1">{t('manageMenu.stockCount')}</legend>
        <p id={ids.stockNote} className="text-base-content/70 text-sm md:col-span-2">
          {t('manageMenu.stockNote')}
        </p>
        <TextField
          label={t('manageMenu.leftToSell')}
          inputMode="numeric"
          error={errors.stock?.message && fieldError(errors.stock.message)}
          {...register('stock')}
        />
        <TextField
          label={t('manageMenu.parLevel')}
          inputMode="numeric"
          error={errors.parLevel?.message && fieldError(errors.parLevel.message)}
          {...register('parLevel')}
        />
      </fieldset>
      <div className="flex flex-wrap items-end gap-4">
        {current?.image && (
          <img
            src={pictureAt(current.image, 240)}
            alt={t('manageMenu.pictureNow', { name: current.name })}
            className="h-24 w-24 rounded object-cover"
          />
        )}
        <div className="min-w-0 flex-1">
          <label htmlFor={ids.image} className="label mb-1">
            {current?.image ? t('manageMenu.newPicture') : t('manageMenu.pictureField')}
          </label>
          <input
            id={ids.image}
            type="file"
            accept="image/*"
            className={`file-input h-11 w-full ${errors.image ? 'file-input-error' : ''}`}
            aria-describedby={pictureNote ? ids.pictureNote : undefined}
            {...register('image')}
          />
          {pictureNote && (
            <p id={ids.pictureNote} className="mt-1 text-sm wrap-anywhere">
              {pictureNote}
            </p>
          )}
          {errors.image && <p className="mt-1 text-error text-sm">{errors.image.message}</p>}
        </div>
      </div>
      <FormAlert>{failure}</FormAlert>
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {isSubmitting ? t('common.saving') : submitLabel}
      </button>
    </form>
  );
}
