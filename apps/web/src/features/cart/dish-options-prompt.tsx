import type { MenuItem } from '@bistro/contract/menu';
import type { ChosenChoice } from '@bistro/contract/options';
import { lazy, Suspense, useSyncExternalStore } from 'react';

// Loaded when a dish first asks for its options: the dialog and its form code stay out of every
// page's first load (docs/performance.md).
const DishOptionsDialog = lazy(() =>
  import('./components/dish-options-dialog.tsx').then((module) => ({ default: module.DishOptionsDialog })),
);

/** A dish whose options are being chosen, what adding it does, and how the question ends. */
interface Prompt {
  item: MenuItem;
  add: (choices: ChosenChoice[], price: number) => Promise<void>;
  settle: (added: boolean) => void;
}

let open: Prompt | null = null;
const listeners = new Set<() => void>();

function show(next: Prompt | null) {
  open = next;
  for (const listener of listeners) listener();
}

/**
 * Asks for a dish's options in its dialog, then `add`s it with them; resolves true once it is
 * added, false when the diner closes the dialog. A failed `add` is shown in the dialog, which
 * stays open. One dish at a time: a new question closes the one before.
 */
export function chooseOptions(
  item: MenuItem,
  add: (choices: ChosenChoice[], price: number) => Promise<void>,
): Promise<boolean> {
  open?.settle(false);
  return new Promise((resolve) => {
    const prompt: Prompt = {
      item,
      add,
      settle: (added) => {
        if (open === prompt) show(null);
        resolve(added);
      },
    };
    show(prompt);
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where the options dialog opens: mounted once, around every page. */
export function DishOptionsHost() {
  const prompt = useSyncExternalStore(
    subscribe,
    () => open,
    () => null,
  );
  if (!prompt) return null;
  return (
    <Suspense>
      <DishOptionsDialog
        key={prompt.item._id}
        item={prompt.item}
        onAdd={async (choices, price) => {
          await prompt.add(choices, price);
          prompt.settle(true);
        }}
        onClose={() => prompt.settle(false)}
      />
    </Suspense>
  );
}
