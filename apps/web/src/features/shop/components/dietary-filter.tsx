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
          <fieldset>
            <legend className="mb-1 font-semibold text-sm">Only show</legend>
            <div className="flex flex-wrap gap-x-5">
              {filterDiets.map((code) => (
                <label key={code} className="flex min-h-11 cursor-pointer items-center gap-2">
                  <input
                    type="checkbox"
                    className="checkbox"
                    name="diet"
                    value={code}
                    defaultChecked={filter.diets.includes(code)}
                  />
                  {dietNames[code]} only
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="mb-1 font-semibold text-sm">Hide dishes with</legend>
            <div className="grid grid-cols-2 gap-x-5 sm:grid-cols-3 lg:grid-cols-5">
              {allergenCodes.map((code) => (
                <label key={code} className="flex min-h-11 cursor-pointer items-center gap-2">
                  <input
                    type="checkbox"
                    className="checkbox"
                    name="without"
                    value={code}
                    defaultChecked={filter.without.includes(code)}
                  />
                  {allergenNames[code]}
                </label>
              ))}
            </div>
          </fieldset>
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
