import type { CartRepository } from './cart-repository.ts';

/**
 * The cart as other features use it: an account's lines, or a guest's, priced at the menu's
 * prices now (what an order is made of), and the lines an order took out of the account's cart.
 */
export function createCart(repository: CartRepository) {
  return {
    list: repository.list,
    price: repository.price,
    removeOrdered: repository.removeOrdered,
  };
}

export type Cart = ReturnType<typeof createCart>;
