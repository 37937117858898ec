/** The reports feature's public module: what other features may import from it. */
export { paidOrdersSums } from './reports-repository.ts';
