import type { MenuItem } from '@bistro/contract/menu';
import type { OptionGroupAdmin } from '@bistro/contract/options';
import { showFailure } from '@/lib/dialogs.ts';
import { type MessageId, useTranslate } from '@/lib/i18n.ts';
import { useSetChoiceAvailability } from '../api/option-groups.ts';
import { type Availability, useSetAvailability } from '../api/set-availability.ts';

const CHOICES: { value: Availability; label: MessageId }[] = [
  { value: 'no', label: 'soldOut.available' },
  { value: 'today', label: 'soldOut.today' },
  { value: 'indefinitely', label: 'soldOut.untilFurtherNotice' },
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
  const t = useTranslate();
  return (
    <select
      aria-label={t('soldOut.availabilityOf', { name: label })}
      className={`select select-sm ${stock.soldOut ? 'select-error' : ''}`}
      value={availabilityOf(stock)}
      disabled={pending}
      onChange={(event) => onChange(event.target.value as Availability)}
    >
      {CHOICES.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {t(choice.label)}
        </option>
      ))}
    </select>
  );
}

/** Marks a dish sold out ("86") for the rest of the day or until further notice, or available again. */
export function AvailabilitySelect({ item }: { item: MenuItem }) {
  const t = useTranslate();
  const setAvailability = useSetAvailability({
    mutationConfig: { onError: (error) => void showFailure(t('soldOut.notChanged', { name: item.name }), error) },
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
  const t = useTranslate();
  const setAvailability = useSetChoiceAvailability();
  const label = t('soldOut.choiceOfGroup', { choice: choice.name, group: group.name });
  return (
    <SoldOutSelect
      stock={choice}
      label={label}
      pending={setAvailability.isPending}
      onChange={(soldOut) =>
        setAvailability.mutate(
          { id: choice.id, soldOut },
          { onError: (error) => void showFailure(t('soldOut.notChanged', { name: label }), error) },
        )
      }
    />
  );
}
