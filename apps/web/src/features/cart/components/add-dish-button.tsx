import type { MenuItem } from '@bistro/contract/menu';

interface AddDishButtonProps {
  item: MenuItem;
  onAdd: (item: MenuItem) => void;
  /** While the session is being established, adding waits (it would not know whose cart). */
  disabled?: boolean;
  /** The element that says the dish is sold out, read as the reason the button is off. */
  soldOutId?: string;
}

/** A small gold-outlined Add for a dish in a menu list, named for its dish; off while it is sold out. */
export function AddDishButton({ item, onAdd, disabled = false, soldOutId }: AddDishButtonProps) {
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm min-h-11 border-gold px-4 text-gold-dark uppercase hover:border-charcoal hover:bg-charcoal hover:text-white md:min-h-8"
      onClick={() => onAdd(item)}
      data-add-dish={item._id}
      disabled={disabled || item.soldOut}
      aria-describedby={item.soldOut ? soldOutId : undefined}
    >
      Add<span className="sr-only"> {item.name} to cart</span>
    </button>
  );
}
