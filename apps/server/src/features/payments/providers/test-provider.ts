import { randomBytes } from 'node:crypto';
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../../db/connect.ts';
import { testPaymentIntents, testPaymentRefunds } from '../../../db/schema.ts';
import { notFound, Problem } from '../../../http/problems.ts';
import type { Clock } from '../../../plugins/app/clock.ts';
import { wordsOf } from '../../languages/index.ts';
import type { IntentView, PaymentProvider } from './payment-provider.ts';
import { type CardOutcome, judgeTestCard, type TestCard } from './test-cards.ts';

/** A declined card, answered with Stripe's status, message and codes. */
const declined = ({ status, message, code, declineCode }: Extract<CardOutcome, { ok: false }>) =>
  new Problem(status, message, { code, declineCode });

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

const viewOf = (row: typeof testPaymentIntents.$inferSelect): IntentView => ({
  id: row.id,
  amountCents: row.amountCents,
  status: row.status,
  userId: row.userId,
  orderId: row.orderId,
  refunded: row.refundedAt !== null,
});

/**
 * The embedded default: a provider on our own server that behaves like Stripe's
 * PaymentIntents (create for an amount, confirm with a card, cancel, refund in full or in part), kept in our
 * database so any app process can answer for it. It takes Stripe's public test card numbers only.
 */
export function createTestProvider(db: Db, clock: Clock) {
  async function row(id: string) {
    const [found] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
    return found;
  }

  const provider = {
    kind: 'test' as const,

    /** One intent per order, as Stripe's idempotency key makes it: asking again answers the first. */
    async createIntent({
      orderId,
      amountCents,
      userId,
    }: {
      orderId: string;
      amountCents: number;
      userId: string | null;
    }) {
      const id = token('pi_test');
      const clientSecret = `${id}_secret_${randomBytes(12).toString('base64url')}`;
      await db
        .insert(testPaymentIntents)
        .values({ id, clientSecret, amountCents, userId, orderId })
        .onConflictDoNothing({ target: testPaymentIntents.orderId });
      const [made] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.orderId, orderId));
      if (!made) throw new Error(`no test intent for order ${orderId}`);
      return { id: made.id, clientSecret: made.clientSecret };
    },

    async retrieveIntent(id: string): Promise<IntentView | null> {
      const found = await row(id);
      return found ? viewOf(found) : null;
    },

    async cancelIntent(id: string): Promise<'canceled' | 'succeeded'> {
      const [canceled] = await db
        .update(testPaymentIntents)
        .set({ status: 'canceled' })
        .where(and(eq(testPaymentIntents.id, id), eq(testPaymentIntents.status, 'requires_payment_method')))
        .returning({ id: testPaymentIntents.id });
      if (canceled) return 'canceled';
      return (await row(id))?.status === 'succeeded' ? 'succeeded' : 'canceled';
    },

    /** What remains of the charge goes back (all of it, but for parts refunded before). */
    async refund(intentId: string): Promise<string> {
      const found = await row(intentId);
      if (found?.status !== 'succeeded') throw new Error(`test intent ${intentId} was not charged`);
      if (!found.refundedAt) {
        await db
          .update(testPaymentIntents)
          .set({ refundedAt: clock.now(), refundedCents: found.amountCents })
          .where(eq(testPaymentIntents.id, intentId));
      }
      return `re_test_${intentId.slice('pi_test_'.length)}`;
    },

    /** Part of the charge goes back, once per key; more than remains is refused, as Stripe refuses it. */
    async refundPart(intentId: string, { amountCents, key }: { amountCents: number; key: string }): Promise<string> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select()
          .from(testPaymentIntents)
          .where(eq(testPaymentIntents.id, intentId))
          .for('update');
        if (found?.status !== 'succeeded') throw new Error(`test intent ${intentId} was not charged`);
        const [done] = await tx.select().from(testPaymentRefunds).where(eq(testPaymentRefunds.idempotencyKey, key));
        if (done) return done.id;
        if (found.refundedCents + amountCents > found.amountCents) {
          throw new Error(`test intent ${intentId}: a refund of ${amountCents} is more than remains`);
        }
        const id = token('re_test');
        await tx.insert(testPaymentRefunds).values({ id, intentId, idempotencyKey: key, amountCents });
        const refundedCents = found.refundedCents + amountCents;
        await tx
          .update(testPaymentIntents)
          .set({ refundedCents, ...(refundedCents === found.amountCents ? { refundedAt: clock.now() } : {}) })
          .where(eq(testPaymentIntents.id, intentId));
        return id;
      });
    },

    async succeededSince(since: Date): Promise<IntentView[]> {
      const rows = await db
        .select()
        .from(testPaymentIntents)
        .where(and(eq(testPaymentIntents.status, 'succeeded'), gte(testPaymentIntents.createdAt, since)));
      return rows.map(viewOf);
    },

    /**
     * Confirms the intent behind a client secret with a card, for the user it was created for (null:
     * a guest's), as Stripe.js does with Stripe: the succeeded intent, or a decline in Stripe's
     * words and codes.
     */
    async confirm(clientSecret: string, userId: string | null, card: TestCard): Promise<IntentView> {
      const [found] = await db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.clientSecret, clientSecret));
      if (!found || found.userId !== userId) throw notFound(wordsOf('refusal.noSuchPaymentForYou'));
      if (found.status === 'succeeded') return viewOf(found);
      if (found.status === 'canceled') throw new Problem(409, wordsOf('refusal.paymentCancelled'));
      const outcome = judgeTestCard(card, clock.now());
      if (!outcome.ok) {
        await db.update(testPaymentIntents).set({ lastError: outcome.code }).where(eq(testPaymentIntents.id, found.id));
        throw declined(outcome);
      }
      // Only an intent still waiting is charged: two confirmations racing charge it once.
      const [charged] = await db
        .update(testPaymentIntents)
        .set({ status: 'succeeded', lastError: null })
        .where(and(eq(testPaymentIntents.id, found.id), eq(testPaymentIntents.status, 'requires_payment_method')))
        .returning();
      return viewOf(charged ?? { ...found, status: (await row(found.id))?.status ?? found.status });
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}

export type TestProvider = ReturnType<typeof createTestProvider>;
