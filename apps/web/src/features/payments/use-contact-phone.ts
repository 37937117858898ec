import { phoneSchema } from '@bistro/contract/phone';
import { useRef, useState } from 'react';

const MISSING = 'Enter a phone number: the restaurant calls it if there is anything about your order.';

/**
 * Checkout's phone number, which the restaurant needs to reach the diner about an order: the
 * profile's to start with (`saved`), required, and kept on the profile when the diner asks.
 */
export function useContactPhone(saved: string | null | undefined) {
  const [typed, setTyped] = useState<string | null>(null);
  const [remember, setRemember] = useState(true);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const phone = typed ?? saved ?? '';

  /**
   * The number to send, tidied as the server keeps it; when it is not one, says why under the
   * field, puts the cursor there and throws the same words (for the Pay button's message).
   */
  function checked(): string {
    const result = phoneSchema.safeParse(phone);
    if (result.success) {
      setError(undefined);
      return result.data;
    }
    const message = phone.trim() ? (result.error.issues[0]?.message ?? MISSING) : MISSING;
    setError(message);
    input.current?.focus();
    throw new Error(message);
  }

  return {
    phone,
    setPhone: setTyped,
    error,
    input,
    checked,
    /** Whether to keep the number on the profile; only asked when it is not the profile's already. */
    remember,
    setRemember,
    isNew: phone.trim() !== (saved ?? ''),
  };
}
export type ContactPhone = ReturnType<typeof useContactPhone>;
