import { formatPrice } from '@bistro/contract/money';
import { Link } from 'react-router';
import { DataTable } from '@/components/ui/data-table.tsx';
import { LazyImage } from '@/components/ui/lazy-image.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { paths } from '@/config/paths.ts';
import { confirmThenRun } from '@/lib/dialogs.ts';
import { useDeleteMenuItem } from '../api/delete-menu-item.ts';
import { useMenu } from '../api/get-menu.ts';
import { AvailabilitySelect } from './availability-select.tsx';

/** Every dish with its picture, price and availability, a link to edit it and a button to delete it. */
export function MenuItemsTable() {
  const menu = useMenu();
  const deleteItem = useDeleteMenuItem();

  const confirmDelete = (item: { _id: string }) =>
    confirmThenRun({
      action: () => deleteItem.mutateAsync(item._id),
      success: ({ deletedCount }) =>
        deletedCount ? { icon: 'success', title: 'Deleted!', text: 'Your file has been deleted.' } : null,
      failureTitle: 'Not deleted',
    });

  return (
    <QueryState query={menu} what="the menu">
      {(items) => (
        <div className="overflow-x-auto rounded bg-base-100 p-4 shadow">
          <p className="mb-4 font-display text-xl uppercase">Total items: {items.length}</p>
          <DataTable headers={['#', 'Image', 'Name', 'Price', 'Availability', 'Edit', 'Delete']}>
            {items.map((item, index) => (
              <tr key={item._id}>
                <td>{index + 1}</td>
                <td>
                  <LazyImage src={item.image} width={48} height={48} className="h-12 w-12 rounded object-cover" />
                </td>
                <td>{item.name}</td>
                <td>{formatPrice(item.price)}</td>
                <td>
                  <AvailabilitySelect item={item} />
                </td>
                <td>
                  <Link
                    to={paths.dashboard.updateItem.getHref(item._id)}
                    className="btn btn-sm bg-gold text-white"
                    aria-label={`Edit ${item.name}`}
                  >
                    Edit
                  </Link>
                </td>
                <td>
                  <button
                    type="button"
                    className="btn btn-error btn-sm"
                    onClick={() => void confirmDelete(item)}
                    aria-label={`Delete ${item.name}`}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
    </QueryState>
  );
}
