import type { MenuItem } from '@bistro/contract/menu';
import { formatPrice } from '@bistro/contract/money';
import { pictureAt } from '@bistro/contract/pictures';
import type { MenuSection } from '@bistro/contract/shop';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ResponsiveTable, type TableColumn } from '@/components/ui/data-table.tsx';
import { LazyImage } from '@/components/ui/lazy-image.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { paths } from '@/config/paths.ts';
import { confirmThenRun } from '@/lib/dialogs.ts';
import { type Translate, useTranslate } from '@/lib/i18n.ts';
import { useDeleteMenuItem } from '../api/delete-menu-item.ts';
import { useMenu } from '../api/get-menu.ts';
import { useMenuSections } from '../api/get-menu-sections.ts';
import { AvailabilitySelect } from './availability-select.tsx';

const PAGE_SIZE = 10;

interface DishFilter {
  /** Part of the dish's name, in any case. */
  search: string;
  /** A section's slug; '' for every section. */
  category: string;
}

const EVERY_DISH: DishFilter = { search: '', category: '' };

const matches = (item: MenuItem, { search, category }: DishFilter) =>
  (category === '' || item.sections.includes(category)) &&
  item.name.toLowerCase().includes(search.trim().toLowerCase());

/** Every dish with its picture, sections, price and availability, a link to edit it and a button to delete it. */
export function MenuItemsTable() {
  const t = useTranslate();
  const menu = useMenu();
  const sections = useMenuSections().data ?? [];
  const deleteItem = useDeleteMenuItem();

  const confirmDelete = (item: MenuItem) =>
    confirmThenRun({
      action: () => deleteItem.mutateAsync(item._id),
      success: ({ deletedCount }) =>
        deletedCount ? { icon: 'success', title: t('manageMenu.deleted'), text: t('manageMenu.fileDeleted') } : null,
      failureTitle: t('manageMenu.notDeleted'),
    });

  return (
    <QueryState query={menu} what={t('manageMenu.theMenu')}>
      {(items) => <MenuItemsPanel items={items} sections={sections} onDelete={(item) => void confirmDelete(item)} />}
    </QueryState>
  );
}

/** The whole menu's count, then the dishes found by name and section, a page at a time. */
function MenuItemsPanel({
  items,
  sections,
  onDelete,
}: {
  items: MenuItem[];
  sections: readonly MenuSection[];
  onDelete: (item: MenuItem) => void;
}) {
  const t = useTranslate();
  const [filter, setFilter] = useState(EVERY_DISH);
  const [page, setPage] = useState(1);
  const found = items.filter((item) => matches(item, filter));
  const pageCount = Math.max(1, Math.ceil(found.length / PAGE_SIZE));
  // Deleting the last dish of the last page leaves that page empty: show the one before.
  const shownPage = Math.min(page, pageCount);
  const firstIndex = (shownPage - 1) * PAGE_SIZE;

  return (
    <div className="rounded bg-base-100 p-4 shadow">
      <p className="mb-4 font-display text-xl uppercase">{t('manageMenu.totalItems', { count: items.length })}</p>
      <DishFilterFields
        sections={sections}
        filter={filter}
        onChange={(changed) => {
          setFilter(changed);
          setPage(1);
        }}
      />
      {found.length === 0 ? (
        <p className="py-8 text-center text-base-content/70">{t('manageMenu.noDishMatches')}</p>
      ) : (
        <>
          <ResponsiveTable
            label={t('manageMenu.dishes')}
            columns={menuItemColumns(t, sections, onDelete)}
            rows={found.slice(firstIndex, firstIndex + PAGE_SIZE)}
            firstIndex={firstIndex}
            rowKey={(item) => item._id}
          />
          <Pager label={t('manageMenu.pagesOfDishes')} page={shownPage} pageCount={pageCount} onPage={setPage} />
        </>
      )}
    </div>
  );
}

/** "Find a dish" by name as one types, and a category (a section) to narrow it to. */
function DishFilterFields({
  sections,
  filter,
  onChange,
}: {
  sections: readonly MenuSection[];
  filter: DishFilter;
  onChange: (filter: DishFilter) => void;
}) {
  const t = useTranslate();
  const ids = { search: useId(), category: useId() };
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={ids.search} className="label mb-1 text-sm">
          {t('manageMenu.findDish')}
        </label>
        <input
          id={ids.search}
          type="search"
          className="input min-h-11 w-full"
          value={filter.search}
          onChange={(event) => onChange({ ...filter, search: event.target.value })}
        />
      </div>
      <div className="sm:w-56">
        <label htmlFor={ids.category} className="label mb-1 text-sm">
          {t('manageMenu.category')}
        </label>
        <select
          id={ids.category}
          className="select min-h-11 w-full"
          value={filter.category}
          onChange={(event) => onChange({ ...filter, category: event.target.value })}
        >
          <option value="">{t('manageMenu.allCategories')}</option>
          {sections.map((section) => (
            <option key={section.slug} value={section.slug}>
              {section.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

const menuItemColumns = (
  t: Translate,
  sections: readonly MenuSection[],
  onDelete: (item: MenuItem) => void,
): TableColumn<MenuItem>[] => [
  { header: '#', cell: (_, index) => index + 1 },
  {
    header: t('manageMenu.image'),
    cell: (item) => (
      <LazyImage src={pictureAt(item.image, 240)} width={48} height={48} className="h-12 w-12 rounded object-cover" />
    ),
  },
  { header: t('manageMenu.name'), primary: true, cell: (item) => item.name },
  {
    header: t('manageMenu.category'),
    cell: (item) =>
      item.sections.map((slug) => sections.find((section) => section.slug === slug)?.name ?? slug).join(', '),
  },
  { header: t('manageMenu.price'), cell: (item) => formatPrice(item.price) },
  {
    header: t('manageMenu.availability'),
    // The kitchen board's compact select, grown here to a phone's tap target.
    cell: (item) => (
      <div className="*:min-h-11">
        <AvailabilitySelect item={item} />
      </div>
    ),
  },
  {
    header: t('manageMenu.edit'),
    action: true,
    cell: (item) => (
      <Link
        to={paths.dashboard.updateItem.getHref(item._id)}
        className="btn btn-sm min-h-11 bg-gold-dark text-white"
        aria-label={t('manageMenu.editDish', { name: item.name })}
      >
        {t('manageMenu.edit')}
      </Link>
    ),
  },
  {
    header: t('manageMenu.delete'),
    action: true,
    cell: (item) => (
      <button
        type="button"
        className="btn btn-error btn-sm min-h-11"
        onClick={() => onDelete(item)}
        aria-label={t('manageMenu.deleteNamed', { name: item.name })}
      >
        {t('manageMenu.delete')}
      </button>
    ),
  },
];
