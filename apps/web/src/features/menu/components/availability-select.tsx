import type { MenuItem } from '@bistro/contract/menu';
import type { OptionGroupAdmin } from '@bistro/contract/options';
import { showFailure } from '@/lib/dialogs.ts';
import { useSetChoiceAvailability } from '../api/option-groups.ts';
import { type Availability, useSetAvailability } from '../api/set-availability.ts';

const CHOICES: { value: Availability; label: string }[] = [
  { value: 'no', label: 'Available' },
  { value: 'today', label: 'Sold out today' },
  { value: 'indefinitely', label: 'Sold out until further notice' },
];

/** Something the kitchen can mark sold out: a dish, or a choice of an option group. */
interface Stock {
  name: string;
  soldOut: boolean;
  soldOutUntil: string | null;
  stock: number | null;
}

/**
 * Where the kitchen's mark stands: sold out with an end comes back at it (the restaurant's
 * midnight). A count at 0 is not a mark: its field says it (a dish marked and counted at 0 at once
 * shows as available here until its count rises).
 */
const availabilityOf = (stock: Stock): Availability =>
  stock.soldOut && stock.stock !== 0 ? (stock.soldOutUntil ? 'today' : 'indefinitely') : 'no';

function SoldOutSelect({
  stock,
  label,
  pending,
  onChange,
}: {
  stock: Stock;
  label: string;
  pending: boolean;
  onChange: (soldOut: Availability) => void;
}) {
  return (
    <select
      aria-label={`Availability: ${label}`}
      className={`select select-sm ${stock.soldOut ? 'select-error' : ''}`}
      value={availabilityOf(stock)}
      disabled={pending}
      onChange={(event) => onChange(event.target.value as Availability)}
    >
      {CHOICES.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

/** Marks a dish sold out ("86") for the rest of the day or until further notice, or available again. */
export function AvailabilitySelect({ item }: { item: MenuItem }) {
  const setAvailability = useSetAvailability({
    mutationConfig: { onError: (error) => void showFailure(`${item.name} was not changed`, error) },
  });
  return (
    <SoldOutSelect
      stock={item}
      label={item.name}
      pending={setAvailability.isPending}
      onChange={(soldOut) => setAvailability.mutate({ id: item._id, soldOut })}
    />
  );
}

type Choice = OptionGroupAdmin['choices'][number];

/** The same for one choice of an option group ("Large (Pizza size)"): dishes offering it keep selling the others. */
export function ChoiceAvailabilitySelect({ choice, group }: { choice: Choice; group: OptionGroupAdmin }) {
  const setAvailability = useSetChoiceAvailability();
  const label = `${choice.name} (${group.name})`;
  return (
    <SoldOutSelect
      stock={choice}
      label={label}
      pending={setAvailability.isPending}
      onChange={(soldOut) =>
        setAvailability.mutate(
          { id: choice.id, soldOut },
          { onError: (error) => void showFailure(`${label} was not changed`, error) },
        )
      }
    />
  );
}
