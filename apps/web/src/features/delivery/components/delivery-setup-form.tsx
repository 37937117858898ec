import {
  type DeliverySetup,
  type DeliveryZone,
  deliverySetupSchema,
  deliveryZoneSchema,
} from '@bistro/contract/delivery';
import { formatPrice } from '@bistro/contract/money';
import type { WeeklySchedule } from '@bistro/contract/restaurant';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { OwnHoursFields } from '@/components/ui/own-hours-fields.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { RadioGroup } from '@/components/ui/radio-group.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { showToast } from '@/components/ui/toast.tsx';
import { type MessageId, type Translate, useTranslate } from '@/lib/i18n.ts';
import { useProblemsResolver } from '@/lib/problems-resolver.ts';
import {
  deliverySetupQueryOptions,
  locateRestaurant,
  type OwnerDeliverySetup,
  useSaveDeliverySetup,
} from '../api/delivery.ts';

/** The owner's Delivery page: on or off, the restaurant's location, the zones, the times, loaded then edited. */
export function DeliverySetupPanel() {
  const t = useTranslate();
  const setup = useQuery(deliverySetupQueryOptions());
  return (
    <QueryState query={setup} what={t('deliverySetup.theSetup')}>
      {(loaded) => <SetupForm initial={loaded} />}
    </QueryState>
  );
}

/** A zone as typed: every number as text, its kind chosen, its postcodes one line. */
interface DraftZone {
  name: string;
  kind: 'radius' | 'postcodes';
  radiusKm: string;
  postcodes: string;
  fee: string;
  minOrder: string;
  freeFrom: string;
}

interface Draft {
  enabled: boolean;
  lat: string;
  lng: string;
  zones: DraftZone[];
  prepMinutes: string;
  minutesPerKm: string;
  /** Delivery hours of their own; null: the opening hours. */
  hours: WeeklySchedule | null;
  notes: string;
}

/** Text as a number for the contract's check: empty stays undefined, anything else is what Number makes of it. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));

const toDraft = (setup: DeliverySetup): Draft => ({
  enabled: setup.enabled,
  lat: setup.origin ? String(setup.origin.lat) : '',
  lng: setup.origin ? String(setup.origin.lng) : '',
  zones: setup.zones.map((zone) => ({
    name: zone.name,
    kind: zone.radiusKm === undefined ? 'postcodes' : 'radius',
    radiusKm: zone.radiusKm === undefined ? '' : String(zone.radiusKm),
    postcodes: (zone.postcodes ?? []).join(', '),
    fee: String(zone.fee),
    minOrder: String(zone.minOrder),
    freeFrom: zone.freeFrom == null ? '' : String(zone.freeFrom),
  })),
  prepMinutes: String(setup.prepMinutes),
  minutesPerKm: String(setup.minutesPerKm),
  hours: setup.hours ?? null,
  notes: setup.notes ?? '',
});

const zoneFromDraft = (zone: DraftZone) => ({
  name: zone.name,
  ...(zone.kind === 'radius'
    ? { radiusKm: numberOf(zone.radiusKm) }
    : { postcodes: zone.postcodes.split(/[,;\s]+/).filter(Boolean) }),
  fee: numberOf(zone.fee),
  minOrder: numberOf(zone.minOrder),
  freeFrom: numberOf(zone.freeFrom) ?? null,
});

const fromDraft = (draft: Draft) => {
  const lat = numberOf(draft.lat);
  const lng = numberOf(draft.lng);
  return {
    enabled: draft.enabled,
    ...(lat === undefined && lng === undefined ? {} : { origin: { lat, lng } }),
    zones: draft.zones.map(zoneFromDraft),
    prepMinutes: numberOf(draft.prepMinutes),
    minutesPerKm: numberOf(draft.minutesPerKm),
    ...(draft.hours ? { hours: draft.hours } : {}),
    ...(draft.notes.trim() ? { notes: draft.notes } : {}),
  };
};

/** The words of a zone's boxes, each with the zone's number. */
const ZONE_FIELDS: Partial<Record<PropertyKey, MessageId>> = {
  name: 'deliverySetup.zoneName',
  radiusKm: 'deliverySetup.zoneDistance',
  postcodes: 'deliverySetup.zonePostcodes',
  fee: 'deliverySetup.zoneFee',
  minOrder: 'deliverySetup.zoneMinOrder',
  freeFrom: 'deliverySetup.zoneFreeFrom',
};

/** The words of the set-up's other boxes. */
const FIELDS: Partial<Record<PropertyKey, MessageId>> = {
  lat: 'deliverySetup.latitude',
  lng: 'deliverySetup.longitude',
  prepMinutes: 'deliverySetup.preparation',
  minutesPerKm: 'deliverySetup.travel',
  notes: 'deliverySetup.notes',
};

