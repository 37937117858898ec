import { ORDER_NOTE_MAX } from '@bistro/contract/constants';
import { useId } from 'react';
import { useClockOf } from '@/config/site-config.ts';
import { useTranslate } from '@/lib/i18n.ts';
import type { PickupChoice } from '../use-pickup-choice.ts';

/** The offered pickup times, grouped by day ("Today", "Tomorrow", "Wed, Nov 25", in the page's language). */
function byDay(times: string[], day: (moment: string) => string) {
  const groups = new Map<string, string[]>();
  for (const time of times) groups.set(day(time), [...(groups.get(day(time)) ?? []), time]);
  return [...groups];
}

/**
 * Checkout's "when and what else": the pickup time (as soon as possible, or a slot) and a note for
 * the kitchen. For a delivery (`delivery`) the same kitchen times are said as arrivals, the travel
 * added once a zone took the address (`travelMinutes`; until then, as when it leaves the kitchen).
 */
export function PickupFields({
  choice,
  delivery,
}: {
  choice: PickupChoice;
  delivery?: { travelMinutes: number | null } | undefined;
}) {
  const ids = { time: useId(), first: useId(), travel: useId(), note: useId(), noteHelp: useId() };
  const t = useTranslate();
  const status = choice.restaurant.data;
  // The restaurant's own time zone, as its status says it.
  const clock = useClockOf(status?.timeZone ?? 'UTC');
  if (!status || !choice.pickup) return null;
  const now = new Date(status.now);
  const first = status.pickupTimes[0];
  const travel = delivery?.travelMinutes ?? 0;
  /** The time as the diner reads it: when they pick it up, or when it arrives. */
  const shown = (time: string) => new Date(new Date(time).getTime() + travel * 60_000).toISOString();
  const described = [!status.asap && first ? ids.first : '', delivery?.travelMinutes === null ? ids.travel : '']
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className="fieldset space-y-2 rounded bg-base-100 p-6 shadow">
      <legend className="fieldset-legend font-display text-xl">
        {delivery ? t('pickup.delivery') : t('pickup.pickup')}
      </legend>
      <label htmlFor={ids.time} className="label font-semibold text-base-content">
        {delivery ? t('pickup.arrivalTime') : t('pickup.pickupTime')}
      </label>
      {delivery?.travelMinutes === null && (
        <p id={ids.travel} className="text-sm">
          {t('pickup.checkAddress')}
        </p>
      )}
      {!status.asap && first && (
        <p id={ids.first} className="text-sm">
          {delivery
            ? t('pickup.noAsapDelivery', { when: clock.when(shown(first), now) })
            : t('pickup.noAsapPickup', { when: clock.when(first, now) })}
        </p>
      )}
      <select
        id={ids.time}
        className="select w-full"
        aria-describedby={described || undefined}
        value={choice.pickup}
        onChange={(event) => choice.setPickup(event.target.value)}
      >
        {status.asap && <option value="asap">{t('pickup.asap', { time: clock.time(shown(status.asap)) })}</option>}
        {byDay(status.pickupTimes, (time) => clock.day(shown(time), now)).map(([day, times]) => (
          <optgroup key={day} label={day}>
            {times.map((time) => (
              <option key={time} value={time}>
                {day}, {clock.time(shown(time))}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {choice.moved && (
        <p role="status" className="text-sm text-warning-content">
          {t('pickup.moved')}
        </p>
      )}
      <label htmlFor={ids.note} className="label mt-2 font-semibold text-base-content">
        {t('pickup.note')}
      </label>
      <textarea
        id={ids.note}
        className="textarea w-full"
        rows={3}
        maxLength={ORDER_NOTE_MAX}
        aria-describedby={ids.noteHelp}
        placeholder={t('pickup.notePlaceholder')}
        value={choice.note}
        onChange={(event) => choice.setNote(event.target.value)}
      />
      <p id={ids.noteHelp} className="text-base-content/70 text-sm">
        {t('pickup.noteHelp', { count: ORDER_NOTE_MAX - choice.note.length })}
      </p>
    </fieldset>
  );
}
