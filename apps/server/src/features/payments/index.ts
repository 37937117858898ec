/** The payments feature's public module: what other features may import from it. */
export type { Payments } from './payments.ts';
export type { IntentView, PaymentProvider } from './providers/payment-provider.ts';
