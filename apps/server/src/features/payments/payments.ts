import type { PaymentsRepository } from './payments-repository.ts';
import type { IntentView, PaymentProvider } from './providers/payment-provider.ts';

/** What a charge the provider reports as succeeded means: the orders feature settles its order. */
export type SucceededIntentListener = (intent: IntentView) => Promise<unknown>;

/**
 * Another feature that makes card intents of its own (a table's tab payments): it settles a
 * succeeded intent of its, answering true, and answers false for one that is not its.
 */
export type IntentClaimant = (intent: IntentView) => Promise<boolean>;

/**
 * The payments feature as other features use it: the card provider (intents, their cancelling
 * and refunds, the charges it confirmed) and the payments kept for the books. It settles no
 * order itself: the orders feature decides what a confirmed charge means (docs/decisions/016).
 */
export function createPayments(repository: PaymentsRepository, provider: PaymentProvider) {
  const listeners: SucceededIntentListener[] = [];
  const claimants: IntentClaimant[] = [];
  return {
    /** Asks to hear of every intent the provider reports as succeeded on its own (Stripe's webhook). */
    whenIntentSucceeds(listener: SucceededIntentListener): void {
      listeners.push(listener);
    },
    /** The provider reports that this intent succeeded: whoever asked settles it. */
    async intentSucceeded(intent: IntentView): Promise<void> {
      for (const listener of listeners) await listener(intent);
    },

    /** Another feature makes intents of its own, and settles those the provider reports as succeeded. */
    claimIntents(claimant: IntentClaimant): void {
      claimants.push(claimant);
    },
    /** Whether a succeeded intent that is no order's is another feature's, which settled it. */
    async settledElsewhere(intent: IntentView): Promise<boolean> {
      for (const claimant of claimants) if (await claimant(intent)) return true;
      return false;
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
