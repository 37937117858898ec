import type { MenuItem } from '@bistro/contract/menu';
import { format, formatPrice, toMajor } from '@bistro/contract/money';
import {
  type ChosenChoice,
  groupCountProblem,
  groupRule,
  type OptionGroup,
  unitPriceOf,
} from '@bistro/contract/options';
import { useId, useRef, useState } from 'react';
import { useModalDialog } from '@/lib/use-modal-dialog.ts';

export interface DishOptionsDialogProps {
  item: MenuItem;
  /** Adds the dish with these choices at this price for one; a rejection is shown in the dialog, which stays open. */
  onAdd: (choices: ChosenChoice[], price: number) => Promise<void>;
  /** Closes the dialog without adding (Cancel, Escape). */
  onClose: () => void;
  /** What its button says: "Add to cart" in the shop, "Add to order" where staff enter an order. */
  addLabel?: string;
}

/** The choices a group starts with: its defaults that are not sold out. */
const startingChoices = (groups: readonly OptionGroup[]) =>
  new Set(
    groups.flatMap((group) => group.choices.filter((choice) => choice.default && !choice.soldOut)).map((c) => c.id),
  );

/**
 * A dish's options before it is added: each group as a radio group (one of) or checkboxes (up to
 * its maximum), with what each choice adds and the group's rule, and the price with the choices
 * so far. A modal native <dialog> named by the dish: it fills a phone's screen, focus starts on
 * the first choice, Escape closes it, and focus goes back to the Add button. A group whose rule
 * the choices break is named in its error, and the first such group takes the focus.
 */
export function DishOptionsDialog({ item, onAdd, onClose, addLabel = 'Add to cart' }: DishOptionsDialogProps) {
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [chosen, setChosen] = useState(() => startingChoices(item.optionGroups));
  const [problems, setProblems] = useState<Map<string, string>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  useModalDialog(dialog, { onEscape: onClose, focusFirst: 'input:not(:disabled)' });

  const picked = item.optionGroups.flatMap((group) =>
    group.choices
      .filter((choice) => chosen.has(choice.id))
      .map((choice) => ({ id: choice.id, group: group.name, name: choice.name, price: choice.price })),
  );
  const price = unitPriceOf(
    item.price,
    picked.map((choice) => choice.price),
  );

  const toggle = (group: OptionGroup, choiceId: string, on: boolean) => {
    setChosen((before) => {
      const next = new Set(before);
      if (group.max === 1) for (const choice of group.choices) next.delete(choice.id);
      if (on) next.add(choiceId);
      else next.delete(choiceId);
      return next;
    });
    setProblems((before) => {
      if (!before.has(group.id)) return before;
      const next = new Map(before);
      next.delete(group.id);
      return next;
    });
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = new Map(
      item.optionGroups.flatMap((group) => {
        const problem = groupCountProblem(group, group.choices.filter((choice) => chosen.has(choice.id)).length);
        return problem ? [[group.id, problem] as const] : [];
      }),
    );
    setProblems(found);
    const [first] = found.keys();
    if (first) {
      dialog.current?.querySelector<HTMLElement>(`[data-group="${first}"] input:not(:disabled)`)?.focus();
      return;
    }
    setAdding(true);
    try {
      await onAdd(picked, toMajor(price));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The dish could not be added to your cart.');
    } finally {
      setAdding(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-text`}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-base-100 p-0 text-base-content shadow-xl outline-none backdrop:bg-black/40 sm:m-auto sm:h-auto sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:max-w-lg sm:rounded-box"
    >
      <form onSubmit={submit} noValidate className="flex h-full flex-col sm:max-h-[90dvh]">
        <div className="flex-1 overflow-y-auto p-6">
          <h2 id={`${ids}-title`} className="font-semibold text-2xl">
            {item.name}
          </h2>
          <p id={`${ids}-text`} className="mt-1 text-base-content/80">
            {formatPrice(item.price)}, with the options you choose.
          </p>
          {item.optionGroups.map((group) => {
            const problem = problems.get(group.id);
            const ruleId = `${ids}-${group.id}-rule`;
            const errorId = `${ids}-${group.id}-error`;
            return (
              <fieldset
                key={group.id}
                data-group={group.id}
                className="mt-5"
                aria-describedby={problem ? `${ruleId} ${errorId}` : ruleId}
                aria-invalid={problem ? true : undefined}
              >
                <legend className="font-semibold">{group.name}</legend>
                <p id={ruleId} className="text-base-content/70 text-sm">
                  {groupRule(group)}
                  {group.min === 0 ? ' (optional)' : ''}
                </p>
                {group.choices.map((choice) => (
                  <label key={choice.id} className="mt-1 flex min-h-11 cursor-pointer items-center gap-3">
                    <input
                      type={group.max === 1 ? 'radio' : 'checkbox'}
                      className={group.max === 1 ? 'radio radio-sm' : 'checkbox checkbox-sm'}
                      name={`${ids}-${group.id}`}
                      value={choice.id}
                      checked={chosen.has(choice.id)}
                      disabled={choice.soldOut}
                      onChange={(event) => toggle(group, choice.id, event.target.checked)}
                    />
                    <span className="flex-1">
                      {choice.name}
                      {choice.soldOut && <span className="text-base-content/70"> (sold out)</span>}
                    </span>
                    {choice.price > 0 && <span className="text-base-content/80">+{formatPrice(choice.price)}</span>}
                  </label>
                ))}
                {problem && (
                  <p id={errorId} className="mt-1 text-error text-sm">
                    {problem}
                  </p>
                )}
              </fieldset>
            );
          })}
          {failure && (
            <p role="alert" className="alert alert-error mt-4">
              {failure}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-end gap-3 border-base-300 border-t p-4">
          <p className="mr-auto font-semibold" aria-live="polite">
            <span className="sr-only">Price with your choices: </span>
            {format(price)}
          </p>
          <button type="button" className="btn btn-secondary min-h-11" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary min-h-11" disabled={adding}>
            {adding ? 'Adding…' : addLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
