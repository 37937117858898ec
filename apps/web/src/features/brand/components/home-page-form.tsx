import { type HomePage, type HomeSection, homePageSchema, homeSections } from '@bistro/contract/brand';
import { HOUSE_ABOUT } from '@bistro/contract/house';
import { pictureAt } from '@bistro/contract/pictures';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxGroup } from '@/components/ui/checkbox-group.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { PictureUpload } from '@/components/ui/picture-upload.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { showToast } from '@/components/ui/toast.tsx';
import { useSaveHomePage } from '../api/save-brand.ts';

const sectionLabels: Record<HomeSection, string> = {
  orderOnline: 'Order online (a picture per section)',
  about: 'The house introduction',
  popular: 'From our menu (the popular dishes)',
  featured: 'Featured item',
  testimonials: 'Testimonials',
};

// The about text as typed (empty: the house's own words) and the sections as the boxes ticked;
// the rest as the contract takes it.
const formSchema = z
  .object({
    hero: homePageSchema.shape.hero.unwrap(),
    aboutText: z.string().max(1000, 'The introduction can have at most 1,000 characters'),
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
type FormInput = z.input<typeof formSchema>;

const toForm = (home: HomePage): FormInput => ({
  hero: home.hero,
  aboutText: home.about.text ?? HOUSE_ABOUT,
  aboutImage: home.about.image,
  shown: homeSections.filter((section) => home.shown[section]),
});

/** The home page's opening pictures, its house introduction (words and picture) and which of its sections show. */
export function HomePageForm({ home }: { home: HomePage }) {
  const ids = { heading: useId(), about: useId() };
  const save = useSaveHomePage();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, HomePage>({ resolver: zodResolver(formSchema), defaultValues: toForm(home) });
  const pictures = useFieldArray({ control, name: 'hero' });
  const [newPicture, setNewPicture] = useState<string | null>(null);
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      showToast('The home page is saved', { duration: 1500 });
    } catch (error) {
      setError('root', { message: error instanceof Error ? error.message : 'The home page could not be saved.' });
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
        Home page
      </h2>
      <fieldset className="space-y-3">
        <legend className="label mb-1">Opening pictures</legend>
        {pictures.fields.length === 0 && (
          <p className="text-base-content/70 text-sm">None of your own: the house’s six pictures are shown.</p>
        )}
        <ul className="space-y-3">
          {pictures.fields.map((picture, index) => (
            <li key={picture.id} className="flex flex-wrap items-end gap-3">
              <img src={pictureAt(picture.image, 240)} alt="" className="h-16 w-24 rounded object-cover" />
              <TextField
                className="min-w-48 flex-1"
                label={`Description of picture ${index + 1}`}
                error={errors.hero?.[index]?.alt?.message}
                {...register(`hero.${index}.alt`)}
              />
              <button type="button" className="btn btn-ghost min-h-11" onClick={() => pictures.remove(index)}>
                Remove<span className="sr-only"> picture {index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
        {pictures.fields.length < 6 && (
          <PictureUpload
            label="Add an opening picture"
            value={newPicture}
            onChange={(image) => {
              setNewPicture(null);
              if (image) pictures.append({ image, alt: '' }, { focusName: `hero.${pictures.fields.length}.alt` });
            }}
            noneNote="Choose a wide picture; describe it for those who cannot see it."
          />
        )}
      </fieldset>
      <div>
        <label htmlFor={ids.about} className="label mb-1">
          The house introduction (empty: the house’s own words)
        </label>
        <textarea id={ids.about} className="textarea h-32 w-full" {...register('aboutText')} />
        {errors.aboutText?.message && <p className="mt-1 text-error text-sm">{errors.aboutText.message}</p>}
      </div>
      <Controller
        control={control}
        name="aboutImage"
        render={({ field }) => (
          <PictureUpload
            label="Picture behind the introduction"
            value={field.value}
            onChange={field.onChange}
            noneNote="The house picture of the dining room is shown."
          />
        )}
      />
      <CheckboxGroup
        legend="Sections shown"
        legendClassName="label mb-1"
        className="flex flex-col gap-1"
        options={homeSections.map((section) => ({
          value: section,
          label: sectionLabels[section],
          input: register('shown'),
        }))}
      />
      <FormAlert>{errors.root?.message}</FormAlert>
      <PendingButton pending={isSubmitting} pendingLabel="Saving…">
        Save the home page
      </PendingButton>
    </form>
  );
}
