/** A payment intent as our server needs to see it, whichever provider holds it. */
export interface IntentView {
  id: string;
  amountCents: number;
  /** Stripe's statuses; only `succeeded` means the card was charged. */
  status: string;
  /** The user the intent was created for (kept in the provider's metadata). */
  userId: string | null;
  /** The order it was created for (metadata); null for an intent we did not make for an order. */
  orderId: string | null;
  /** Whether its charge has been given back. */
  refunded: boolean;
}

/**
 * The card payment provider behind one interface: the built-in test provider or Stripe. An
 * order's id is the idempotency key of its intent, and an intent's id that of its refund, so a
 * step repeated after a crash or by a second process does the same thing once.
 */
export interface PaymentProvider {
  readonly kind: 'test' | 'stripe';
  createIntent(input: {
    orderId: string;
    /** The order's total, in minor units of its currency (ISO 4217). */
    amountCents: number;
    currency: string;
    /** The diner's account; null for a guest's order. */
    userId: string | null;
    email: string;
  }): Promise<{ id: string; clientSecret: string }>;
  retrieveIntent(id: string): Promise<IntentView | null>;
  /** Cancels an intent not paid yet; answers `succeeded` when it was paid meanwhile (it then stands). */
  cancelIntent(id: string): Promise<'canceled' | 'succeeded'>;
  /** Gives back what remains of a succeeded intent's charge (all of it, but for parts refunded before); answers the refund's id. */
  refund(intentId: string): Promise<string>;
  /**
   * Gives back part of a succeeded intent's charge, once per `key` (the same key again answers the
   * same refund, as Stripe's idempotency keys do); answers the refund's id. The provider refuses
   * more than remains.
   */
  refundPart(intentId: string, { amountCents, key }: { amountCents: number; key: string }): Promise<string>;
  /** The intents that succeeded, created since this moment (for reconciliation). */
  succeededSince(since: Date): Promise<IntentView[]>;
}
