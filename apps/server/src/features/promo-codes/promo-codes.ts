import { createHash } from 'node:crypto';
import type { Discount } from '@bistro/contract/bill';
import { type CurrencyCode, format, fromMajor, type Money, money, toMajor } from '@bistro/contract/money';
import type { CreatePromoCode, PromoCodeRefusal, PromoCodeUse, PromoCodeView } from '@bistro/contract/promo-codes';
import { dayAfter, dayBounds, localDay } from '@bistro/contract/restaurant-clock';
import type { DbOrTx } from '../../db/connect.ts';
import { conflict, notFound, Problem, type ProblemWords } from '../../http/problems.ts';
import { slidingWindow } from '../../http/sliding-window.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import type { Audit, AuditActor } from '../audit/index.ts';
import { clockWords, wordsOf } from '../languages/index.ts';
import type { DinerRecord, PromoCodeRecord, PromoCodesRepository } from './promo-codes-repository.ts';

/**
 * Who asks for a code: their account (null for a guest), the order's email, and whether that
 * address is proven theirs (a signed-in diner whose account confirmed it).
 */
export interface Diner {
  userId: string | null;
  email: string;
  verified: boolean;
}

/**
 * Codes that do not exist one account or one client address may try in GUESS_WINDOW_MS: enough
 * for typos, not for guessing (300 guesses once took 3.1 s). Counted in this process's memory, as
 * rate limits are.
 */
export const PROMO_GUESSES = 10;
const GUESS_WINDOW_MS = 15 * 60_000;

/** What a code takes off, once it is accepted for a diner and a subtotal. */
export interface PromoQuote {
  codeId: string;
  /** The code as kept (capitals). */
  code: string;
  /** For the bill's `computeBill({ discount })`. */
  off: Discount;
}

/** A code refused to a diner: 422, its reason in words, and its code in `details.reason`. */
const refused = (reason: PromoCodeRefusal, message: ProblemWords) => new Problem(422, message, { reason });

/**
 * One person's address however it is written: lower case, without a +tag, and for Gmail without
 * the dots Gmail ignores. A fresh alias of the same mailbox is the same person.
 */
function canonicalAddress(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const mailbox = local.split('+')[0] ?? '';
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return `${gmail ? mailbox.replaceAll('.', '') : mailbox}@${gmail ? 'gmail.com' : domain}`;
}

/**
 * The diner as the uses are counted: their email in lower case and, for a proven address, its
 * identity (a hash of the canonical address, kept on their uses when the account is deleted).
 */
const recordOf = (diner: Diner): DinerRecord => ({
  userId: diner.userId,
  email: diner.email.trim().toLowerCase(),
  identity: diner.verified
    ? createHash('sha256')
        .update(`promo-identity:${canonicalAddress(diner.email)}`)
        .digest('hex')
    : null,
});

/** Whether the code has a rule per person, which only a proven identity can be held to. */
const perPerson = (code: PromoCodeRecord) => code.maxUsesPerDiner !== null || code.firstOrderOnly;

interface PromoCodesParts {
  repository: PromoCodesRepository;
  /** Codes made, paused and resumed are kept in the audit log. */
  audit: Pick<Audit, 'record'>;
  transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => Promise<T>;
  clock: Clock;
  /** The restaurant's time zone: its days are when a code starts and ends. */
  timeZone: string;
  /** The restaurant's currency: amounts off and minimum orders are in it. */
  currency: CurrencyCode;
}

/**
 * Promo codes, for the checkout and for admins. The checkout's part (see docs/promo-codes.md):
 *
 * - `quote({ code, diner, subtotal, now })` before the order: the code's discount for this diner
 *   and this subtotal (the lines before any discount), or a 422 `Problem` saying why not
 *   (`details.reason` is one of the contract's `promoCodeRefusals`).
 * - `hold(tx, { codeId, orderId, diner, now })` in the transaction that creates the order, after
 *   its row is inserted: checks the code again under a lock on its row and keeps a held use for
 *   the order, so that of any number of concurrent checkouts at most `maxUses` hold or have
 *   counted it; throws the same 422 when the last use went to someone else meanwhile.
 * - `count(orderId, tx?)` when the order is paid (its `markPaid` transaction).
 * - `release(orderId, tx?)` when the order is abandoned (`discardUnpaid`, before the row goes) or
 *   refunded (cancelled). A use whose order is gone or cancelled is also released by the next
 *   hold on its code, so a missed release never keeps a use from another diner.
 */
