/** The cart feature's public module: what other features may import from it. */
export { type CartRepository, type PricedCartLine, toCartItem } from './cart-repository.ts';
