import {
  allergenCodes,
  type DietaryFilter,
  dietaryFilterQuery,
  filterDiets,
  isFilterEmpty,
  parseDietaryFilter,
} from '@bistro/contract/dietary';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { CheckboxGroup } from '@/components/ui/checkbox-group.tsx';
import { useDietaryWords } from '@/lib/dietary-words.ts';
import { useTranslate } from '@/lib/i18n.ts';

interface DietaryFilterFormProps {
  /** The shop tab's address, without a query: the form sends its choices there. */
  action: string;
  filter: DietaryFilter;
  /** How many of the tab's dishes the filter hides. */
  hidden: number;
  /** With JavaScript, the chosen filter's address is opened in place (the list changes without a reload). */
  onApply: (href: string) => void;
}

/**
 * The shop's dietary filter: a plain GET form, so it works without JavaScript and its choices
 * live in the address (`?diet=vegetarian&without=nuts`), which the server renders filtered.
 */
export function DietaryFilterForm({ action, filter, hidden, onApply }: DietaryFilterFormProps) {
  const t = useTranslate();
  const words = useDietaryWords();
  const applied = !isFilterEmpty(filter);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new URLSearchParams(
      [...new FormData(event.currentTarget)].map(([name, value]) => [name, String(value)]),
    );
    onApply(`${action}${dietaryFilterQuery(parseDietaryFilter(chosen))}`);
  };
  return (
    <div className="mb-8">
      <details open={applied} className="rounded bg-base-200 px-4 py-3">
        <summary className="min-h-11 cursor-pointer content-center font-semibold">{t('dietaryFilter.title')}</summary>
        {/* Keyed on the filter, so the boxes follow the address (back, Clear filter). */}
        <form
          key={dietaryFilterQuery(filter)}
          method="get"
          action={action}
          onSubmit={submit}
          className="space-y-4 pt-2"
        >
          <CheckboxGroup
            legend={t('dietaryFilter.onlyShow')}
            legendClassName="mb-1 font-semibold text-sm"
            className="flex flex-wrap gap-x-5"
            options={filterDiets.map((code) => ({
              value: code,
              label: t('dietaryFilter.dietOnly', { diet: words.diet(code) }),
              input: { name: 'diet', defaultChecked: filter.diets.includes(code) },
            }))}
          />
          <CheckboxGroup
            legend={t('dietaryFilter.hideWith')}
            legendClassName="mb-1 font-semibold text-sm"
            className="grid grid-cols-2 gap-x-5 sm:grid-cols-3 lg:grid-cols-5"
            options={allergenCodes.map((code) => ({
              value: code,
              label: words.allergen(code),
              input: { name: 'without', defaultChecked: filter.without.includes(code) },
            }))}
          />
          <button type="submit" className="btn btn-primary">
            {t('dietaryFilter.show')}
          </button>
        </form>
      </details>
      {applied && (
        <p role="status" className="mt-3">
          {t('dietaryFilter.hidden', { count: hidden })}{' '}
          <Link to={action} preventScrollReset className="link font-semibold">
            {t('dietaryFilter.clear')}
          </Link>
        </p>
      )}
    </div>
  );
}
