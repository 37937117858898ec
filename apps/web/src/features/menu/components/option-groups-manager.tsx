import { formatPrice } from '@bistro/contract/money';
import { groupRule, type OptionGroupAdmin } from '@bistro/contract/options';
import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state.tsx';
import { confirmDialog, showFailure } from '@/lib/dialogs.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { useMenu } from '../api/get-menu.ts';
import {
  useDeleteOptionGroup,
  useOptionGroups,
  useSaveOptionGroup,
  useSetChoiceAvailability,
} from '../api/option-groups.ts';
import { OptionGroupForm } from './option-group-form.tsx';

/**
 * The restaurant's option groups (docs/dish-options.md): each with its rule, its choices (what
 * each adds, the one chosen to start with, sold out or not) and the dishes that offer it; a new
 * group, a change, a deletion, and a choice marked sold out for today or back on. Groups are put
 * on a dish in the dish's form.
 */
export function OptionGroupsManager() {
  const groups = useOptionGroups();
  const menu = useMenu();
  const save = useSaveOptionGroup();
  const remove = useDeleteOptionGroup();
  const availability = useSetChoiceAvailability();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const translationLanguages = useLanguage().offered.slice(1);
  const dishName = (id: string) => menu.data?.find((dish) => dish._id === id)?.name ?? 'a dish';

  const deleteGroup = async (group: OptionGroupAdmin) => {
    const sure = await confirmDialog({
      text: `${group.name} goes from every dish that offers it, and cart lines with its choices go too.`,
      confirmText: 'Yes, delete it!',
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(group.id);
    } catch (error) {
      await showFailure('Not deleted', error);
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
          New option group
        </button>
      )}
      <QueryState query={groups} what="the option groups">
        {(list) => (
          <ul className="space-y-4" aria-label="Option groups">
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
                      {groupRule(group)}
                      {group.min === 0 ? ' (optional)' : ''} ·{' '}
                      {group.dishIds.length === 0 ? 'on no dish yet' : `on ${group.dishIds.map(dishName).join(', ')}`}
                    </p>
                    <ul className="mt-2 divide-y divide-base-300">
                      {group.choices.map((choice) => (
                        <li key={choice.id} className="flex flex-wrap items-center gap-3 py-2">
                          <span className="flex-1">
                            {choice.name}
                            {choice.price > 0 && ` +${formatPrice(choice.price)}`}
                            {choice.default && <span className="badge badge-ghost ml-2">chosen to start with</span>}
                            {choice.soldOut && <span className="badge badge-warning ml-2">sold out</span>}
                          </span>
                          <button
                            type="button"
                            className="btn btn-outline btn-sm min-h-11"
                            onClick={() =>
                              availability.mutate({ id: choice.id, soldOut: choice.soldOut ? 'no' : 'today' })
                            }
                          >
                            {choice.soldOut ? `${choice.name} is back` : `${choice.name} sold out today`}
                          </button>
                        </li>
                      ))}
                    </ul>
                    <div className="mt-3 flex flex-wrap gap-3">
                      <button type="button" className="btn btn-secondary min-h-11" onClick={() => setEditing(group.id)}>
                        Change {group.name}
                      </button>
                      <button type="button" className="btn btn-error min-h-11" onClick={() => deleteGroup(group)}>
                        Delete {group.name}
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