export function createPromoCodes({ repository, audit, transaction, clock, timeZone, currency }: PromoCodesParts) {
  const calendar = clockWords(timeZone);
  const guesses = slidingWindow({ max: PROMO_GUESSES, windowMs: GUESS_WINDOW_MS, clock });
  /** The one answer for a code that does not exist, and for a paused or used-up one to a diner who never used it. */
  const noSuchCode = () => refused('unknown', wordsOf('refusal.codeDoesNotWork'));

  /** A 429 when any of those asking (an account, a client address) has tried PROMO_GUESSES codes that were none. */
  function refuseGuessing(askedBy: readonly string[]): void {
    const full = askedBy.find((asker) => guesses.full(asker));
    if (full === undefined) return;
    const minutes = Math.ceil(guesses.secondsUntilFree(full) / 60);
    throw new Problem(429, wordsOf('refusal.tooManyCodes', { minutes }));
  }

  /**
   * The refusal a diner is told: a paused or used-up code is, to someone who never used it, told
   * as a code that does not exist, so that trying codes tells nothing of those that exist.
   */
  async function toldTo(diner: DinerRecord, code: PromoCodeRecord, refusal: unknown) {
    const reason =
      refusal instanceof Problem ? (refusal.details as { reason?: string } | undefined)?.reason : undefined;
    const hidden = (reason === 'paused' || reason === 'used_up') && !(await repository.usedBy(code.id, diner));
    return hidden ? noSuchCode() : refusal;
  }

  const amountOf = (minor: number | null, of: PromoCodeRecord) => (minor === null ? null : money(minor, of.currency));

  /** Why the code cannot be used at `now` whoever asks (paused, not yet, no longer), or nothing. */
  function checkOpen(code: PromoCodeRecord, now: Date): void {
    if (code.pausedAt) throw refused('paused', wordsOf('refusal.codePaused'));
    if (code.startsAt && now < code.startsAt) {
      const starts = calendar.date(code.startsAt);
      throw refused(
        'not_started',
        wordsOf('refusal.codeStartsOn', (language) => ({ date: starts(language) })),
      );
    }
    if (code.endsAt && now >= code.endsAt) throw refused('ended', wordsOf('refusal.codeEnded'));
  }

  /**
   * Why this diner cannot use the code now (no proven identity for a rule per person, its uses,
   * their first order), or nothing.
   */
  async function checkDiner(code: PromoCodeRecord, diner: DinerRecord, tx?: DbOrTx): Promise<void> {
    if (perPerson(code) && diner.identity === null) {
      throw refused('verified_only', wordsOf('refusal.codeForConfirmed'));
    }
    const uses = await repository.activeUses(code.id, diner, tx);
    if (code.maxUsesPerDiner !== null && uses.diner >= code.maxUsesPerDiner) {
      throw refused('used_by_diner', wordsOf('refusal.codeUsedByYou'));
    }
    if (code.maxUses !== null && uses.all >= code.maxUses) throw refused('used_up', wordsOf('refusal.codeUsedUp'));
    if (code.firstOrderOnly && (await repository.hasPaidOrder(diner, tx))) {
      throw refused('first_order_only', wordsOf('refusal.codeFirstOrderOnly'));
    }
  }

  function viewOf(code: PromoCodeRecord, uses: { held: number; counted: number }): PromoCodeView {
    const major = (minor: number | null) => {
      const amount = amountOf(minor, code);
      return amount ? toMajor(amount) : null;
    };
    return {
      id: code.id,
      code: code.code,
      percentOff: code.percentOff,
      amountOff: major(code.amountOffMinor),
      minOrder: major(code.minOrderMinor),
      currency: code.currency,
      startsAt: code.startsAt ? localDay(code.startsAt, timeZone) : null,
      // Kept as the next day's start: its last day is the one before.
      endsAt: code.endsAt ? dayAfter(localDay(code.endsAt, timeZone), -1) : null,
      maxUses: code.maxUses,
      maxUsesPerDiner: code.maxUsesPerDiner,
      firstOrderOnly: code.firstOrderOnly,
      paused: code.pausedAt !== null,
      createdAt: code.createdAt.toISOString(),
      uses,
    };
  }

  return {
    /**
     * The code's discount for this diner and subtotal, or a 422 saying why not; a 429 once those
     * asking (`askedBy`: their account, their client address) have tried too many codes that were
     * none.
     */
    async quote({
      code: typed,
      diner,
      subtotal,
      now,
      askedBy = [],
    }: {
      code: string;
      diner: Diner;
      subtotal: Money;
      now: Date;
      askedBy?: readonly string[];
    }): Promise<PromoQuote> {
      refuseGuessing(askedBy);
      const who = recordOf(diner);
      const found = await repository.findByCode(typed.trim().toUpperCase());
      const code = found?.currency === subtotal.currency ? found : undefined;
      if (!code) {
        // A code that does not exist is a guess of everyone asking.
        for (const asker of askedBy) guesses.add(asker);
        throw noSuchCode();
      }
      try {
        checkOpen(code, now);
        if (code.minOrderMinor !== null && subtotal.amount < code.minOrderMinor) {
          const minimum = format(money(code.minOrderMinor, code.currency));
          throw refused('below_minimum', wordsOf('refusal.codeMinimum', { minimum }));
        }
        await checkDiner(code, who);
      } catch (refusal) {
        throw await toldTo(who, code, refusal);
      }
      const amountOff = amountOf(code.amountOffMinor, code);
      return {
        codeId: code.id,
        code: code.code,
        off: amountOff ? { amount: amountOff } : { percent: code.percentOff ?? 0 },
      };
    },

    /**
     * What a code an order was made with takes off (as kept on the order, in capitals), for its
     * bill made again when dishes are added to it: its use is held already, so none of the checks
     * of `quote` apply again. Null for a code that no longer exists.
     */
    async discountOf(code: string): Promise<Discount | null> {
      const found = await repository.findByCode(code);
      if (!found) return null;
      const amountOff = amountOf(found.amountOffMinor, found);
      return amountOff ? { amount: amountOff } : { percent: found.percentOff ?? 0 };
    },

    /**
     * Keeps a held use of the code for the order, inside the transaction that creates the order
     * (after its row is in): under the code row's lock, so that concurrent holds are counted one
     * after the other. Throws the code's 422 if it can no longer be used (its last use held by
     * another order meanwhile, paused, ended). A second hold for the same order changes nothing.
     */
    async hold(
      tx: DbOrTx,
      { codeId, orderId, diner, now }: { codeId: string; orderId: string; diner: Diner; now: Date },
    ) {
      const code = await repository.lockById(codeId, tx);
      if (!code) throw noSuchCode();
      await repository.releaseAbandoned(code.id, now, tx);
      checkOpen(code, now);
      const who = recordOf(diner);
      await checkDiner(code, who, tx);
      await repository.insertHeld({ codeId, orderId, diner: who, at: now }, tx);
    },

    /** The order's held use counts (it is paid). Answers whether there was one to count. */
    count: (orderId: string, tx?: DbOrTx) => repository.markCounted(orderId, clock.now(), tx),

    /** The order's use is given back (abandoned unpaid, or refunded). Answers whether there was one. */
    release: (orderId: string, tx?: DbOrTx) => repository.markReleased(orderId, clock.now(), tx),

    /**
     * An admin's new code: its days on the restaurant's clock, its amounts in the restaurant's
     * currency; 409 if it exists. Kept in the audit log with who made it.
     */
    async create(input: CreatePromoCode, by: AuditActor): Promise<PromoCodeView> {
      const minor = (major: number | undefined) => (major === undefined ? null : fromMajor(major, currency).amount);
      const created = await transaction(async (tx) => {
        const code = await repository.insert(
          {
            code: input.code,
            percentOff: input.percentOff ?? null,
            amountOffMinor: minor(input.amountOff),
            minOrderMinor: minor(input.minOrder),
            currency,
            startsAt: input.startsAt ? dayBounds(input.startsAt, timeZone).start : null,
            endsAt: input.endsAt ? dayBounds(input.endsAt, timeZone).end : null,
            maxUses: input.maxUses ?? null,
            maxUsesPerDiner: input.maxUsesPerDiner ?? null,
            firstOrderOnly: input.firstOrderOnly,
            createdAt: clock.now(),
          },
          tx,
        );
        if (code) {
          await audit.record(
            { actor: by, action: 'promo.create', subject: { kind: 'promo-code', id: code.id }, after: input },
            tx,
          );
        }
        return code;
      });
      if (!created) throw conflict(wordsOf('refusal.codeExists', { code: input.code }));
      return viewOf(created, { held: 0, counted: 0 });
    },

    async list(): Promise<PromoCodeView[]> {
      return (await repository.list()).map((row) => viewOf(row.code, row));
    },

    /** Pauses a code (diners are refused it) or resumes it, kept in the audit log; 404 if there is no such code. */
    async setPaused(id: string, paused: boolean, by: AuditActor): Promise<PromoCodeView> {
      const changed = await transaction(async (tx) => {
        const done = await repository.setPausedAt(id, paused ? clock.now() : null, tx);
        if (done) {
          await audit.record(
            { actor: by, action: paused ? 'promo.pause' : 'promo.resume', subject: { kind: 'promo-code', id } },
            tx,
          );
        }
        return done;
      });
      const [row] = changed ? await repository.list({ id }) : [];
      if (!row) throw notFound(wordsOf('refusal.noPromoCode'));
      return viewOf(row.code, row);
    },

    /** A code's uses, newest first; 404 if there is no such code. */
    async usesOf(id: string): Promise<PromoCodeUse[]> {
      const [code] = await repository.list({ id });
      if (!code) throw notFound(wordsOf('refusal.noPromoCode'));
      return (await repository.usesOf(id)).map(({ use, orderNumber }) => ({
        orderId: use.orderId,
        orderNumber,
        diner: use.email,
        state: use.state,
        heldAt: use.heldAt.toISOString(),
        changedAt: (use.releasedAt ?? use.countedAt ?? use.heldAt).toISOString(),
      }));
    },

    /** Erasing a diner (docs/privacy.md): their uses keep their states and lose who they were. */
    eraseDiner: repository.eraseDiner,
  };
}

export type PromoCodes = ReturnType<typeof createPromoCodes>;
