import { QueryState } from '@/components/ui/query-state.tsx';
import { useTranslate } from '@/lib/i18n.ts';
import { useOptionGroups, useSetChoiceStock } from '../api/option-groups.ts';
import { ChoiceAvailabilitySelect } from './availability-select.tsx';
import { StockField } from './stock-field.tsx';

/**
 * The kitchen's list of option choices to mark sold out or back on (out of large bases: "Large
 * (Pizza size)") and to count, by group; a dish offering a sold-out choice goes on selling its other choices.
 */
export function ChoiceAvailabilityPanel() {
  const t = useTranslate();
  const groups = useOptionGroups();
  const setStock = useSetChoiceStock();
  if (groups.data?.length === 0) return null;
  const soldOut = groups.data?.flatMap((group) => group.choices).filter((choice) => choice.soldOut).length ?? 0;
  return (
    <details className="collapse-arrow collapse rounded bg-base-100 shadow">
      <summary className="collapse-title font-display text-xl">
        {soldOut === 0 ? t('soldOut.choicesNone') : t('soldOut.choices', { count: soldOut })}
      </summary>
      <div className="collapse-content space-y-4">
        <QueryState query={groups} what={t('soldOut.theOptions')}>
          {(loaded) =>
            loaded.map((group) => (
              <section key={group.id} aria-label={group.name}>
                <h2 className="mb-2 font-semibold">{group.name}</h2>
                <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
                  {group.choices.map((choice) => (
                    <li
                      key={choice.id}
                      className="flex flex-wrap items-center justify-between gap-3 rounded bg-base-200 px-3 py-2"
                    >
                      <span className={choice.soldOut ? 'font-semibold text-error' : ''}>{choice.name}</span>
                      <ChoiceAvailabilitySelect choice={choice} group={group} />
                      <StockField
                        label={t('soldOut.choiceOfGroup', { choice: choice.name, group: group.name })}
                        stock={choice.stock}
                        onSave={(stock) => setStock.mutateAsync({ id: choice.id, stock })}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ))
          }
        </QueryState>
      </div>
    </details>
  );
}
