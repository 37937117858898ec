/** The cart feature's public module: what other features may import from it. */
export type { Cart } from './cart.ts';
export type { PricedCartLine } from './cart-repository.ts';
