import { createMenuSectionSchema } from '@bistro/contract/menu-sections';
import { type WeeklySchedule, weeklyScheduleSchema } from '@bistro/contract/restaurant';
import type { MenuSection } from '@bistro/contract/shop';
import { weekdays } from '@bistro/contract/weekdays';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { PictureUpload } from '@/components/ui/picture-upload.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { WeeklyHoursEditor } from '@/components/ui/weekly-hours-editor.tsx';
import { useFieldErrorWords } from '@/lib/field-errors.ts';
import { useTranslate } from '@/lib/i18n.ts';

/** Hours a section starts from when it gets some: a lunch, every day. */
const lunchEveryDay = Object.fromEntries(
  weekdays.map((day) => [day, [{ opens: '11:00', closes: '15:00' }]]),
) as WeeklySchedule;

const field = createMenuSectionSchema.shape;

// The fields as typed (empty boxes: none; the hours only when limited); the contract checks the rest.
const formSchema = z
  .object({
    name: field.name,
    slug: z.string(),
    description: z.string(),
    banner: z.string().nullable(),
    hidden: z.boolean(),
    limited: z.boolean(),
    hours: weeklyScheduleSchema,
    /** For a new section: the slug of the one it comes after ('' first). */
    after: z.string(),
  })
  .transform(
    ({ slug, description, limited, hours, after: _after, ...rest }): z.input<typeof createMenuSectionSchema> => ({
      ...rest,
      ...(slug.trim() ? { slug: slug.trim() } : {}),
      description: description.trim() || null,
      hours: limited ? hours : null,
    }),
  )
  .pipe(createMenuSectionSchema);
type FormInput = z.input<typeof formSchema>;
export type SectionFormValues = z.output<typeof formSchema>;

interface SectionFormProps {
  /** The section being changed; none: a new one. */
  current?: MenuSection;
  /** The menu's sections, in order: a new one is placed after one of them. */
  sections: readonly MenuSection[];
  failure: string | null;
  onSave: (section: SectionFormValues) => Promise<void>;
  onCancel: () => void;
}

/**
 * A section's name, address, line and banner on the menu page, whether it has a tab of its own,
 * and the hours its dishes are served (none: whenever the restaurant is open).
 */
export function SectionForm({ current, sections, failure, onSave, onCancel }: SectionFormProps) {
  const t = useTranslate();
  const fieldError = useFieldErrorWords();
  const ids = { heading: useId(), after: useId() };
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, SectionFormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: current?.name ?? '',
      slug: current?.slug ?? '',
      description: current?.description ?? '',
      banner: current?.banner ?? null,
      hidden: current?.hidden ?? false,
      limited: Boolean(current?.hours),
      hours: current?.hours ?? lunchEveryDay,
      after: sections.filter((section) => !section.hidden).at(-1)?.slug ?? '',
    },
  });
  const limited = useWatch({ control, name: 'limited' });
  const after = useWatch({ control, name: 'after' });
  const submit = handleSubmit(async (values) => {
    const place = after === '' ? 0 : sections.findIndex((section) => section.slug === after) + 1;
    await onSave(current ? values : { ...values, position: place });
  });
  const title = current ? t('manageMenu.changeNamed', { name: current.name }) : t('manageMenu.newSection');

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={ids.heading}
      className="space-y-4 rounded bg-base-100 p-6 shadow"
    >
      <h2 id={ids.heading} className="font-display text-xl">
        {title}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('manageMenu.nameField')}
          hint={t('manageMenu.sectionNameHint')}
          error={errors.name?.message && fieldError(errors.name.message)}
          {...register('name')}
        />
        {current ? (
          <TextField
            label={t('manageMenu.address')}
            hint={t('manageMenu.addressHint', { address: `/order/${current.slug.toUpperCase()}` })}
            error={errors.slug?.message && fieldError(errors.slug.message)}
            {...register('slug')}
          />
        ) : (
          <div>
            <label htmlFor={ids.after} className="label mb-1">
              {t('manageMenu.comesAfter')}
            </label>
            <select id={ids.after} className="select min-h-11 w-full" {...register('after')}>
              <option value="">{t('manageMenu.nothingFirst')}</option>
              {sections.map((section) => (
                <option key={section.slug} value={section.slug}>
                  {section.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <TextField
        label={t('manageMenu.bannerLine')}
        hint={t('manageMenu.bannerLineHint')}
        error={errors.description?.message && fieldError(errors.description.message)}
        {...register('description')}
      />
      <Controller
        control={control}
        name="banner"
        render={({ field: banner }) => (
          <PictureUpload
            label={t('manageMenu.banner')}
            value={banner.value}
            onChange={banner.onChange}
            noneNote={t('manageMenu.noBanner')}
          />
        )}
      />
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" className="checkbox" {...register('hidden')} />
        {t('manageMenu.hiddenNote')}
      </label>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" className="checkbox" {...register('limited')} />
        {t('manageMenu.servedAtSomeHours')}
      </label>
      {limited && (
        <Controller
          control={control}
          name="hours"
          render={({ field: hours }) => <WeeklyHoursEditor weekly={hours.value} onChange={hours.onChange} />}
        />
      )}
      {errors.hours && (
        <p className="text-error text-sm">
          {errors.hours.message ? fieldError(errors.hours.message) : t('manageMenu.checkHours')}
        </p>
      )}
      <FormAlert>{failure}</FormAlert>
      <div className="flex flex-wrap gap-3">
        <PendingButton className="btn btn-primary min-h-11" pending={isSubmitting} pendingLabel={t('common.saving')}>
          {current ? t('manageMenu.saveSection') : t('manageMenu.addSection')}
        </PendingButton>
        <button type="button" className="btn btn-ghost min-h-11" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
