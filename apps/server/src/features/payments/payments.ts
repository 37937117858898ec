import type { PaymentsRepository } from './payments-repository.ts';
import type { IntentView, PaymentProvider } from './providers/payment-provider.ts';

/** What a charge the provider reports as succeeded means: the orders feature settles its order. */
export type SucceededIntentListener = (intent: IntentView) => Promise<unknown>;

/**
 * The payments feature as other features use it: the card provider (intents, their cancelling
 * and refunds, the charges it confirmed) and the payments kept for the books. It settles no
 * order itself: the orders feature decides what a confirmed charge means (docs/decisions/016).
 */
export function createPayments(repository: PaymentsRepository, provider: PaymentProvider) {
  const listeners: SucceededIntentListener[] = [];
  return {
    /** Asks to hear of every intent the provider reports as succeeded on its own (Stripe's webhook). */
    whenIntentSucceeds(listener: SucceededIntentListener): void {
      listeners.push(listener);
    },
    /** The provider reports that this intent succeeded: whoever asked settles it. */
    async intentSucceeded(intent: IntentView): Promise<void> {
      for (const listener of listeners) await listener(intent);
    },

    /** The configured card provider: the built-in test provider, or Stripe. */
    provider,
    record: repository.record,
    findByOrder: repository.findByOrder,
    listByUser: repository.listByUser,
    listByOrder: repository.listByOrder,
    joinAccount: repository.joinAccount,
    eraseDiner: repository.eraseDiner,
  };
}

export type Payments = ReturnType<typeof createPayments>;
