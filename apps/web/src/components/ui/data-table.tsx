import { Fragment, type ReactNode, useId } from 'react';

/** The dashboard's tables: a gold header row over the given rows, scrolling sideways when too narrow. */
export function DataTable({ headers, children }: { headers: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="table">
        <thead className="bg-gold-dark text-white uppercase">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** One column of a ResponsiveTable: its header, and what each row shows under it. */
export interface TableColumn<Row> {
  header: string;
  /** `index` is the row's place in the whole list, counting from the table's `firstIndex`. */
  cell: (row: Row, index: number) => ReactNode;
  /** The cell that names the row: the heading of its card on a phone. */
  primary?: boolean;
  /** A button or link acting on the row: at the foot of its card on a phone, stretched full width. */
  action?: boolean;
}

/** How an action's button looks: as the table's other buttons, or red for one that deletes. */
const buttonTones = {
  plain: 'btn btn-sm min-h-11',
  outline: 'btn btn-outline btn-sm min-h-11',
  gold: 'btn btn-sm min-h-11 bg-gold-dark text-white',
  danger: 'btn btn-error btn-sm min-h-11',
} as const;

/**
 * A column with one button a row acts with, the one way a table offers an action: its words, and
 * a name that says which row it acts on for a screen reader ("Delete Ana Diner"); 44 px tall.
 */
export function actionColumn<Row>({
  header,
  text,
  label,
  onClick,
  tone = 'plain',
  disabled,
  shown,
}: {
  header: string;
  text: (row: Row) => string;
  label: (row: Row) => string;
  onClick: (row: Row) => void;
  tone?: keyof typeof buttonTones;
  disabled?: (row: Row) => boolean;
  /** Rows without the action show nothing in its cell. */
  shown?: (row: Row) => boolean;
}): TableColumn<Row> {
  return {
    header,
    action: true,
    cell: (row) =>
      shown && !shown(row) ? null : (
        <button
          type="button"
          className={buttonTones[tone]}
          disabled={disabled?.(row)}
          onClick={() => onClick(row)}
          aria-label={label(row)}
        >
          {text(row)}
        </button>
      ),
  };
}

interface ResponsiveTableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** What the rows are, naming the list of cards: "Dishes", "Users". */
  label: string;
  /** The index of the first row, when the rows are one page of a longer list. */
  firstIndex?: number;
}

/**
 * A dashboard table from `sm` up; below it, a card per row, so that a phone never scrolls sideways.
 * Only one of the two is displayed at a time, so a screen reader meets each row once.
 */
export function ResponsiveTable<Row>({ columns, rows, rowKey, label, firstIndex = 0 }: ResponsiveTableProps<Row>) {
  const headingIdPrefix = useId();
  return (
    <>
      <div className="hidden sm:block">
        <DataTable headers={columns.map((column) => column.header)}>
          {rows.map((row, position) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(row, firstIndex + position)}</td>
              ))}
            </tr>
          ))}
        </DataTable>
      </div>
      <ul aria-label={label} className="space-y-3 sm:hidden">
        {rows.map((row, position) => (
          <li key={rowKey(row)}>
            <RowCard
              columns={columns}
              row={row}
              index={firstIndex + position}
              headingId={`${headingIdPrefix}-${rowKey(row)}`}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

interface RowCardProps<Row> {
  columns: readonly TableColumn<Row>[];
  row: Row;
  index: number;
  headingId: string;
}

/** One row on a phone: the primary cell as heading, the others as label and value, then the actions. */
function RowCard<Row>({ columns, row, index, headingId }: RowCardProps<Row>) {
  const primary = columns.find((column) => column.primary);
  const details = columns.filter((column) => !column.primary && !column.action);
  const actions = columns.filter((column) => column.action);
  return (
    <article aria-labelledby={primary ? headingId : undefined} className="space-y-3 rounded border border-base-300 p-4">
      {primary && (
        <h2 id={headingId} className="font-semibold text-lg">
          {primary.cell(row, index)}
        </h2>
      )}
      <dl className="space-y-2">
        {details.map((column) => (
          <div key={column.header} className="flex items-center justify-between gap-4">
            <dt className="font-semibold text-base-content/70 text-sm uppercase">{column.header}</dt>
            <dd className="min-w-0 text-right wrap-anywhere">{column.cell(row, index)}</dd>
          </div>
        ))}
      </dl>
      {actions.length > 0 && (
        <div className="flex gap-2 *:min-h-11 *:flex-1">
          {actions.map((column) => (
            <Fragment key={column.header}>{column.cell(row, index)}</Fragment>
          ))}
        </div>
      )}
    </article>
  );
}
