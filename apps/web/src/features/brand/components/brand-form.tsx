import { type Brand, brandUpdateSchema } from '@bistro/contract/brand';
import { AA_TEXT_CONTRAST, type ColourProblem, colourProblem } from '@bistro/contract/brand-colours';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { PictureUpload } from '@/components/ui/picture-upload.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { showToast } from '@/components/ui/toast.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { type MessageId, type Translate, useTranslate } from '@/lib/i18n.ts';
import { useSaveBrand } from '../api/save-brand.ts';

const field = brandUpdateSchema.shape;
/** A box left empty is none. */
const optional = <Checked extends z.ZodType<unknown, string | null>>(checked: Checked) =>
  z
    .string()
    .transform((value) => value.trim() || null)
    .pipe(checked);

const socialKeys = ['facebook', 'instagram', 'twitter'] as const;
const socialLabels: Record<(typeof socialKeys)[number], MessageId> = {
  facebook: 'brand.facebookPage',
  instagram: 'brand.instagramPage',
  twitter: 'brand.twitterPage',
};

/** What colours that fail WCAG AA are told, by what is wrong with them. */
const COLOUR_PROBLEMS: Record<ColourProblem['reason'], MessageId> = {
  mainTooLight: 'field.colourTooLight',
  textTooClose: 'field.textColourTooClose',
};

// The fields as typed, each checked as the contract checks it, and the colours as the server
// checks them together (WCAG AA), so that a refusal is said (in `t`'s words) before anything is sent.
const formSchemaIn = (t: Translate) =>
  z
    .object({
      name: field.name,
      tagline: optional(field.tagline.unwrap().unwrap().nullable()),
      logo: z.string().nullable(),
      ownColours: z.boolean(),
      primaryColor: z.string(),
      primaryTextColor: z.string(),
      address: optional(field.address.unwrap().unwrap().nullable()),
      phone: optional(field.phone.unwrap().unwrap().nullable()),
      email: optional(field.email.unwrap().unwrap().nullable()),
      facebook: optional(field.social.unwrap().shape.facebook.unwrap()),
      instagram: optional(field.social.unwrap().shape.instagram.unwrap()),
      twitter: optional(field.social.unwrap().shape.twitter.unwrap()),
      mailFrom: optional(field.mailFrom.unwrap().unwrap().nullable()),
    })
    .superRefine(({ ownColours, primaryColor, primaryTextColor }, context) => {
      const [colour, text] = [primaryColor.toLowerCase(), primaryTextColor.toLowerCase()];
      const problem = ownColours && colourProblem(colour, text);
      if (!problem) return;
      const { reason, ratio } = problem;
      const message = t(COLOUR_PROBLEMS[reason], { colour, text, ratio, needed: AA_TEXT_CONTRAST });
      context.addIssue({ code: 'custom', path: ['primaryColor'], message });
    })
    .transform(({ ownColours, primaryColor, primaryTextColor, facebook, instagram, twitter, ...rest }) => ({
      ...rest,
      primaryColor: ownColours ? primaryColor.toLowerCase() : null,
      primaryTextColor: ownColours ? primaryTextColor.toLowerCase() : null,
      social: { facebook, instagram, twitter },
    }));
type FormSchema = ReturnType<typeof formSchemaIn>;
type FormInput = z.input<FormSchema>;

const toForm = (brand: Brand): FormInput => ({
  name: brand.name,
  tagline: brand.tagline ?? '',
  logo: brand.logo,
  ownColours: brand.primaryColor !== null,
  primaryColor: brand.primaryColor ?? '#8a6204',
  primaryTextColor: brand.primaryTextColor ?? '#ffffff',
  address: brand.address ?? '',
  phone: brand.phone ?? '',
  email: brand.email ?? '',
  facebook: brand.social.facebook ?? '',
  instagram: brand.social.instagram ?? '',
  twitter: brand.social.twitter ?? '',
  mailFrom: brand.mailFrom ?? '',
});

/**
 * The restaurant's name, tagline, logo, colours (refused, saying why, when they would fail WCAG AA
 * contrast), address, phone, email, social links and the name its mails come from.
 */
export function BrandForm({ brand }: { brand: Brand }) {
  const t = useTranslate();
  const formSchema = useMemo(() => formSchemaIn(t), [t]);
  const ids = { heading: useId(), colours: useId() };
  const save = useSaveBrand();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, z.output<FormSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: toForm(brand),
  });
  const ownColours = useWatch({ control, name: 'ownColours' });
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      showToast(t('brand.restaurantSaved'), { duration: 1500 });
    } catch (error) {
      // A colour the server refuses (422) is said where it is chosen.
      const onColour = error instanceof ApiRequestError && error.status === 422;
      setError(onColour ? 'primaryColor' : 'root', {
        message: error instanceof Error ? error.message : t('brand.restaurantNotSaved'),
      });
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
        {t('brand.nameAndLook')}
      </h2>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label={t('brand.nameStarred')} error={errors.name?.message} {...register('name')} />
        <TextField
          label={t('brand.tagline')}
          hint={t('brand.taglineHint')}
          error={errors.tagline?.message}
          {...register('tagline')}
        />
      </div>
      <Controller
        control={control}
        name="logo"
        render={({ field: logo }) => (
          <PictureUpload
            label={t('brand.logo')}
            value={logo.value}
            onChange={logo.onChange}
            noneNote={t('brand.noLogo')}
          />
        )}
      />
      <fieldset className="space-y-3" aria-describedby={ids.colours}>
        <legend className="label mb-1">{t('brand.colours')}</legend>
        <p id={ids.colours} className="text-base-content/70 text-sm">
          {t('brand.coloursNote')}
        </p>
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" className="checkbox" {...register('ownColours')} />
          {t('brand.ownColours')}
        </label>
        {ownColours && (
          <div className="flex flex-wrap gap-5">
            <label className="flex items-center gap-2">
              <input type="color" className="h-11 w-16 cursor-pointer" {...register('primaryColor')} />
              {t('brand.mainColour')}
            </label>
            <label className="flex items-center gap-2">
              <input type="color" className="h-11 w-16 cursor-pointer" {...register('primaryTextColor')} />
              {t('brand.textOnMainColour')}
            </label>
          </div>
        )}
        {errors.primaryColor?.message && (
          <p role="alert" className="text-error text-sm">
            {errors.primaryColor.message}
          </p>
        )}
      </fieldset>
      <h2 className="font-display text-2xl">{t('brand.whereToFindUs')}</h2>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label={t('brand.address')} error={errors.address?.message} {...register('address')} />
        <TextField label={t('brand.phone')} type="tel" error={errors.phone?.message} {...register('phone')} />
        <TextField label={t('brand.email')} type="email" error={errors.email?.message} {...register('email')} />
        <TextField
          label={t('brand.mailFrom')}
          hint={t('brand.mailFromHint')}
          error={errors.mailFrom?.message}
          {...register('mailFrom')}
        />
        {socialKeys.map((key) => (
          <TextField
            key={key}
            label={t(socialLabels[key])}
            type="url"
            error={errors[key]?.message}
            {...register(key)}
          />
        ))}
      </div>
      <FormAlert>{errors.root?.message}</FormAlert>
      <PendingButton pending={isSubmitting} pendingLabel={t('common.saving')}>
        {t('brand.saveRestaurant')}
      </PendingButton>
    </form>
  );
}
