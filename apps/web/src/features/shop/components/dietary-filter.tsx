import {
  allergenCodes,
  allergenNames,
  type DietaryFilter,
  dietaryFilterQuery,
  dietNames,
  filterDiets,
  isFilterEmpty,
  parseDietaryFilter,
} from '@bistro/contract/dietary';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { CheckboxGroup } from '@/components/ui/checkbox-group.tsx';

interface DietaryFilterFormProps {
  /** The shop tab's address, without a query: the form sends its choices there. */
  action: string;
  filter: DietaryFilter;
  /** How many of the tab's dishes the filter hides. */
  hidden: number;
  /** With JavaScript, the chosen filter's address is opened in place (the list changes without a reload). */
  onApply: (href: string) => void;
}

const dishes = (count: number) => (count === 1 ? '1 dish' : `${count} dishes`);

/**
 * The shop's dietary filter: a plain GET form, so it works without JavaScript and its choices
 * live in the address (`?diet=vegetarian&without=nuts`), which the server renders filtered.
 */
export function DietaryFilterForm({ action, filter, hidden, onApply }: DietaryFilterFormProps) {
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
        <summary className="min-h-11 cursor-pointer content-center font-semibold">Dietary filter</summary>
        {/* Keyed on the filter, so the boxes follow the address (back, Clear filter). */}
        <form
          key={dietaryFilterQuery(filter)}
          method="get"
          action={action}
          onSubmit={submit}
          className="space-y-4 pt-2"
        >
          <CheckboxGroup
            legend="Only show"
            legendClassName="mb-1 font-semibold text-sm"
            className="flex flex-wrap gap-x-5"
            options={filterDiets.map((code) => ({
              value: code,
              label: `${dietNames[code]} only`,
              input: { name: 'diet', defaultChecked: filter.diets.includes(code) },
            }))}
          />
          <CheckboxGroup
            legend="Hide dishes with"
            legendClassName="mb-1 font-semibold text-sm"
            className="grid grid-cols-2 gap-x-5 sm:grid-cols-3 lg:grid-cols-5"
            options={allergenCodes.map((code) => ({
              value: code,
              label: allergenNames[code],
              input: { name: 'without', defaultChecked: filter.without.includes(code) },
            }))}
          />
          <button type="submit" className="btn btn-primary">
            Show dishes
          </button>
        </form>
      </details>
      {applied && (
        <p role="status" className="mt-3">
          {hidden === 0 ? 'No dish is hidden by your filter.' : `${dishes(hidden)} hidden by your filter.`}{' '}
          <Link to={action} preventScrollReset className="link font-semibold">
            Clear filter
          </Link>
        </p>
      )}
    </div>
  );
}
