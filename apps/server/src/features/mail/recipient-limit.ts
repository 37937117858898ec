import type { Clock } from '../../plugins/app/clock.ts';

/**
 * How many messages of one kind an address may be sent in a window, whoever causes them: a
 * visitor who books with someone else's address, then changes the booking fifty times, sends
 * that address a few mails, not fifty-one. Counted in this process's memory, as the rate limits
 * are; a message over the limit is not sent (the caller logs it).
 */
export function createRecipientLimit({ max, windowMs, clock }: { max: number; windowMs: number; clock: Clock }) {
  const sent = new Map<string, number[]>();
  return {
    /** Whether one more message may go to `address` now; counts it when it may. */
    allows(address: string): boolean {
      const now = clock.now().getTime();
      const key = address.trim().toLowerCase();
      const recent = (sent.get(key) ?? []).filter((at) => at > now - windowMs);
      // Addresses with nothing recent are forgotten, so the map stays as small as the traffic.
      for (const [other, times] of sent)
        if (other !== key && times.every((at) => at <= now - windowMs)) sent.delete(other);
      if (recent.length >= max) {
        sent.set(key, recent);
        return false;
      }
      sent.set(key, [...recent, now]);
      return true;
    },
  };
}
export type RecipientLimit = ReturnType<typeof createRecipientLimit>;
