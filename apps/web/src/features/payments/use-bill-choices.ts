import type { FulfilmentPick } from '@bistro/contract/fulfilment';
import { useState } from 'react';
import { ApiRequestError } from '@/lib/api-client.ts';
import { type BillChoices, type QuotedCart, quoteBill } from './api/bill-quote.ts';

/** The tip as the diner picks it: none, one of the percentages offered, or an amount they type. */
export type TipPick = { kind: 'none' } | { kind: 'percent'; percent: number } | { kind: 'amount'; text: string };

/** The tip an amount typed in major units asks for, or null while it is not a number of at least 0. */
function typedAmount(text: string): number | null {
  const amount = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(amount) && amount >= 0 ? amount : null;
}

/**
 * The payment page's choices for the bill: the tip, the promo code once the server took it, and
 * delivery once a zone took the address.
 * `apply` asks the server to price the cart with a code first: a refused one is not applied, and
 * its reason is kept to show.
 */
export function useBillChoices(cart: QuotedCart | null) {
  const [tip, setTip] = useState<TipPick>({ kind: 'none' });
  const [promoCode, setPromoCode] = useState<string | null>(null);
  const [codeRefusal, setCodeRefusal] = useState<string | null>(null);
  const [checkingCode, setCheckingCode] = useState(false);
  const [fulfilment, setFulfilment] = useState<FulfilmentPick>({ kind: 'pickup' });

  const amount = tip.kind === 'amount' ? typedAmount(tip.text) : null;
  const choices: BillChoices = {
    ...(tip.kind === 'percent' ? { tip: { percent: tip.percent } } : {}),
    ...(amount !== null && amount > 0 ? { tip: { amount } } : {}),
    ...(promoCode ? { promoCode } : {}),
    ...(fulfilment.kind === 'delivery' && fulfilment.to ? { fulfilment: fulfilment.to } : {}),
  };

  return {
    tip,
    setTip,
    /** Whether a typed tip is not an amount (Pay waits until it is). */
    tipInvalid: tip.kind === 'amount' && tip.text.trim() !== '' && amount === null,
    fulfilment,
    setFulfilment,
    /** Whether delivery is chosen and no zone took an address yet (Pay waits until one does). */
    addressUnchecked: fulfilment.kind === 'delivery' && fulfilment.to === null,
    promoCode,
    codeRefusal,
    checkingCode,
    choices,

    async apply(code: string) {
      const typed = code.trim();
      if (!typed || !cart) return;
      setCheckingCode(true);
      setCodeRefusal(null);
      try {
        await quoteBill(cart, { ...choices, promoCode: typed });
        setPromoCode(typed);
      } catch (error) {
        setCodeRefusal(error instanceof ApiRequestError ? error.message : 'The code could not be checked: try again.');
      } finally {
        setCheckingCode(false);
      }
    },

    removeCode() {
      setPromoCode(null);
      setCodeRefusal(null);
    },
  };
}
export type BillChoicesState = ReturnType<typeof useBillChoices>;
