import { type HomePage, type HomeSection, homePageSchema, homeSections } from '@bistro/contract/brand';
import { HOUSE_ABOUT } from '@bistro/contract/house';
import { pictureAt } from '@bistro/contract/pictures';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxGroup } from '@/components/ui/checkbox-group.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { PictureUpload } from '@/components/ui/picture-upload.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { showToast } from '@/components/ui/toast.tsx';
import { useFieldErrorWords } from '@/lib/field-errors.ts';
import { type MessageId, type Translate, useTranslate } from '@/lib/i18n.ts';
import { useSaveHomePage } from '../api/save-brand.ts';

const sectionLabels: Record<HomeSection, MessageId> = {
  orderOnline: 'brand.sectionOrderOnline',
  about: 'brand.sectionAbout',
  popular: 'brand.sectionPopular',
  featured: 'brand.sectionFeatured',
  testimonials: 'brand.sectionTestimonials',
};

// The about text as typed (empty: the house's own words) and the sections as the boxes ticked;
// the rest as the contract takes it; its own words in the page's language.
const formSchemaIn = (t: Translate) =>
  z
    .object({
      hero: homePageSchema.shape.hero.unwrap(),
      aboutText: z.string().max(1000, t('brand.introductionAtMost')),
      aboutImage: z.string().nullable(),
      shown: z.array(z.enum(homeSections)),
    })
    .transform(
      ({ hero, aboutText, aboutImage, shown }): z.input<typeof homePageSchema> => ({
        hero,
        about: { text: aboutText.trim() && aboutText.trim() !== HOUSE_ABOUT ? aboutText : null, image: aboutImage },
        shown: Object.fromEntries(homeSections.map((section) => [section, shown.includes(section)])),
      }),
    )
    .pipe(homePageSchema);
type FormInput = z.input<ReturnType<typeof formSchemaIn>>;

const toForm = (home: HomePage): FormInput => ({
  hero: home.hero,
  aboutText: home.about.text ?? HOUSE_ABOUT,
  aboutImage: home.about.image,
  shown: homeSections.filter((section) => home.shown[section]),
});

/** The home page's opening pictures, its house introduction (words and picture) and which of its sections show. */
export function HomePageForm({ home }: { home: HomePage }) {
  const t = useTranslate();
  const fieldError = useFieldErrorWords();
  const ids = { heading: useId(), about: useId() };
  const save = useSaveHomePage();
  const resolver = useMemo(() => zodResolver(formSchemaIn(t)), [t]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, HomePage>({ resolver, defaultValues: toForm(home) });
  const pictures = useFieldArray({ control, name: 'hero' });
  const [newPicture, setNewPicture] = useState<string | null>(null);
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      showToast(t('brand.homeSaved'), { duration: 1500 });
    } catch (error) {
      setError('root', { message: error instanceof Error ? error.message : t('brand.homeNotSaved') });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={ids.heading}
      className="space-y-5 rounded bg-base-100 p-6 shadow md:p-10"
    >
      <h2 id={ids.heading} className="font-display text-2xl">
        {t('brand.homePage')}
      </h2>
      <fieldset className="space-y-3">
        <legend className="label mb-1">{t('brand.openingPictures')}</legend>
        {pictures.fields.length === 0 && <p className="text-base-content/70 text-sm">{t('brand.noOpeningPictures')}</p>}
        <ul className="space-y-3">
          {pictures.fields.map((picture, index) => (
            <li key={picture.id} className="flex flex-wrap items-end gap-3">
              <img src={pictureAt(picture.image, 240)} alt="" className="h-16 w-24 rounded object-cover" />
              <TextField
                className="min-w-48 flex-1"
                label={t('brand.pictureDescription', { number: index + 1 })}
                error={errors.hero?.[index]?.alt?.message}
                {...register(`hero.${index}.alt`)}
              />
              <button type="button" className="btn btn-ghost min-h-11" onClick={() => pictures.remove(index)}>
                {t('brand.remove')}
                <span className="sr-only"> {t('brand.removeWhichPicture', { number: index + 1 })}</span>
              </button>
            </li>
          ))}
        </ul>
        {pictures.fields.length < 6 && (
          <PictureUpload
            label={t('brand.addOpeningPicture')}
            value={newPicture}
            onChange={(image) => {
              setNewPicture(null);
              if (image) pictures.append({ image, alt: '' }, { focusName: `hero.${pictures.fields.length}.alt` });
            }}
            noneNote={t('brand.chooseWidePicture')}
          />
        )}
      </fieldset>
      <div>
        <label htmlFor={ids.about} className="label mb-1">
          {t('brand.introductionLabel')}
        </label>
        <textarea id={ids.about} className="textarea h-32 w-full" {...register('aboutText')} />
        {errors.aboutText?.message && <p className="mt-1 text-error text-sm">{fieldError(errors.aboutText.message)}</p>}
      </div>
      <Controller
        control={control}
        name="aboutImage"
        render={({ field }) => (
          <PictureUpload
            label={t('brand.introductionPicture')}
            value={field.value}
            onChange={field.onChange}
            noneNote={t('brand.housePictureShown')}
          />
        )}
      />
      <CheckboxGroup
        legend={t('brand.sectionsShown')}
        legendClassName="label mb-1"
        className="flex flex-col gap-1"
        options={homeSections.map((section) => ({
          value: section,
          label: t(sectionLabels[section]),
          input: register('shown'),
        }))}
      />
      <FormAlert>{errors.root?.message}</FormAlert>
      <PendingButton pending={isSubmitting} pendingLabel={t('common.saving')}>
        {t('brand.saveHomePage')}
      </PendingButton>
    </form>
  );
}
