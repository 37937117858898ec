import type { LinkPayment } from '@bistro/contract/guest-checkout';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * GET /api/guest/orders/:id/payment?key=: the card payment of an order staff entered, for the diner
 * opening the link mailed to them (the intent's client secret and the amount).
 */
export const getLinkPayment = (orderId: string, key: string) =>
  apiRequest<LinkPayment>(`/guest/orders/${orderId}/payment?key=${encodeURIComponent(key)}`, {
    authenticated: false,
  });
