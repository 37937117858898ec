import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/connect.ts';
import { testPaymentIntents } from '../../../db/schema.ts';
import { notFound, Problem } from '../../../http/problems.ts';
import type { IntentView, PaymentProvider } from './payment-provider.ts';
import { type CardOutcome, judgeTestCard, type TestCard } from './test-cards.ts';

/** A declined card, answered with Stripe's status, message and codes. */
const declined = ({ status, message, code, declineCode }: Extract<CardOutcome, { ok: false }>) =>
  new Problem(status, message, { code, declineCode });

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

/**
 * The embedded default: a provider on our own server that behaves like Stripe's
 * PaymentIntents (create for an amount, confirm with a card), kept in our database so any
 * app process can answer for it. It takes Stripe's public test card numbers only.
 */
export function createTestProvider(db: Db) {
  const provider = {
    kind: 'test' as const,

    async createIntent({ amountCents, userId }: { amountCents: number; userId: string }) {
      const id = token('pi_test');
      const clientSecret = `${id}_secret_${randomBytes(12).toString('base64url')}`;
      await db.insert(testPaymentIntents).values({ id, clientSecret, amountCents, userId });
      return { id, clientSecret };
    },

    async retrieveIntent(id: string): Promise<IntentView | null> {
      const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
      return row ? { id: row.id, amountCents: row.amountCents, status: row.status, userId: row.userId } : null;
    },

    /**
     * Confirms the intent behind a client secret with a card, for the user it was created for, as
     * Stripe.js does with Stripe: the succeeded intent, or a decline in Stripe's words and codes.
     */
    async confirm(clientSecret: string, userId: string, card: TestCard): Promise<IntentView> {
      const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.clientSecret, clientSecret));
      if (!row || row.userId !== userId) throw notFound('No such payment for you');
      const view = { id: row.id, amountCents: row.amountCents, status: row.status, userId: row.userId };
      if (row.status === 'succeeded') return view;
      const outcome = judgeTestCard(card);
      if (!outcome.ok) {
        await db.update(testPaymentIntents).set({ lastError: outcome.code }).where(eq(testPaymentIntents.id, row.id));
        throw declined(outcome);
      }
      await db
        .update(testPaymentIntents)
        .set({ status: 'succeeded', lastError: null })
        .where(eq(testPaymentIntents.id, row.id));
      return { ...view, status: 'succeeded' };
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}

export type TestProvider = ReturnType<typeof createTestProvider>;
