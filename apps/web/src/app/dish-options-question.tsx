import type { MenuItem } from '@bistro/contract/menu';
import type { ChosenChoice } from '@bistro/contract/options';
import { useState } from 'react';
import { DishOptionsDialog } from '@/features/cart/components/dish-options-dialog.tsx';

/** A dish whose options are being chosen, and how the question ends (the choices, or null when closed). */
interface OptionsQuestion {
  item: MenuItem;
  answer: (choices: ChosenChoice[] | null) => void;
}

/**
 * Staff's way to ask for a dish's options in the shop's own dialog (its button "Add to order"):
 * `chooseOptions` answers the choices, or null when the dialog is closed; `dialog` is rendered by
 * the page that asks.
 */
export function useDishOptionsQuestion() {
  const [question, setQuestion] = useState<OptionsQuestion | null>(null);
  const chooseOptions = (item: MenuItem) =>
    new Promise<ChosenChoice[] | null>((resolve) =>
      setQuestion({
        item,
        answer: (choices) => {
          setQuestion(null);
          resolve(choices);
        },
      }),
    );
  const dialog = question && (
    <DishOptionsDialog
      key={question.item._id}
      item={question.item}
      addLabel="Add to order"
      onAdd={async (choices) => question.answer(choices)}
      onClose={() => question.answer(null)}
    />
  );
  return { chooseOptions, dialog };
}
