import { formatPrice } from '@bistro/contract/money';
import { Link } from 'react-router';
import { DataTable } from '@/components/ui/data-table.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { ErrorState, LoadingState } from '@/components/ui/status.tsx';
import { paths } from '@/config/paths.ts';
import { useMenu } from '@/features/menu/api/get-menu.ts';
import { useDeleteMenuItem } from '@/features/menu/api/menu-mutations.ts';
import { confirmDialog, showDialog, showFailure } from '@/lib/dialogs.ts';

export default function ManageItemsRoute() {
  const menu = useMenu();
  const deleteItem = useDeleteMenuItem();

  async function confirmDelete(item: { _id: string; name: string }) {
    if (!(await confirmDialog())) return;
    try {
      const { deletedCount } = await deleteItem.mutateAsync(item._id);
      if (deletedCount) await showDialog({ icon: 'success', title: 'Deleted!', text: 'Your file has been deleted.' });
    } catch (error) {
      await showFailure('Not deleted', error);
    }
  }

  return (
    <section className="mx-auto max-w-screen-lg">
      <title>Bistro Boss | Manage items</title>
      <SectionTitle as="h1" heading="manage all items" subHeading="---Hurry up!---" />
      {menu.isPending ? (
        <LoadingState label="Loading the menu…" />
      ) : menu.isError ? (
        <ErrorState what="the menu" error={menu.error} onRetry={() => void menu.refetch()} />
      ) : (
        <div className="overflow-x-auto rounded bg-base-100 p-4 shadow">
          <p className="mb-4 font-display text-xl uppercase">Total items: {menu.data.length}</p>
          <DataTable headers={['#', 'Image', 'Name', 'Price', 'Edit', 'Delete']}>
            {menu.data.map((item, index) => (
              <tr key={item._id}>
                <td>{index + 1}</td>
                <td>
                  <img
                    src={item.image}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="h-12 w-12 rounded object-cover"
                  />
                </td>
                <td>{item.name}</td>
                <td>{formatPrice(item.price)}</td>
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
    </section>
  );
}
