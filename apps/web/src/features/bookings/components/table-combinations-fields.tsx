import { CheckboxGroup } from '@/components/ui/checkbox-group.tsx';
import { useTranslate } from '@/lib/i18n.ts';

/** A combination being typed: the rows of the tables list it joins, so renaming a table keeps it. */
export type DraftCombination = number[];

/** The draft's combinations once the table in row `removed` is gone: it leaves them, later rows move up. */
export const withoutTableRow = (combinations: DraftCombination[], removed: number): DraftCombination[] =>
  combinations.map((rows) => rows.filter((row) => row !== removed).map((row) => (row > removed ? row - 1 : row)));

/** The set-up's combinations (table names, in the tables' order) from the draft's rows. */
export const combinationNames = (combinations: DraftCombination[], tableNames: string[]): string[][] =>
  combinations.map((rows) => [...rows].sort((a, b) => a - b).map((row) => tableNames[row] ?? ''));

/** The draft's rows from the set-up's combinations. */
export const combinationRows = (combinations: string[][], tableNames: string[]): DraftCombination[] =>
  combinations.map((names) => names.map((name) => tableNames.indexOf(name)).filter((row) => row >= 0));

/**
 * The owner's tables that may be pushed together: each combination a group of checkboxes, one
 * per table, so a keyboard or a screen reader picks them as any other boxes.
 */
export function TableCombinationsFields({
  tableNames,
  combinations,
  onChange,
}: {
  tableNames: string[];
  combinations: DraftCombination[];
  onChange: (combinations: DraftCombination[]) => void;
}) {
  const t = useTranslate();
  const toggle = (index: number, row: number, on: boolean) =>
    onChange(
      combinations.map((rows, at) => (at !== index ? rows : on ? [...rows, row] : rows.filter((each) => each !== row))),
    );
  return (
    <fieldset className="space-y-3">
      <legend className="font-display text-xl">{t('bookingSetup.tablesPushedTogether')}</legend>
      <p className="text-base-content/70 text-sm">{t('bookingSetup.tablesPushedTogetherHelp')}</p>
      {combinations.map((rows, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: combinations being chosen have no other identity.
        <div key={index} className="flex flex-wrap items-end gap-3 rounded border border-base-300 p-3">
          <CheckboxGroup
            legend={t('bookingSetup.combination', { n: index + 1 })}
            legendClassName="label mb-1"
            className="flex flex-wrap gap-x-5"
            options={tableNames.map((name, row) => ({
              value: String(row),
              label: name || t('bookingSetup.table', { n: row + 1 }),
              input: {
                checked: rows.includes(row),
                onChange: (event) => toggle(index, row, event.target.checked),
              },
            }))}
          />
          <button
            type="button"
            className="btn btn-outline min-h-11"
            onClick={() => onChange(combinations.filter((_, at) => at !== index))}
          >
            {t('bookingSetup.removeCombination', { n: index + 1 })}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="btn min-h-11"
        disabled={tableNames.length < 2}
        onClick={() => onChange([...combinations, []])}
      >
        {t('bookingSetup.addCombination')}
      </button>
    </fieldset>
  );
}
