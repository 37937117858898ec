import type { CartItem } from '@bistro/contract/cart';
import { MAX_CART_QUANTITY } from '@bistro/contract/constants';
import { formatPrice } from '@bistro/contract/money';
import { DataTable } from '@/components/ui/data-table.tsx';
import { TrashIcon } from '@/components/ui/icons.tsx';
import { SoldOutBadge } from '@/components/ui/sold-out-badge.tsx';

interface CartTableProps {
  items: CartItem[];
  onQuantity: (item: CartItem, quantity: number) => void;
  onDelete: (item: CartItem) => void;
  /** While a change is on its way, the steppers wait. */
  busy?: boolean;
}

/** The cart's lines: picture, name (and whether it is sold out), price, − / + steppers with the quantity, and delete. */
export function CartTable({ items, onQuantity, onDelete, busy = false }: CartTableProps) {
  return (
    <DataTable headers={['#', 'Item image', 'Item name', 'Price', 'Quantity', 'Action']}>
      {items.map((item, index) => (
        <tr key={item._id}>
          <td>{index + 1}</td>
          <td>
            <img src={item.image} alt="" width={56} height={56} className="h-14 w-14 rounded object-cover" />
          </td>
          <td>
            {item.name} {item.soldOut && <SoldOutBadge className="ml-1" />}
          </td>
          <td>{formatPrice(item.price)}</td>
          <td>
            <div className="join">
              <button
                type="button"
                className="btn join-item btn-sm"
                onClick={() => onQuantity(item, item.quantity - 1)}
                disabled={busy || item.quantity <= 1}
                aria-label={`One less ${item.name}`}
              >
                −
              </button>
              <output
                className="join-item flex min-w-10 items-center justify-center border border-base-300 px-2"
                aria-live="polite"
              >
                <span className="sr-only">{item.name}: </span>
                {item.quantity}
              </output>
              <button
                type="button"
                className="btn join-item btn-sm"
                onClick={() => onQuantity(item, item.quantity + 1)}
                disabled={busy || item.quantity >= MAX_CART_QUANTITY}
                aria-label={`One more ${item.name}`}
              >
                +
              </button>
            </div>
          </td>
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
