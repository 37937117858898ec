import { choiceKey } from '@bistro/contract/choice-key';
import type { MenuItem } from '@bistro/contract/menu';
import type { ChosenChoice } from '@bistro/contract/options';
import type { NewRound } from '@bistro/contract/tables';
import { useCallback, useState } from 'react';

/** A dish of the round being built on this phone: with its choices, how many, and its price with them (major units). */
export interface RoundLine {
  key: string;
  item: MenuItem;
  choices: ChosenChoice[];
  price: number;
  quantity: number;
}

const keyOf = (item: MenuItem, choices: readonly ChosenChoice[]) =>
  `${item._id}|${choiceKey(choices.map((choice) => choice.id))}`;

/**
 * The round a diner builds before sending it to the kitchen, kept on this phone only: the same
 * dish with the same choices is one line (the server takes each once), a quantity of 0 leaves it.
 */
export function useRound() {
  const [lines, setLines] = useState<RoundLine[]>([]);
  // The same function at every render: the menu's cards that add with it are not rendered again for it.
  const add = useCallback((item: MenuItem, choices: ChosenChoice[], price: number) => {
    const key = keyOf(item, choices);
    setLines((current) =>
      current.some((line) => line.key === key)
        ? current.map((line) => (line.key === key ? { ...line, quantity: line.quantity + 1 } : line))
        : [...current, { key, item, choices, price, quantity: 1 }],
    );
  }, []);
  return {
    lines,
    add,
    setQuantity(key: string, quantity: number) {
      setLines((current) =>
        current.flatMap((line) => (line.key !== key ? [line] : quantity > 0 ? [{ ...line, quantity }] : [])),
      );
    },
    clear: () => setLines([]),
    /** The round as the server takes it. */
    request: (name: string | undefined): NewRound => ({
      lines: lines.map((line) => ({
        menuID: line.item._id,
        quantity: line.quantity,
        ...(line.choices.length > 0 ? { choices: line.choices.map((choice) => choice.id) } : {}),
      })),
      ...(name ? { name } : {}),
    }),
  };
}

export type Round = ReturnType<typeof useRound>;
