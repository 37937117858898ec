/** The reports feature's public module: what other features may import from it. */
export type { PaidOrderRow } from './reports-repository.ts';
