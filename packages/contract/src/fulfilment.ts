import { z } from 'zod';
import { lineOfText, multilineText } from './text.ts';

/**
 * How an order reaches the diner (docs/delivery.md): picked up at the restaurant, or delivered to
 * an address. The checkout's `fulfilment`, and the order views' (kept apart from delivery.ts so
 * that the orders' schemas need nothing of the delivery set-up).
 */
export const fulfilmentTypes = ['pickup', 'delivery'] as const;
export type FulfilmentType = (typeof fulfilmentTypes)[number];

/** An address a diner types at checkout; the postcode is needed (postcode zones, and the geocoder). */
export const deliveryAddressSchema = z.object({
  line1: lineOfText({ label: 'Address', min: 1, max: 200 }),
  line2: lineOfText({ label: 'Address line 2', max: 200 }).optional(),
  city: lineOfText({ label: 'City', min: 1, max: 100 }),
  postcode: lineOfText({ label: 'Postcode', min: 1, max: 20 }),
  country: lineOfText({ label: 'Country', min: 2, max: 60 }),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/** The longest note a diner leaves for the driver. */
export const DELIVERY_INSTRUCTIONS_MAX = 300;

/** POST /api/create-payment-intent's (and the guest checkout's) `fulfilment`; absent: pickup. */
export const fulfilmentRequestSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('pickup') }),
    z.object({
      type: z.literal('delivery'),
      address: deliveryAddressSchema,
      instructions: multilineText({ label: 'Instructions', max: DELIVERY_INSTRUCTIONS_MAX })
        .optional()
        .describe('For the driver: the floor, the door code'),
    }),
  ],
  { error: 'fulfilment is { type: "pickup" } or { type: "delivery", address }' },
);
export type FulfilmentRequest = z.infer<typeof fulfilmentRequestSchema>;
export type DeliveryRequest = Extract<FulfilmentRequest, { type: 'delivery' }>;

/**
 * The checkout page's choice: picked up, or delivered (`to`: null until a zone took the address;
 * then `travelMinutes`, the minutes from the kitchen to the door, that the arrival adds).
 */
export type FulfilmentPick =
  | { kind: 'pickup' }
  | { kind: 'delivery'; to: null }
  | { kind: 'delivery'; to: DeliveryRequest; travelMinutes: number };

/** How an order reaches the diner, as its views show it. */
export const orderFulfilmentSchema = z.object({
  type: z.enum(fulfilmentTypes),
  /** Delivery: where to, the diner's note for the driver, the zone, and the fee (major units). */
  address: deliveryAddressSchema.optional(),
  instructions: z.string().optional(),
  zone: z.string().optional(),
  fee: z.number().optional(),
  /** Delivery: when it should arrive (ISO), as estimated when it was ordered. */
  arrivalAt: z.string().optional(),
  /** Delivery: the name of the driver who took it out (absent until one did). */
  driver: z.string().optional(),
});
export type OrderFulfilment = z.infer<typeof orderFulfilmentSchema>;

/** An address on one line: "12 Rue de Rivoli, Flat 3, 75004 Paris, FR". */
export const addressLine = ({ line1, line2, postcode, city, country }: DeliveryAddress): string =>
  [line1, line2, `${postcode} ${city}`, country].filter(Boolean).join(', ');

/**
 * A link that opens an address in the phone's map app (Google's cross-platform maps address: the
 * app where installed, its site otherwise); the site itself loads no map.
 */
export const mapsHref = (address: DeliveryAddress): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine(address))}`;
