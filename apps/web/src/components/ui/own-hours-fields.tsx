import { type WeeklySchedule, weekdays } from '@bistro/contract/restaurant';
import { type ReactNode, useId } from 'react';
import { RadioGroup } from '@/components/ui/radio-group.tsx';
import { DEFAULT_WINDOW, WeeklyHoursEditor } from '@/components/ui/weekly-hours-editor.tsx';
import { useRestaurant } from '@/config/restaurant-status.ts';
import { useTranslate } from '@/lib/i18n.ts';

/** The same window every day: where hours of their own start when the opening hours are not known. */
const everyDay = Object.fromEntries(weekdays.map((day) => [day, [DEFAULT_WINDOW]])) as WeeklySchedule;

/**
 * Hours a part of the restaurant keeps (tables booked, orders delivered): the opening hours, or
 * hours of their own, which start as a copy of the opening hours and are edited as the Opening
 * Hours page edits its week. `hours` null: the opening hours.
 */
export function OwnHoursFields({
  legend,
  hint,
  during,
  hours,
  onChange,
}: {
  legend: string;
  /** What the hours decide, said under the legend. */
  hint: ReactNode;
  /** The choice's question: "Tables are booked during". */
  during: string;
  hours: WeeklySchedule | null;
  onChange: (hours: WeeklySchedule | null) => void;
}) {
  const t = useTranslate();
  const opening = useRestaurant().data?.weekly;
  const hintId = useId();
  return (
    <fieldset className="space-y-3" aria-describedby={hintId}>
      <legend className="font-display text-xl">{legend}</legend>
      <p id={hintId} className="text-base-content/70 text-sm">
        {hint}
      </p>
      <RadioGroup
        legend={during}
        legendClassName="label mb-1"
        className="flex flex-wrap gap-x-5 gap-y-2"
        value={hours ? 'own' : 'opening'}
        onChange={(choice) => onChange(choice === 'own' ? (opening ?? everyDay) : null)}
        choices={[
          { value: 'opening', label: t('settings.openingHoursChoice') },
          { value: 'own', label: t('settings.hoursOfTheirOwn') },
        ]}
      />
      {hours && <WeeklyHoursEditor weekly={hours} onChange={onChange} />}
    </fieldset>
  );
}
