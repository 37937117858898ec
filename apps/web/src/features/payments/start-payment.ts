import type { Language } from '@bistro/contract/languages';
import { type Money, toMajor } from '@bistro/contract/money';
import type { BillChoices } from './api/bill-quote.ts';

/** What Pay asks the server for: the order of the cart at the total the diner sees (tip and code in), when and for whom. */
export interface PaymentAsk extends BillChoices {
  price: number;
  pickup: string;
  note: string;
  phone?: string;
  /** A guest's name and email (an account's are its own). */
  name?: string;
  email?: string;
  /** The page's language: the order's mails are written in it. */
  language: Language;
}

interface StartPaymentSteps {
  /** The pickup time and note the order is for; null while there is nothing to order for. */
  request: { pickup: string; note: string } | null;
  total: Money;
  /** The tip and promo code the total was quoted with. */
  choices: BillChoices;
  /** Checks the contact details the page asks for and answers them, or throws what is missing. */
  contact?: (() => Promise<{ phone: string; name?: string; email?: string }>) | undefined;
  /** Makes the order and its intent: an account's through its cart, a guest's through their lines. */
  makeOrder: (asked: PaymentAsk) => Promise<{ clientSecret: string; orderId: string }>;
  /** The server refused the order (the restaurant's rules, a changed cart): the page reads them again. */
  onRefused?: (() => void) | undefined;
  /** The page's language (the order's mails are written in it), and what is said when there is no pickup time to order for, in it. */
  language: Language;
  noTime: string;
}

/**
 * The first half of the payment page's sequence, before the card is confirmed: the contact
 * details are checked (nothing is sent while one is missing), then the order and its intent are
 * made for exactly the total the diner sees. Answers the intent's client secret and the order.
 */
export async function startPayment({
  request,
  total,
  choices,
  contact,
  makeOrder,
  onRefused,
  language,
  noTime,
}: StartPaymentSteps) {
  if (!request) throw new Error(noTime);
  const details = await contact?.();
  try {
    return await makeOrder({ price: toMajor(total), ...choices, ...request, ...details, language });
  } catch (error) {
    onRefused?.();
    throw error;
  }
}
