/** The payments feature's public module: what other features may import from it. */
export type { PaymentsRepository } from './payments-repository.ts';
export type { IntentView, PaymentProvider } from './providers/payment-provider.ts';
