import { emailSchema, personNameSchema } from '@bistro/contract/identity';
import { useRef, useState } from 'react';
import { createGuestPaymentIntent, recordGuestPayment } from './api/guest-checkout.ts';

type Field = 'name' | 'email';
const FIELD_RULES = { name: personNameSchema, email: emailSchema };

/**
 * A guest at checkout: their name and email (the phone comes with the page's contact field), the
 * lines the browser keeps, and, once Pay is pressed, their order and the key that opens it.
 */
export function useGuestPayer(lines: readonly { menuID: string; quantity: number }[]) {
  const [details, setDetails] = useState({ name: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const order = useRef({ id: '', key: '' });

  /** The name and email to send; when either is wrong, says why under it and throws the first reason. */
  function checked() {
    const found: Partial<Record<Field, string>> = {};
    const valid = { name: '', email: '' };
    for (const field of ['name', 'email'] as const) {
      const result = FIELD_RULES[field].safeParse(details[field]);
      if (result.success) valid[field] = result.data;
      else found[field] = result.error.issues[0]?.message ?? `Enter your ${field}`;
    }
    setErrors(found);
    const first = (['name', 'email'] as const).find((field) => found[field]);
    if (first) {
      inputs.current[first]?.focus();
      throw new Error(found[first]);
    }
    return valid;
  }

  return {
    details,
    errors,
    inputs,
    change: (field: Field, value: string) => setDetails((current) => ({ ...current, [field]: value })),
    /** For Stripe's card form: who pays. */
    billing: details,
    /** The key that opens the order's page (once Pay made the order). */
    orderKey: () => order.current.key,

    /** Makes the guest's order and its intent (the server prices the lines); keeps the order's key. */
    async start(asked: { price: number; pickup: string; note: string; phone?: string }) {
      const who = checked();
      const intent = await createGuestPaymentIntent({
        ...who,
        phone: asked.phone ?? '',
        price: asked.price,
        pickup: asked.pickup,
        ...(asked.note.trim() ? { note: asked.note } : {}),
        lines: lines.map((line) => ({ menuId: line.menuID, quantity: line.quantity })),
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
