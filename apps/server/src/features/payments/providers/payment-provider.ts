/** A payment intent as our server needs to see it, whichever provider holds it. */
export interface IntentView {
  id: string;
  amountCents: number;
  /** Stripe's statuses; only `succeeded` lets a payment be recorded. */
  status: string;
  /** The user the intent was created for (kept in the provider's metadata). */
  userId: string | null;
}

/** The card payment provider behind one interface: the built-in test provider or Stripe. */
export interface PaymentProvider {
  readonly kind: 'test' | 'stripe';
  createIntent(input: {
    amountCents: number;
    userId: string;
    email: string;
  }): Promise<{ id: string; clientSecret: string }>;
  retrieveIntent(id: string): Promise<IntentView | null>;
}
