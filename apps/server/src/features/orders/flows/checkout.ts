import { billBreakdown, storedBill } from '@bistro/contract/bill-settings';
import { type Language, offeredOrDefault } from '@bistro/contract/languages';
import { Problem, type ProblemWords } from '../../../http/problems.ts';
import type { ApiUser } from '../../../plugins/app/authentication.ts';
import { wordsOf } from '../../languages/index.ts';
import type { OrderRecord } from '../orders-repository.ts';
import { checkCart } from '../steps/check.ts';
import { createOrder, type OrderPayer } from '../steps/create.ts';
import { cardSettlement, dinerOrderArrival, markPaid, paidDespite } from '../steps/mark-paid.ts';
import { type BillRequest, type GuestLine, type PricedCart, priceOrder } from '../steps/price.ts';
import { createOrReuseIntent } from '../steps/take-payment.ts';
import { browserKey, fingerprintOf, refuseUnpaidGuestFlood, reuseOrDiscardUnpaid } from '../steps/unpaid.ts';
import type { Charges } from './charges.ts';
import type { OrderParts } from './order-parts.ts';

/**
 * Who pays, and so which lines are priced: a signed-in diner their account's cart, a guest the
 * lines their browser keeps (`[{ menuId, quantity, choices }]`), priced from the menu the same way;
 * from which client address, and for a guest, the checkout token their browser keeps.
 */
type Payer =
  | { kind: 'account'; user: ApiUser; address: string }
  | {
      kind: 'guest';
      name: string;
      email: string;
      phone: string;
      lines: GuestLine[];
      address: string;
      browser: string;
    };

/** Whose cart a bill is quoted for: an account's, or a guest's lines (with their email, when known), from where. */
type QuotedCart =
  | { kind: 'account'; user: ApiUser; address: string }
  | { kind: 'guest'; email?: string | undefined; lines: GuestLine[]; address: string };

/**
 * Who asks for a code, as its guessing is limited: their account and their client address (a
 * guest's address alone).
 */
const askersOf = (payer: QuotedCart) => [
  ...(payer.kind === 'account' ? [`account:${payer.user.id}`] : []),
  `address:${payer.address}`,
];

/** What the diner asks for at checkout, besides their cart. */
interface PaymentRequest extends BillRequest {
  price?: number | undefined;
  /** "asap" (the default) or one of the pickup times offered (ISO). */
  pickup?: string | undefined;
  note?: string | undefined;
  /** Where the restaurant calls about the order; the caller's profile phone when not sent. */
  phone?: string | undefined;
  /** The language of the page it is placed from; one the site does not offer: its default. */
  language?: Language | undefined;
}

const paymentRequired = (message: ProblemWords) => new Problem(402, message);

/**
 * The online checkout, for a signed-in diner and a guest alike (after medusa's complete-cart
 * workflow): price the lines, check them, reuse or let go of an unpaid order, reserve the pickup
 * time and create the order (holding its code), take the payment by card; the order becomes paid
 * once the provider says the charge succeeded, whoever tells us first. Each step is a function of
 * steps/, tested on its own; a new way of ordering (the counter, a table) is another flow of them.
 */
