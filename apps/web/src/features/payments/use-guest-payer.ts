import { useRef } from 'react';
import { createGuestPaymentIntent, recordGuestPayment } from './api/guest-checkout.ts';
import { guestLinesOf, type KeptLine } from './guest-lines.ts';
import type { PaymentAsk } from './start-payment.ts';

/**
 * A guest at checkout: the lines the browser keeps and, once Pay is pressed, their order and the
 * key that opens it. Who they are comes with the page's contact details (`billing` for Stripe).
 */
export function useGuestPayer(lines: readonly KeptLine[], billing: { name: string; email: string }) {
  const order = useRef({ id: '', key: '' });

  return {
    /** For Stripe's card form: who pays. */
    billing,
    /** The key that opens the order's page (once Pay made the order). */
    orderKey: () => order.current.key,

    /** Makes the guest's order and its intent (the server prices the lines); keeps the order's key. */
    async start(asked: PaymentAsk) {
      const intent = await createGuestPaymentIntent({
        name: asked.name ?? '',
        email: asked.email ?? '',
        phone: asked.phone ?? '',
        price: asked.price,
        pickup: asked.pickup,
        language: asked.language,
        ...(asked.note.trim() ? { note: asked.note } : {}),
        ...(asked.tip ? { tip: asked.tip } : {}),
        ...(asked.promoCode ? { promoCode: asked.promoCode } : {}),
        ...(asked.fulfilment ? { fulfilment: asked.fulfilment } : {}),
        lines: guestLinesOf(lines),
      });
      order.current = { id: intent.orderId, key: intent.orderKey };
      return intent;
    },

    async record(transactionId: string) {
      await recordGuestPayment({ orderId: order.current.id, key: order.current.key, transactionId });
    },
  };
}
export type GuestPayer = ReturnType<typeof useGuestPayer>;
