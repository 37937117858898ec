import type { Bill } from '@bistro/contract/bill';
import type { DeliveryAddress, FulfilmentRequest } from '@bistro/contract/fulfilment';
import { format, money, subtract, toMajor } from '@bistro/contract/money';
import type { DbOrTx } from '../../../db/connect.ts';
import { conflict, Problem } from '../../../http/problems.ts';
import type { DeliveryService, DeliveryTerms } from '../../delivery/index.ts';
import { clockWords, wordsOf } from '../../languages/index.ts';

const MINUTE = 60_000;

/** A delivery as the checkout prices it: where to, the note for the driver, and the zone's terms for the address. */
export interface PricedDelivery {
  address: DeliveryAddress;
  instructions: string | null;
  terms: DeliveryTerms;
}

/**
 * The terms of the delivery asked for (null: pickup), asked of the delivery set-up as it is now:
 * delivery switched off, or an address no zone takes, is refused (422, the nearest limit named)
 * before anything is made or charged.
 */
export async function deliveryAsked(
  delivery: Pick<DeliveryService, 'termsFor'>,
  fulfilment: FulfilmentRequest | undefined,
): Promise<PricedDelivery | null> {
  if (fulfilment?.type !== 'delivery') return null;
  return {
    address: fulfilment.address,
    instructions: fulfilment.instructions || null,
    terms: await delivery.termsFor(fulfilment.address),
  };
}

/** The zone's fee for dishes coming to `dishesCents` (after a code's discount): nothing from its free-from amount on. */
export function deliveryFeeCents({ terms: { zone } }: PricedDelivery, dishesCents: number): number {
  return zone.freeFromCents !== null && dishesCents >= zone.freeFromCents ? 0 : zone.feeCents;
}

/**
 * The zone's minimum order, on the dishes after a code's discount (the fee and the tip aside):
 * below it, 422 naming the minimum and what is missing.
 */
export function checkDeliveryMinimum(
  delivery: PricedDelivery,
  { subtotal, discount }: Pick<Bill, 'subtotal' | 'discount'>,
): void {
  const { zone } = delivery.terms;
  const dishesAfterDiscount = subtract(subtotal, discount);
  const minimum = money(zone.minOrderCents, subtotal.currency);
  if (dishesAfterDiscount.amount < minimum.amount) {
    const missing = subtract(minimum, dishesAfterDiscount);
    throw new Problem(
      422,
      wordsOf('refusal.deliveryMinimum', { zone: zone.name, minimum: format(minimum), missing: format(missing) }),
      { minOrder: toMajor(minimum), missing: toMajor(missing) },
    );
  }
}

/**
 * When a delivery whose kitchen time is `readyAt` arrives: the travel after it, and never sooner
 * than the set-up's preparation and travel from now. Its kitchen time must be within the delivery
 * hours, and it must arrive before they end: otherwise it is refused (409, with the reason), never moved to a later
 * stretch or the next day. In the transaction `tx` that makes the order.
 */
export async function deliveryArrival(
  delivery: Pick<DeliveryService, 'hoursAt'>,
  { terms, readyAt, now, timeZone }: { terms: DeliveryTerms; readyAt: Date; now: Date; timeZone: string },
  tx: DbOrTx,
): Promise<Date> {
  const arrivalAt = new Date(
    Math.max(now.getTime() + terms.etaMinutes * MINUTE, readyAt.getTime() + terms.travelMinutes * MINUTE),
  );
  const from = readyAt > now ? readyAt : now;
  const hours = await delivery.hoursAt(from, tx);
  const { time } = clockWords(timeZone);
  if (!hours) {
    throw conflict(wordsOf('refusal.notDeliveringAt', (language) => ({ time: time(from)(language) })));
  }
  const { end } = hours;
  if (arrivalAt > end) {
    throw conflict(
      wordsOf('refusal.arrivesAfterHours', (language) => ({
        end: time(end)(language),
        arrival: time(arrivalAt)(language),
      })),
    );
  }
  return arrivalAt;
}
