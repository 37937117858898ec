import type { CartItem } from '@bistro/contract/cart';
import { lineTotal } from '@bistro/contract/cart-totals';
import { MAX_CART_QUANTITY } from '@bistro/contract/constants';
import { format, formatPrice } from '@bistro/contract/money';
import { pictureAt } from '@bistro/contract/pictures';
import { ChosenChoices, withChoices } from '@/components/ui/chosen-choices.tsx';
import { ResponsiveTable, type TableColumn } from '@/components/ui/data-table.tsx';
import { TrashIcon } from '@/components/ui/icons.tsx';
import { SoldOutBadge } from '@/components/ui/sold-out-badge.tsx';
import { useTranslate } from '@/lib/i18n.ts';

interface CartTableProps {
  items: CartItem[];
  onQuantity: (item: CartItem, quantity: number) => void;
  onDelete: (item: CartItem) => void;
  /** While a change is on its way, the steppers wait. */
  busy?: boolean;
}

/**
 * The cart's lines: picture, name (and whether it is sold out), price, − / + steppers with the
 * quantity, the line's total (quantity × price), and delete: a small icon button, also on a phone,
 * where it would otherwise be the card's biggest thing. Delete asks first (MyCart's confirmation).
 */
export function CartTable({ items, onQuantity, onDelete, busy = false }: CartTableProps) {
  const t = useTranslate();
  const columns: TableColumn<CartItem>[] = [
    { header: '#', cell: (_, index) => index + 1 },
    {
      header: t('cart.itemImage'),
      cell: (item) => (
        <img
          src={pictureAt(item.image, 240)}
          alt=""
          width={56}
          height={56}
          className="h-14 w-14 rounded object-cover"
        />
      ),
    },
    {
      header: t('cart.itemName'),
      primary: true,
      cell: (item) => (
        <>
          {item.name} {item.soldOut && <SoldOutBadge className="ms-1" />}
          <ChosenChoices choices={item.choices} />
        </>
      ),
    },
    { header: t('cart.price'), cell: (item) => formatPrice(item.price) },
    {
      header: t('cart.quantity'),
      cell: (item) => <QuantityStepper item={item} busy={busy} onQuantity={(quantity) => onQuantity(item, quantity)} />,
    },
    {
      header: t('cart.lineTotal'),
      cell: (item) => (
        <>
          <span className="text-base-content/70 text-sm">
            {item.quantity} × {formatPrice(item.price)} ={' '}
          </span>
          <span className="font-semibold">{format(lineTotal(item))}</span>
        </>
      ),
    },
    {
      header: t('cart.action'),
      action: true,
      // The phone card stretches its actions full width: the wrapper takes the width, the button stays small.
      cell: (item) => (
        <div className="flex justify-end sm:justify-start">
          <button
            type="button"
            className="btn btn-ghost btn-sm min-h-11 min-w-11 text-error"
            onClick={() => onDelete(item)}
            aria-label={t('cart.deleteDish', { dish: withChoices(item.name, item.choices) })}
          >
            <TrashIcon className="h-5 w-5" />
          </button>
        </div>
      ),
    },
  ];
  return <ResponsiveTable label={t('cart.dishesInCart')} columns={columns} rows={items} rowKey={(item) => item._id} />;
}

interface QuantityStepperProps {
  item: CartItem;
  busy: boolean;
  onQuantity: (quantity: number) => void;
}

/** − and + around how many of the dish are in the cart. */
function QuantityStepper({ item, busy, onQuantity }: QuantityStepperProps) {
  const t = useTranslate();
  return (
    <div className="join">
      <button
        type="button"
        className="btn join-item btn-sm min-h-11 min-w-11"
        onClick={() => onQuantity(item.quantity - 1)}
        disabled={busy || item.quantity <= 1}
        aria-label={t('cart.oneLess', { dish: withChoices(item.name, item.choices) })}
      >
        −
      </button>
      <output
        className="join-item flex min-w-10 items-center justify-center border border-base-300 px-2"
        aria-live="polite"
      >
        <span className="sr-only">{withChoices(item.name, item.choices)}: </span>
        {item.quantity}
      </output>
      <button
        type="button"
        className="btn join-item btn-sm min-h-11 min-w-11"
        onClick={() => onQuantity(item.quantity + 1)}
        disabled={busy || item.quantity >= MAX_CART_QUANTITY}
        aria-label={t('cart.oneMore', { dish: withChoices(item.name, item.choices) })}
      >
        +
      </button>
    </div>
  );
}
