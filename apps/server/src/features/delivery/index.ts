/** The delivery feature's public module: what other features may import from it. */
export type { DeliveryService, DeliveryTerms } from './delivery-service.ts';
