import type { CartItem } from '@bistro/contract/cart';
import { formatPrice } from '@bistro/contract/money';
import { DataTable } from '@/components/ui/data-table.tsx';
import { TrashIcon } from '@/components/ui/icons.tsx';

/** The cart's lines: picture, name, price and a delete button each. */
export function CartTable({ items, onDelete }: { items: CartItem[]; onDelete: (item: CartItem) => void }) {
  return (
    <DataTable headers={['#', 'Item image', 'Item name', 'Price', 'Action']}>
      {items.map((item, index) => (
        <tr key={item._id}>
          <td>{index + 1}</td>
          <td>
            <img src={item.image} alt="" width={56} height={56} className="h-14 w-14 rounded object-cover" />
          </td>
          <td>{item.name}</td>
          <td>{formatPrice(item.price)}</td>
          <td>
            <button
              type="button"
              className="btn btn-error btn-sm"
              onClick={() => onDelete(item)}
              aria-label={`Delete ${item.name}`}
            >
              <TrashIcon className="h-4 w-4" />
            </button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
