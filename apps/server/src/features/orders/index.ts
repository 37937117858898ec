/** The orders feature's public module: what other features may import from it. */
export type { DinerOrders } from './flows/diners.ts';
export type { Rounds, TabOfRound } from './flows/rounds.ts';
export type { RoundReduction, RoundRefund, RoundRefunder, RoundSettlement, TabPaid } from './flows/tab-checks.ts';
export type { OrderRecord } from './orders-repository.ts';
export { changeOf, counterSettlement } from './steps/mark-paid.ts';
