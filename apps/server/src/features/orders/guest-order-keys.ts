import type { TokenService } from '../identity/index.ts';
import type { OrderRecord } from './orders-repository.ts';

/** How long a guest's link to their order works: this many days after its pickup time. */
export const GUEST_LINK_DAYS = 30;
const PURPOSE = 'guest-order';

/**
 * The signed keys that open a guest's order without an account (the link in their mail, the page
 * after paying): made for one order, they expire GUEST_LINK_DAYS after its pickup time.
 */
export function guestOrderKeys(tokens: Pick<TokenService, 'linkKey' | 'checkLinkKey'>) {
  const expiryOf = (order: Pick<OrderRecord, 'pickupAt' | 'createdAt'>) =>
    new Date((order.pickupAt ?? order.createdAt).getTime() + GUEST_LINK_DAYS * 24 * 60 * 60 * 1000);
  return {
    keyFor: (order: Pick<OrderRecord, 'id' | 'pickupAt' | 'createdAt'>) =>
      tokens.linkKey(PURPOSE, order.id, expiryOf(order)),
    /** Whether `key` opens this order at `now`: genuine, for this order, not expired. */
    opens: (order: Pick<OrderRecord, 'id'>, key: string, now: Date) => tokens.checkLinkKey(PURPOSE, order.id, key, now),
  };
}
export type GuestOrderKeys = ReturnType<typeof guestOrderKeys>;
