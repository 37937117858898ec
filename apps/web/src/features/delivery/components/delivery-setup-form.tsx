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
import { Controller, type FieldErrors, type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { OwnHoursFields } from '@/components/ui/own-hours-fields.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { RadioGroup } from '@/components/ui/radio-group.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { showToast } from '@/components/ui/toast.tsx';
import {
  deliverySetupQueryOptions,
  locateRestaurant,
  type OwnerDeliverySetup,
  useSaveDeliverySetup,
} from '../api/delivery.ts';

/** The owner's Delivery page: on or off, the restaurant's location, the zones, the times, loaded then edited. */
export function DeliverySetupPanel() {
  const setup = useQuery(deliverySetupQueryOptions());
  return (
    <QueryState query={setup} what="the delivery set-up">
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

/**
 * The contract's check of the set-up made from the draft, as the form's resolver: every problem
 * said above "Save delivery" (the root error); a good draft comes out as the set-up the server takes.
 */
const setupResolver: Resolver<Draft, unknown, DeliverySetup> = (draft) => {
  const checked = deliverySetupSchema.safeParse(fromDraft(draft));
  if (checked.success) return { values: checked.data, errors: {} };
  const problems = checked.error.issues.map((issue) => issue.message).join('; ');
  const errors: FieldErrors<Draft> = {
    root: { problems: { type: 'validate', message: `Delivery was not saved: ${problems}` } },
  };
  return { values: {}, errors };
};

/** A zone in words: "Within 3 km of the restaurant: a fee of $2.50, orders from $15.00, free from $40.00." */
export function zoneInWords(zone: DeliveryZone): string {
  const where =
    zone.radiusKm === undefined
      ? `To the postcodes ${(zone.postcodes ?? []).join(', ')}`
      : `Within ${zone.radiusKm} km of the restaurant`;
  const fee = zone.fee === 0 ? 'no fee' : `a fee of ${formatPrice(zone.fee)}`;
  const minimum = zone.minOrder === 0 ? 'no minimum order' : `orders from ${formatPrice(zone.minOrder)}`;
  const free = zone.freeFrom == null ? '' : `, free from ${formatPrice(zone.freeFrom)}`;
  return `${where}: ${fee}, ${minimum}${free}.`;
}

const newZone = (count: number): DraftZone => ({
  name: count === 0 ? 'Nearby' : `Zone ${count + 1}`,
  kind: 'radius',
  radiusKm: '3',
  postcodes: '',
  fee: '0',
  minOrder: '0',
  freeFrom: '',
});

function SetupForm({ initial }: { initial: OwnerDeliverySetup }) {
  const save = useSaveDeliverySetup();
  const {
    register,
    control,
    setValue,
    setError,
    handleSubmit,
    formState: { errors },
  } = useForm<Draft, unknown, DeliverySetup>({
    resolver: setupResolver,
    defaultValues: toDraft(initial),
    reValidateMode: 'onSubmit',
  });
  const zones = useFieldArray({ control, name: 'zones' });
  const drafted = useWatch({ control, name: 'zones' });

  const submit = handleSubmit(async (setup) => {
    if (save.isPending) return;
    try {
      await save.mutateAsync(setup);
      showToast('Delivery saved');
    } catch (error) {
      setError('root.problems', {
        message: `Delivery was not saved: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Delivery"
      className="space-y-6 rounded bg-base-100 p-4 shadow md:p-6"
    >
      {!initial.geocoder && (
        <p role="note" className="alert alert-warning">
          No geocoder is set (GEOCODER_URL), so addresses cannot be placed on the map: only postcode zones work, and the
          location must be typed.
        </p>
      )}
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" className="toggle" {...register('enabled')} />
        <span>Deliver orders: diners choose pickup or delivery at checkout. Off, every order is picked up.</span>
      </label>

      <fieldset className="space-y-3">
        <legend className="font-display text-xl">The restaurant’s location</legend>
        <p className="text-base-content/70 text-sm">Radius zones are measured from here, as the crow flies.</p>
        <div className="flex flex-wrap gap-3">
          <TextField label="Latitude" inputMode="decimal" {...register('lat')} />
          <TextField label="Longitude" inputMode="decimal" {...register('lng')} />
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
        <legend className="font-display text-xl">Zones</legend>
        <p className="text-base-content/70 text-sm">
          A zone is a distance from the restaurant or a list of postcodes (exact, or a start such as 92*). Where zones
          overlap, the diner gets the cheapest.
        </p>
        {zones.fields.map((zone, index) => {
          const kind = drafted[index]?.kind ?? zone.kind;
          const n = index + 1;
          return (
            <div key={zone.id} className="space-y-3 rounded border border-base-300 p-3">
              <TextField label={`Zone ${n} name`} {...register(`zones.${index}.name`)} />
              <Controller
                control={control}
                name={`zones.${index}.kind`}
                render={({ field }) => (
                  <RadioGroup
                    legend={`Zone ${n} covers`}
                    legendClassName="label mb-1"
                    className="flex flex-wrap gap-x-5 gap-y-2"
                    value={field.value}
                    onChange={field.onChange}
                    choices={[
                      { value: 'radius', label: 'A distance' },
                      { value: 'postcodes', label: 'Postcodes' },
                    ]}
                  />
                )}
              />
              {kind === 'radius' ? (
                <TextField
                  label={`Zone ${n} distance (km)`}
                  inputMode="decimal"
                  {...register(`zones.${index}.radiusKm`)}
                />
              ) : (
                <TextField
                  label={`Zone ${n} postcodes`}
                  hint="Separated by commas: 75004, 92*"
                  {...register(`zones.${index}.postcodes`)}
                />
              )}
              <div className="flex flex-wrap gap-3">
                <TextField label={`Zone ${n} fee`} inputMode="decimal" {...register(`zones.${index}.fee`)} />
                <TextField
                  label={`Zone ${n} minimum order`}
                  inputMode="decimal"
                  {...register(`zones.${index}.minOrder`)}
                />
                <TextField
                  label={`Zone ${n} free from`}
                  hint="Empty: never free"
                  inputMode="decimal"
                  {...register(`zones.${index}.freeFrom`)}
                />
              </div>
              <ZoneSummary draft={drafted[index]} />
              <button type="button" className="btn btn-outline min-h-11" onClick={() => zones.remove(index)}>
                Remove zone {n}
              </button>
            </div>
          );
        })}
        <button type="button" className="btn min-h-11" onClick={() => zones.append(newZone(zones.fields.length))}>
          Add a zone
        </button>
      </fieldset>

      <fieldset className="grid gap-5 md:grid-cols-2">
        <legend className="mb-2 font-display text-xl">The arrival estimate</legend>
        <TextField label="Preparation (minutes)" inputMode="numeric" {...register('prepMinutes')} />
        <TextField label="Travel (minutes per km)" inputMode="decimal" {...register('minutesPerKm')} />
      </fieldset>

      <Controller
        control={control}
        name="hours"
        render={({ field }) => (
          <OwnHoursFields
            legend="Delivery hours"
            hint="An order is delivered only if it arrives before they end: one that cannot is refused, never moved to the next day. The closed days and exceptions of the Opening Hours page apply."
            during="Orders are delivered during"
            hours={field.value}
            onChange={field.onChange}
          />
        )}
      />

      <label className="block">
        <span className="label mb-1">Notes (only you see them)</span>
        <textarea className="textarea w-full" rows={3} {...register('notes')} />
      </label>

      <FormAlert>{errors.root?.problems?.message ?? null}</FormAlert>
      <button type="submit" className="btn btn-primary min-h-11" aria-busy={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save delivery'}
      </button>
    </form>
  );
}

/** The zone as the owner typed it, in words, or nothing while it does not make a zone yet. */
function ZoneSummary({ draft }: { draft: DraftZone | undefined }) {
  if (!draft) return null;
  const checked = deliveryZoneSchema.safeParse(zoneFromDraft(draft));
  return checked.success ? <p className="text-sm">{zoneInWords(checked.data)}</p> : null;
}

/**
 * The restaurant's address, placed by the geocoder as its location. Its own small form (nested
 * forms are not allowed, so its button submits nothing of the set-up).
 */
function FindLocation({ onFound }: { onFound: (at: { lat: number; lng: number }) => void }) {
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
      setSaid(`Found: ${at.lat}, ${at.lng}. Save delivery to keep it.`);
    } catch (error) {
      setSaid(error instanceof Error ? error.message : String(error));
    } finally {
      setFinding(false);
    }
  });
  return (
    <fieldset className="space-y-3">
      <legend className="label mb-1">Or find it from the restaurant’s address</legend>
      <div className="flex flex-wrap gap-3">
        <TextField label="Restaurant street and number" {...register('line1')} />
        <TextField label="Restaurant postcode" {...register('postcode')} />
        <TextField label="Restaurant city" {...register('city')} />
        <TextField label="Restaurant country" {...register('country')} />
      </div>
      <button type="button" className="btn min-h-11" aria-busy={finding} onClick={() => void find()}>
        Find the location from this address
      </button>
      <p role="status" className="text-sm">
        {said}
      </p>
    </fieldset>
  );
}