/** The form's name of the field at a path of the set-up, where it has one. */
function fieldAt([section, row, part]: readonly PropertyKey[], t: Translate): string | undefined {
  if (section === 'zones' && typeof row === 'number') {
    const zoneField = part === undefined ? undefined : ZONE_FIELDS[part];
    return zoneField && t(zoneField, { n: row + 1 });
  }
  const key = section === 'origin' ? row : section;
  const field = key === undefined ? undefined : FIELDS[key];
  return field && t(field);
}

/** A zone in words: "Within 3 km of the restaurant: a fee of $2.50, orders from $15.00, free from $40.00." */
export function zoneInWords(zone: DeliveryZone, t: Translate): string {
  const where =
    zone.radiusKm === undefined
      ? t('deliverySetup.toPostcodes', { postcodes: (zone.postcodes ?? []).join(', ') })
      : t('deliverySetup.withinKm', { km: zone.radiusKm });
  const fee = zone.fee === 0 ? t('deliverySetup.noFee') : t('deliverySetup.feeOf', { fee: formatPrice(zone.fee) });
  const minimum =
    zone.minOrder === 0
      ? t('deliverySetup.noMinimum')
      : t('deliverySetup.ordersFrom', { amount: formatPrice(zone.minOrder) });
  return zone.freeFrom == null
    ? t('deliverySetup.zoneInWords', { where, fee, minimum })
    : t('deliverySetup.zoneInWordsFree', { where, fee, minimum, free: formatPrice(zone.freeFrom) });
}

const newZone = (count: number, t: Translate): DraftZone => ({
  name: count === 0 ? t('deliverySetup.nearby') : t('deliverySetup.zone', { n: count + 1 }),
  kind: 'radius',
  radiusKm: '3',
  postcodes: '',
  fee: '0',
  minOrder: '0',
  freeFrom: '',
});

