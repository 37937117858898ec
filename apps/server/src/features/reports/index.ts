/** The reports feature's public module: what other features may import from it. */
export { paidOrdersSums, paidTabPaymentsSums } from './reports-repository.ts';
