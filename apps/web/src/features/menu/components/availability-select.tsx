import type { MenuItem } from '@bistro/contract/menu';
import { showFailure } from '@/lib/dialogs.ts';
import { type Availability, useSetAvailability } from '../api/set-availability.ts';

const CHOICES: { value: Availability; label: string }[] = [
  { value: 'no', label: 'Available' },
  { value: 'today', label: 'Sold out today' },
  { value: 'indefinitely', label: 'Sold out until further notice' },
];

/** Where a dish stands: a sold-out dish with an end comes back at it (the restaurant's midnight). */
const availabilityOf = (item: MenuItem): Availability =>
  item.soldOut ? (item.soldOutUntil ? 'today' : 'indefinitely') : 'no';

/** Marks a dish sold out ("86") for the rest of the day or until further notice, or available again. */
export function AvailabilitySelect({ item }: { item: MenuItem }) {
  const setAvailability = useSetAvailability({
    mutationConfig: { onError: (error) => void showFailure(`${item.name} was not changed`, error) },
  });
  return (
    <select
      aria-label={`Availability: ${item.name}`}
      className={`select select-sm ${item.soldOut ? 'select-error' : ''}`}
      value={availabilityOf(item)}
      disabled={setAvailability.isPending}
      onChange={(event) => setAvailability.mutate({ id: item._id, soldOut: event.target.value as Availability })}
    >
      {CHOICES.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
