import type { MenuItem } from '@bistro/contract/menu';
import { format, formatPrice, toMajor } from '@bistro/contract/money';
import { type ChosenChoice, groupCountProblem, type OptionGroup, unitPriceOf } from '@bistro/contract/options';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { type Translate, useTranslate } from '@/lib/i18n.ts';
import { useModalDialog } from '@/lib/use-modal-dialog.ts';

export interface DishOptionsDialogProps {
  item: MenuItem;
  /** Adds the dish with these choices at this price for one; a rejection is shown in the dialog, which stays open. */
  onAdd: (choices: ChosenChoice[], price: number) => Promise<void>;
  /** Closes the dialog without adding (Cancel, Escape). */
  onClose: () => void;
  /** What its button says: "Add to cart" in the shop (the default), "Add to order" where staff enter an order. */
  addLabel?: string;
}

/** The form's values: for each option group (by id), the ids of the choices chosen in it. */
type ChosenByGroup = Record<string, string[]>;

/** The choices each group starts with: its defaults that are not sold out. */
const startingChoices = (groups: readonly OptionGroup[]): ChosenByGroup =>
  Object.fromEntries(
    groups.map((group) => [
      group.id,
      group.choices.filter((choice) => choice.default && !choice.soldOut).map((choice) => choice.id),
    ]),
  );

/** A group's rule in the page's language: "Choose 1", "Choose up to 3", "Choose 1 to 2". */
function groupRule(t: Translate, { min, max }: Pick<OptionGroup, 'min' | 'max'>): string {
  if (min === max) return t('options.choose', { count: min });
  if (min === 0) return t('options.chooseUpTo', { max });
  return t('options.chooseBetween', { min, max });
}

/** A broken rule, naming its group: "Pizza size: choose 1". */
function groupProblem(t: Translate, { name: group, min, max }: Pick<OptionGroup, 'name' | 'min' | 'max'>): string {
  if (min === max) return t('options.problemChoose', { group, count: min });
  if (min === 0) return t('options.problemChooseUpTo', { group, max });
  return t('options.problemChooseBetween', { group, min, max });
}

/** Each group's count of choices within its rule, as the server checks a line, in the rule's words. */
const chosenSchema = (groups: readonly OptionGroup[], t: Translate) =>
  z.object(
    Object.fromEntries(
      groups.map((group) => [
        group.id,
        z.array(z.string()).superRefine((ids, context) => {
          if (groupCountProblem(group, ids.length) !== null) {
            context.addIssue({ code: 'custom', message: groupProblem(t, group) });
          }
        }),
      ]),
    ),
  );

/** The choices in the dish's order (its groups', then each group's), named as a cart line names them. */
const pickedChoices = (groups: readonly OptionGroup[], chosen: ChosenByGroup): ChosenChoice[] =>
  groups.flatMap((group) =>
    group.choices
      .filter((choice) => chosen[group.id]?.includes(choice.id))
      .map((choice) => ({ id: choice.id, group: group.name, name: choice.name, price: choice.price })),
  );

/**
 * A dish's options before it is added: each group as a radio group (one of) or checkboxes (up to
 * its maximum), with what each choice adds and the group's rule, and the price with the choices
 * so far. A modal native <dialog> named by the dish: it fills a phone's screen, focus starts on
 * the first choice, Escape closes it, and focus goes back to the Add button. A group whose rule
 * the choices break is named in its error, and the first such group takes the focus.
 */
export function DishOptionsDialog({ item, onAdd, onClose, addLabel }: DishOptionsDialogProps) {
  const ids = useId();
  const t = useTranslate();
  const dialog = useRef<HTMLDialogElement>(null);
  const groups = item.optionGroups;
  const schema = useMemo(() => chosenSchema(groups, t), [groups, t]);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChosenByGroup>({ resolver: zodResolver(schema), defaultValues: startingChoices(groups) });
  const chosen = useWatch({ control });

  useModalDialog(dialog, { onEscape: onClose, focusFirst: 'input:not(:disabled)' });

  const priceWith = (choices: ChosenChoice[]) =>
    unitPriceOf(
      item.price,
      choices.map((choice) => choice.price),
    );
  const price = priceWith(pickedChoices(groups, chosen as ChosenByGroup));

  const submit = handleSubmit(async (values) => {
    const choices = pickedChoices(groups, values);
    try {
      await onAdd(choices, toMajor(priceWith(choices)));
    } catch (error) {
      setError('root.refused', {
        message: error instanceof Error ? error.message : t('cart.notAddedReason'),
      });
    }
  });
  const refusal = errors.root?.refused?.message;

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
            {t('options.priceWithOptions', { price: formatPrice(item.price) })}
          </p>
          {groups.map((group) => (
            <Controller
              key={group.id}
              control={control}
              name={group.id}
              render={({ field, fieldState }) => {
                const problem = fieldState.error?.message;
                const ruleId = `${ids}-${group.id}-rule`;
                const errorId = `${ids}-${group.id}-error`;
                const firstOpen = group.choices.find((choice) => !choice.soldOut);
                return (
                  <fieldset
                    className="mt-5"
                    aria-describedby={problem ? `${ruleId} ${errorId}` : ruleId}
                    aria-invalid={problem ? true : undefined}
                  >
                    <legend className="font-semibold">{group.name}</legend>
                    <p id={ruleId} className="text-base-content/70 text-sm">
                      {group.min === 0 ? t('options.ruleOptional', { rule: groupRule(t, group) }) : groupRule(t, group)}
                    </p>
                    {group.choices.map((choice) => (
                      <label key={choice.id} className="mt-1 flex min-h-11 cursor-pointer items-center gap-3">
                        <input
                          // A group whose rule is broken takes the focus on its first choice that can be chosen.
                          ref={choice === firstOpen ? field.ref : undefined}
                          type={group.max === 1 ? 'radio' : 'checkbox'}
                          className={group.max === 1 ? 'radio radio-sm' : 'checkbox checkbox-sm'}
                          name={`${ids}-${group.id}`}
                          value={choice.id}
                          checked={field.value.includes(choice.id)}
                          disabled={choice.soldOut}
                          onBlur={field.onBlur}
                          onChange={(event) =>
                            field.onChange(
                              group.max === 1
                                ? [choice.id]
                                : event.target.checked
                                  ? [...field.value, choice.id]
                                  : field.value.filter((id) => id !== choice.id),
                            )
                          }
                        />
                        <span className="flex-1">
                          {choice.name}
                          {choice.soldOut && (
                            <span className="text-base-content/70"> {t('options.choiceSoldOut')}</span>
                          )}
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
              }}
            />
          ))}
          {refusal && (
            <p role="alert" className="alert alert-error mt-4">
              {refusal}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-end gap-3 border-base-300 border-t p-4">
          <p className="me-auto font-semibold" aria-live="polite">
            <span className="sr-only">{t('options.priceWithChoices')} </span>
            {format(price)}
          </p>
          <button type="button" className="btn btn-secondary min-h-11" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <PendingButton className="btn btn-primary min-h-11" pending={isSubmitting} pendingLabel={t('options.adding')}>
            {addLabel ?? t('shop.addToCart')}
          </PendingButton>
        </div>
      </form>
    </dialog>
  );
}
