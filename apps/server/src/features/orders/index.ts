/** The orders feature's public module: what other features may import from it. */
export { type GuestOrderKeys, guestOrderKeys } from './guest-order-keys.ts';
export type { OrderService } from './order-service.ts';
export type { OrderRecord, OrdersRepository } from './orders-repository.ts';
