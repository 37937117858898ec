import type { guestIntentResponseSchema, guestIntentSchema, guestPaymentSchema } from '@bistro/contract/guest-checkout';
import type { confirmResponseSchema, paymentRecordedSchema, testCardSchema } from '@bistro/contract/payments';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * POST /api/guest/create-payment-intent: a guest's order (who they are, the lines their browser
 * keeps, pickup and note), priced on the server, with the key that opens it afterwards.
 */
export const createGuestPaymentIntent = (request: z.input<typeof guestIntentSchema>) =>
  apiRequest<z.infer<typeof guestIntentResponseSchema>>('/guest/create-payment-intent', {
    method: 'POST',
    body: request,
    authenticated: false,
  });

/** POST /api/guest/payments/test/confirm: the built-in test provider confirms a guest's intent with a card. */
export const confirmGuestTestCard = (input: z.infer<typeof testCardSchema>) =>
  apiRequest<z.infer<typeof confirmResponseSchema>>('/guest/payments/test/confirm', {
    method: 'POST',
    body: input,
    authenticated: false,
  });

/** POST /api/guest/payments: records a guest's confirmed payment for the order its key opens. */
export const recordGuestPayment = (record: z.infer<typeof guestPaymentSchema>) =>
  apiRequest<z.infer<typeof paymentRecordedSchema>>('/guest/payments', {
    method: 'POST',
    body: record,
    authenticated: false,
  });
