import type { ChosenChoice } from '@bistro/contract/options';

/** A line's choices under its dish's name, one a line ("Pizza size: Large"); nothing for none. */
export function ChosenChoices({ choices, className = '' }: { choices: readonly ChosenChoice[]; className?: string }) {
  if (choices.length === 0) return null;
  return (
    <ul className={`text-base-content/75 text-sm ${className}`}>
      {choices.map((choice) => (
        <li key={choice.id}>
          {choice.group}: {choice.name}
        </li>
      ))}
    </ul>
  );
}

/** The dish's name with its choices, for a control's name: "Pepperoni Pizza (Large, Olives)". */
export const withChoices = (name: string, choices: readonly ChosenChoice[]) =>
  choices.length === 0 ? name : `${name} (${choices.map((choice) => choice.name).join(', ')})`;

/** A key for a line of a dish with its choices (two lines of one dish differ by their choices). */
export const lineKey = (line: { menuID: string; choices: readonly ChosenChoice[] }) =>
  [line.menuID, ...line.choices.map((choice) => choice.id).sort()].join('|');