function SetupForm({ initial }: { initial: OwnerDeliverySetup }) {
  const t = useTranslate();
  const save = useSaveDeliverySetup();
  // Every problem of the contract's check said above "Save delivery".
  const resolver = useProblemsResolver(deliverySetupSchema, fromDraft, fieldAt, 'deliverySetup.notSaved');
  const {
    register,
    control,
    setValue,
    setError,
    handleSubmit,
    formState: { errors },
  } = useForm<Draft, unknown, DeliverySetup>({
    resolver,
    defaultValues: toDraft(initial),
    reValidateMode: 'onSubmit',
  });
  const zones = useFieldArray({ control, name: 'zones' });
  const drafted = useWatch({ control, name: 'zones' });

  const submit = handleSubmit(async (setup) => {
    if (save.isPending) return;
    try {
      await save.mutateAsync(setup);
      showToast(t('deliverySetup.saved'));
    } catch (error) {
      setError('root.problems', {
        message: t('deliverySetup.notSaved', { problems: error instanceof Error ? error.message : String(error) }),
      });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('dashboard.delivery')}
      className="space-y-6 rounded bg-base-100 p-4 shadow md:p-6"
    >
      {!initial.geocoder && (
        <p role="note" className="alert alert-warning">
          {t('deliverySetup.noGeocoder')}
        </p>
      )}
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" className="toggle" {...register('enabled')} />
        <span>{t('deliverySetup.deliverOrders')}</span>
      </label>

      <fieldset className="space-y-3">
        <legend className="font-display text-xl">{t('deliverySetup.location')}</legend>
        <p className="text-base-content/70 text-sm">{t('deliverySetup.locationHelp')}</p>
        <div className="flex flex-wrap gap-3">
          <TextField label={t('deliverySetup.latitude')} inputMode="decimal" {...register('lat')} />
          <TextField label={t('deliverySetup.longitude')} inputMode="decimal" {...register('lng')} />
        </div>
        {initial.geocoder && (
          <FindLocation
            onFound={(at) => {
              setValue('lat', String(at.lat));
              setValue('lng', String(at.lng));
            }}
          />
        )}
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="font-display text-xl">{t('deliverySetup.zones')}</legend>
        <p className="text-base-content/70 text-sm">{t('deliverySetup.zonesHelp')}</p>
        {zones.fields.map((zone, index) => {
          const kind = drafted[index]?.kind ?? zone.kind;
          const n = index + 1;
          return (
            <div key={zone.id} className="space-y-3 rounded border border-base-300 p-3">
              <TextField label={t('deliverySetup.zoneName', { n })} {...register(`zones.${index}.name`)} />
              <Controller
                control={control}
                name={`zones.${index}.kind`}
                render={({ field }) => (
                  <RadioGroup
                    legend={t('deliverySetup.zoneCovers', { n })}
                    legendClassName="label mb-1"
                    className="flex flex-wrap gap-x-5 gap-y-2"
                    value={field.value}
                    onChange={field.onChange}
                    choices={[
                      { value: 'radius', label: t('deliverySetup.aDistance') },
                      { value: 'postcodes', label: t('deliverySetup.postcodes') },
                    ]}
                  />
                )}
              />
              {kind === 'radius' ? (
                <TextField
                  label={t('deliverySetup.zoneDistance', { n })}
                  inputMode="decimal"
                  {...register(`zones.${index}.radiusKm`)}
                />
              ) : (
                <TextField
                  label={t('deliverySetup.zonePostcodes', { n })}
                  hint={t('deliverySetup.postcodesHint')}
                  {...register(`zones.${index}.postcodes`)}
                />
              )}
              <div className="flex flex-wrap gap-3">
                <TextField
                  label={t('deliverySetup.zoneFee', { n })}
                  inputMode="decimal"
                  {...register(`zones.${index}.fee`)}
                />
                <TextField
                  label={t('deliverySetup.zoneMinOrder', { n })}
                  inputMode="decimal"
                  {...register(`zones.${index}.minOrder`)}
                />
                <TextField
                  label={t('deliverySetup.zoneFreeFrom', { n })}
                  hint={t('deliverySetup.neverFree')}
                  inputMode="decimal"
                  {...register(`zones.${index}.freeFrom`)}
                />
              </div>
              <ZoneSummary draft={drafted[index]} />
              <button type="button" className="btn btn-outline min-h-11" onClick={() => zones.remove(index)}>
                {t('deliverySetup.removeZone', { n })}
              </button>
            </div>
          );
        })}
        <button type="button" className="btn min-h-11" onClick={() => zones.append(newZone(zones.fields.length, t))}>
          {t('deliverySetup.addZone')}
        </button>
      </fieldset>

      <fieldset className="grid gap-5 md:grid-cols-2">
        <legend className="mb-2 font-display text-xl">{t('deliverySetup.arrivalEstimate')}</legend>
        <TextField label={t('deliverySetup.preparation')} inputMode="numeric" {...register('prepMinutes')} />
        <TextField label={t('deliverySetup.travel')} inputMode="decimal" {...register('minutesPerKm')} />
      </fieldset>

      <Controller
        control={control}
        name="hours"
        render={({ field }) => (
          <OwnHoursFields
            legend={t('deliverySetup.deliveryHours')}
            hint={t('deliverySetup.deliveryHoursHelp')}
            during={t('deliverySetup.deliveredDuring')}
            hours={field.value}
            onChange={field.onChange}
          />
        )}
      />

      <label className="block">
        <span className="label mb-1">{t('deliverySetup.notes')}</span>
        <textarea className="textarea w-full" rows={3} {...register('notes')} />
      </label>

      <FormAlert>{errors.root?.problems?.message ?? null}</FormAlert>
      <button type="submit" className="btn btn-primary min-h-11" aria-busy={save.isPending}>
        {save.isPending ? t('common.saving') : t('deliverySetup.save')}
      </button>
    </form>
  );
}

/** The zone as the owner typed it, in words, or nothing while it does not make a zone yet. */
function ZoneSummary({ draft }: { draft: DraftZone | undefined }) {
  const t = useTranslate();
  if (!draft) return null;
  const checked = deliveryZoneSchema.safeParse(zoneFromDraft(draft));
  return checked.success ? <p className="text-sm">{zoneInWords(checked.data, t)}</p> : null;
}

/**
 * The restaurant's address, placed by the geocoder as its location. Its own small form (nested
 * forms are not allowed, so its button submits nothing of the set-up).
 */
function FindLocation({ onFound }: { onFound: (at: { lat: number; lng: number }) => void }) {
  const t = useTranslate();
  const { register, handleSubmit } = useForm({
    defaultValues: { line1: '', city: '', postcode: '', country: '' },
  });
  const [said, setSaid] = useState<string | null>(null);
  const [finding, setFinding] = useState(false);
  const find = handleSubmit(async (address) => {
    setFinding(true);
    try {
      const at = await locateRestaurant(address);
      onFound(at);
      setSaid(t('deliverySetup.found', { lat: String(at.lat), lng: String(at.lng) }));
    } catch (error) {
      setSaid(error instanceof Error ? error.message : String(error));
    } finally {
      setFinding(false);
    }
  });
  return (
    <fieldset className="space-y-3">
      <legend className="label mb-1">{t('deliverySetup.findFromAddress')}</legend>
      <div className="flex flex-wrap gap-3">
        <TextField label={t('deliverySetup.street')} {...register('line1')} />
        <TextField label={t('deliverySetup.postcode')} {...register('postcode')} />
        <TextField label={t('deliverySetup.city')} {...register('city')} />
        <TextField label={t('deliverySetup.country')} {...register('country')} />
      </div>
      <button type="button" className="btn min-h-11" aria-busy={finding} onClick={() => void find()}>
        {t('deliverySetup.findLocation')}
      </button>
      <p role="status" className="text-sm">
        {said}
      </p>
    </fieldset>
  );
}
