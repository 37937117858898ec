import type { createIntentResponseSchema } from '@bistro/contract/payments';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import type { PaymentAsk } from '../start-payment.ts';

/**
 * POST /api/create-payment-intent, when the diner presses Pay: the order for their cart, picked
 * up at `pickup` ("asap" or an offered time) or delivered (`fulfilment`) with their note, the
 * phone to call them on, their tip and promo code, and the client secret to pay it.
 * The server computes the amount from the cart; the total sent is only compared (409 when the
 * cart changed), and the restaurant's rules may refuse the order (409, with the reason).
 */
export const createPaymentIntent = (request: PaymentAsk) =>
  apiRequest<z.infer<typeof createIntentResponseSchema>>('/create-payment-intent', {
    method: 'POST',
    body: {
      price: request.price,
      pickup: request.pickup,
      language: request.language,
      ...(request.note.trim() ? { note: request.note } : {}),
      ...(request.phone ? { phone: request.phone } : {}),
      ...(request.tip ? { tip: request.tip } : {}),
      ...(request.promoCode ? { promoCode: request.promoCode } : {}),
      ...(request.fulfilment ? { fulfilment: request.fulfilment } : {}),
    },
  });