export function createCheckout(parts: OrderParts, charges: Pick<Charges, 'settle'>) {
  const { database, orders, provider, guestKeys, clock } = parts;

  /**
   * The payer's order for this intent (undefined: none of theirs) becomes paid once the provider
   * says the intent succeeded. Idempotent: a repeat answers the same payment.
   */
  async function completeOrder(order: OrderRecord | undefined, transactionId: string) {
    if (!order) throw paymentRequired(wordsOf('refusal.noSuchPayment'));
    const intent = await provider.retrieveIntent(transactionId);
    if (intent?.status !== 'succeeded') {
      throw paymentRequired(wordsOf('refusal.paymentNotThrough', { status: intent?.status ?? 'unknown' }));
    }
    const { paymentId, removedFromCart } = await markPaid(
      parts,
      order,
      cardSettlement(order, intent),
      await paidDespite(parts, order, clock.now()),
      await dinerOrderArrival(parts),
    );
    return { result: { insertedId: paymentId }, deleteResult: { deletedCount: removedFromCart } };
  }

  /** The payer's lines priced as they will be charged, with their tip and code (see `priceOrder`). */
  function priced(payer: QuotedCart, request: BillRequest): Promise<PricedCart> {
    return priceOrder(parts, {
      source: payer.kind === 'account' ? { userId: payer.user.id } : payer,
      diner:
        payer.kind === 'account'
          ? { userId: payer.user.id, email: payer.user.email, verified: payer.user.emailConfirmed }
          : { userId: null, email: payer.email ?? '', verified: false },
      request,
      now: clock.now(),
      askedBy: askersOf(payer),
    });
  }

  return {
    /**
     * Step 1: the payer's cart as an order awaiting payment, for a pickup time the restaurant's
     * rules allow, and the provider's intent for exactly its total. The same request again within
     * the hold reuses its order and intent (pressing Pay again charges once); a changed one
     * replaces the unpaid order, whose intent is cancelled. A `price` sent must be the cart's
     * real total; a sold-out dish, a closed or full pickup time, or a pause is refused (409).
     * A guest's unpaid order is found by their email and the browser that made it (its checkout
     * token), as an account's by its id; a guest's address has at most GUEST_UNPAID_PER_ADDRESS
     * unpaid orders waiting (429).
     */
    async startPayment(
      payer: Payer,
      { price, pickup = 'asap', note, phone, language, ...billRequest }: PaymentRequest,
    ) {
      const who: OrderPayer =
        payer.kind === 'account'
          ? {
              userId: payer.user.id,
              email: payer.user.email,
              name: payer.user.name,
              phone: phone ?? payer.user.phone,
              verified: payer.user.emailConfirmed,
              guest: null,
            }
          : {
              userId: null,
              email: payer.email,
              name: payer.name,
              phone: payer.phone,
              verified: false,
              guest: { browser: browserKey(payer.browser), address: payer.address },
            };
      const request = { pickup, note: note || null, language: offeredOrDefault(language, parts.languages()) };
      return database.withLock(`checkout:${who.userId ?? `guest:${who.email}`}`, async () => {
        const now = clock.now();
        const cart = await priced(payer, billRequest);
        checkCart(cart, price);
        const fingerprint = fingerprintOf(cart, request, who.phone);
        const reused = await reuseOrDiscardUnpaid({ ...parts, settle: charges.settle }, who, fingerprint, now);
        if (!reused) await refuseUnpaidGuestFlood(orders, who, now);
        const order = reused ?? (await createOrder(parts, { payer: who, cart, request, fingerprint, now }));
        const clientSecret = await createOrReuseIntent(parts, order);
        const bill = billBreakdown(order);
        return { clientSecret, amount: bill.total, orderId: order.id, ...bill };
      });
    },

    /** The bill the payer's cart comes to with this tip and code, as paying would make it (nothing is held). */
    async quote(payer: QuotedCart, request: BillRequest) {
      const cart = await priced(payer, request);
      return billBreakdown(storedBill(cart.bill, cart.promo?.code ?? null));
    },

    /**
     * Step 2 (the browser, after the provider confirmed the card): the caller's order for this
     * intent becomes paid. Idempotent: a repeat answers the same payment.
     */
    async completePayment(caller: ApiUser, { transactionId }: { transactionId: string }) {
      const order = await orders.findByIntent(transactionId);
      return completeOrder(order?.userId === caller.id ? order : undefined, transactionId);
    },

    /** Step 2 for a guest: the order of this intent, opened by its key, becomes paid. */
    async completeGuestPayment({
      orderId,
      key,
      transactionId,
    }: {
      orderId: string;
      key: string;
      transactionId: string;
    }) {
      const order = await orders.findByIntent(transactionId);
      const theirs = order?.id === orderId && order.userId === null && guestKeys.opens(order, key, clock.now());
      return completeOrder(theirs ? order : undefined, transactionId);
    },

    /** The signed key that opens a guest's order, for the browser to keep; none once the order is gone. */
    async guestOrderKey(orderId: string): Promise<string | undefined> {
      const order = await orders.findById(orderId);
      return order && guestKeys.keyFor(order);
    },

    /**
     * A guest's order (paid; or, entered by staff, awaiting payment by its link), if this key
     * opens it: genuine, for this order, not expired.
     */
    async guestOrder(orderId: string, key: string) {
      const order = await orders.findById(orderId);
      const shown = order && (order.status !== 'awaiting_payment' || order.channel !== 'online');
      const opens = shown && guestKeys.opens(order, key, clock.now());
      const [view] = opens ? await orders.views([order]) : [];
      return view;
    },
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
