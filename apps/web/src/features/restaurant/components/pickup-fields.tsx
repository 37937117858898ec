import { ORDER_NOTE_MAX } from '@bistro/contract/constants';
import { restaurantClock } from '@bistro/contract/restaurant-clock';
import { useId } from 'react';
import type { PickupChoice } from '../use-pickup-choice.ts';

/** The offered pickup times, grouped by day ("Today", "Tomorrow", "Wed, Nov 25"). */
function byDay(times: string[], day: (moment: string) => string) {
  const groups = new Map<string, string[]>();
  for (const time of times) groups.set(day(time), [...(groups.get(day(time)) ?? []), time]);
  return [...groups];
}

/** Checkout's "when and what else": the pickup time (as soon as possible, or a slot) and a note for the kitchen. */
export function PickupFields({ choice }: { choice: PickupChoice }) {
  const ids = { time: useId(), first: useId(), note: useId(), noteHelp: useId() };
  const status = choice.restaurant.data;
  if (!status || !choice.pickup) return null;
  const clock = restaurantClock(status.timeZone);
  const now = new Date(status.now);
  const first = status.pickupTimes[0];
  return (
    <fieldset className="fieldset space-y-2 rounded bg-base-100 p-6 shadow">
      <legend className="fieldset-legend font-display text-xl">Pickup</legend>
      <label htmlFor={ids.time} className="label font-semibold text-base-content">
        Pickup time
      </label>
      {!status.asap && first && (
        <p id={ids.first} className="text-sm">
          No pickup as soon as possible now: the first time is {clock.when(first, now)}.
        </p>
      )}
      <select
        id={ids.time}
        className="select w-full"
        aria-describedby={!status.asap && first ? ids.first : undefined}
        value={choice.pickup}
        onChange={(event) => choice.setPickup(event.target.value)}
      >
        {status.asap && <option value="asap">As soon as possible (about {clock.time(status.asap)})</option>}
        {byDay(status.pickupTimes, (time) => clock.day(time, now)).map(([day, times]) => (
          <optgroup key={day} label={day}>
            {times.map((time) => (
              <option key={time} value={time}>
                {day}, {clock.time(time)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {choice.moved && (
        <p role="status" className="text-sm text-warning-content">
          The time you chose is taken now: we picked the next one. Choose another if it does not suit you.
        </p>
      )}
      <label htmlFor={ids.note} className="label mt-2 font-semibold text-base-content">
        Note for the kitchen (optional)
      </label>
      <textarea
        id={ids.note}
        className="textarea w-full"
        rows={3}
        maxLength={ORDER_NOTE_MAX}
        aria-describedby={ids.noteHelp}
        placeholder="Allergies, no onions…"
        value={choice.note}
        onChange={(event) => choice.setNote(event.target.value)}
      />
      <p id={ids.noteHelp} className="text-base-content/70 text-sm">
        Allergies or anything the cook should know; {ORDER_NOTE_MAX - choice.note.length} characters left.
      </p>
    </fieldset>
  );
}
