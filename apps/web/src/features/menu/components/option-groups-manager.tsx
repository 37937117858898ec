import { formatPrice } from '@bistro/contract/money';
import type { OptionGroupAdmin } from '@bistro/contract/options';
import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state.tsx';
import { confirmDialog, showFailure } from '@/lib/dialogs.ts';
import { type Translate, useLanguage, useTranslate } from '@/lib/i18n.ts';
import { useMenu } from '../api/get-menu.ts';
import {
  useDeleteOptionGroup,
  useOptionGroups,
  useSaveOptionGroup,
  useSetChoiceAvailability,
} from '../api/option-groups.ts';
import { OptionGroupForm } from './option-group-form.tsx';

/** A group's rule in the page's language: "Choose 1", "Choose up to 3 (optional)", "Choose 1 to 3". */
function ruleOf(t: Translate, { min, max }: OptionGroupAdmin): string {
  if (min === max) return t('options.choose', { count: min });
  if (min === 0) return t('options.ruleOptional', { rule: t('options.chooseUpTo', { max }) });
  return t('options.chooseBetween', { min, max });
}

/**
 * The restaurant's option groups (docs/dish-options.md): each with its rule, its choices (what
 * each adds, the one chosen to start with, sold out or not) and the dishes that offer it; a new
 * group, a change, a deletion, and a choice marked sold out for today or back on. Groups are put
 * on a dish in the dish's form.
 */
export function OptionGroupsManager() {
  const t = useTranslate();
  const groups = useOptionGroups();
  const menu = useMenu();
  const save = useSaveOptionGroup();
  const remove = useDeleteOptionGroup();
  const availability = useSetChoiceAvailability();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const translationLanguages = useLanguage().offered.slice(1);
  const dishName = (id: string) => menu.data?.find((dish) => dish._id === id)?.name ?? t('manageMenu.aDish');

  const deleteGroup = async (group: OptionGroupAdmin) => {
    const sure = await confirmDialog({
      text: t('manageMenu.groupGoes', { name: group.name }),
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(group.id);
    } catch (error) {
      await showFailure(t('manageMenu.notDeleted'), error);
    }
  };

  return (
    <div className="space-y-6">
      {editing === 'new' ? (
        <OptionGroupForm
          translationLanguages={translationLanguages}
          onCancel={() => setEditing(null)}
          onSave={async (group) => {
            await save.mutateAsync({ group });
            setEditing(null);
          }}
        />
      ) : (
        <button type="button" className="btn btn-primary min-h-11" onClick={() => setEditing('new')}>
          {t('manageMenu.newOptionGroup')}
        </button>
      )}
      <QueryState query={groups} what={t('manageMenu.theOptionGroups')}>
        {(list) => (
          <ul className="space-y-4" aria-label={t('manageMenu.optionGroups')}>
            {list.map((group) =>
              editing === group.id ? (
                <li key={group.id}>
                  <OptionGroupForm
                    group={group}
                    translationLanguages={translationLanguages}
                    onCancel={() => setEditing(null)}
                    onSave={async (changed) => {
                      await save.mutateAsync({ id: group.id, group: changed });
                      setEditing(null);
                    }}
                  />
                </li>
              ) : (
                <li key={group.id} className="rounded bg-base-100 p-4 shadow">
                  <article aria-labelledby={`group-${group.id}`}>
                    <h2 id={`group-${group.id}`} className="font-semibold text-xl">
                      {group.name}
                    </h2>
                    <p className="text-base-content/75 text-sm">
                      {ruleOf(t, group)} ·{' '}
                      {group.dishIds.length === 0
                        ? t('manageMenu.onNoDish')
                        : t('manageMenu.onDishes', { dishes: group.dishIds.map(dishName).join(', ') })}
                    </p>
                    <ul className="mt-2 divide-y divide-base-300">
                      {group.choices.map((choice) => (
                        <li key={choice.id} className="flex flex-wrap items-center gap-3 py-2">
                          <span className="flex-1">
                            {choice.name}
                            {choice.price > 0 && ` +${formatPrice(choice.price)}`}
                            {choice.default && (
                              <span className="badge badge-ghost ml-2">{t('manageMenu.chosenToStartWithBadge')}</span>
                            )}
                            {choice.soldOut && (
                              <span className="badge badge-warning ml-2">{t('manageMenu.soldOutBadge')}</span>
                            )}
                          </span>
                          <button
                            type="button"
                            className="btn btn-outline btn-sm min-h-11"
                            onClick={() =>
                              availability.mutate({ id: choice.id, soldOut: choice.soldOut ? 'no' : 'today' })
                            }
                          >
                            {choice.soldOut
                              ? t('manageMenu.choiceIsBack', { name: choice.name })
                              : t('manageMenu.choiceSoldOutToday', { name: choice.name })}
                          </button>
                        </li>
                      ))}
                    </ul>
                    <div className="mt-3 flex flex-wrap gap-3">
                      <button type="button" className="btn btn-secondary min-h-11" onClick={() => setEditing(group.id)}>
                        {t('manageMenu.changeNamed', { name: group.name })}
                      </button>
                      <button type="button" className="btn btn-error min-h-11" onClick={() => deleteGroup(group)}>
                        {t('manageMenu.deleteNamed', { name: group.name })}
                      </button>
                    </div>
                  </article>
                </li>
              ),
            )}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
