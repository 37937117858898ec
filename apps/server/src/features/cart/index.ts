/** The cart feature's public module: what other features may import from it. */
export type { CartRepository, PricedCartLine } from './cart-repository.ts';
