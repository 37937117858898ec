import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveTable, type TableColumn } from './data-table.tsx';

interface Guest {
  id: string;
  name: string;
  email: string;
}

const guests: Guest[] = [
  { id: 'a', name: 'Dana Diner', email: 'dana@bistro.test' },
  { id: 'b', name: 'Colin Cook', email: 'colin@bistro.test' },
];

const columns: TableColumn<Guest>[] = [
  { header: '#', cell: (_, index) => index + 1 },
  { header: 'Name', primary: true, cell: (guest) => guest.name },
  { header: 'Email', cell: (guest) => guest.email },
  {
    header: 'Delete',
    action: true,
    cell: (guest) => (
      <button type="button" aria-label={`Delete ${guest.name}`}>
        Delete
      </button>
    ),
  },
];

function renderGuests(firstIndex?: number) {
  render(
    <ResponsiveTable
      label="Guests"
      columns={columns}
      rows={guests}
      rowKey={(guest) => guest.id}
      firstIndex={firstIndex}
    />,
  );
  return { table: screen.getByRole('table'), cards: screen.getByRole('list', { name: 'Guests' }) };
}

describe('ResponsiveTable', () => {
  it('renders a table with column headers and a row per item', () => {
    const { table } = renderGuests();
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['#', 'Name', 'Email', 'Delete']);
    for (const header of headers) expect(header).toHaveAttribute('scope', 'col');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['1', '2']);
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Delete Colin Cook' })).toBeInTheDocument();
  });

  it('renders the same rows as cards: the primary cell as heading, the others labelled, the actions at the foot', () => {
    const { cards } = renderGuests();
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const dana = within(cards).getByRole('article', { name: 'Dana Diner' });
    expect(within(dana).getByRole('heading', { name: 'Dana Diner' })).toBeInTheDocument();
    const terms = within(dana)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(dana)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['#', 'Email']);
    expect(values).toEqual(['1', 'dana@bistro.test']);
    const button = within(dana).getByRole('button', { name: 'Delete Dana Diner' });
    expect(button.closest('dl')).toBeNull();
  });

  it('displays only one of the two at a time: the table from sm up, the cards below it', () => {
    const { table, cards } = renderGuests();
    expect(table.closest('.hidden.sm\\:block')).not.toBeNull();
    expect(cards).toHaveClass('sm:hidden');
  });

  it('counts on from firstIndex, for a page of a longer list', () => {
    const { table, cards } = renderGuests(10);
    const firstCells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(firstCells).toEqual(['11', '12']);
    expect(within(cards).getAllByRole('definition')[0]).toHaveTextContent('11');
  });
});
