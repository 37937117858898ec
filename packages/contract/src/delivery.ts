import { z } from 'zod';
import { deliveryAddressSchema } from './fulfilment.ts';
import { uuidSchema } from './ids.ts';
import { isWholeMinor } from './money.ts';
import { weeklyScheduleSchema } from './restaurant.ts';
import { lineOfText, multilineText } from './text.ts';

export { type DeliveryAddress, deliveryAddressSchema } from './fulfilment.ts';

/**
 * Delivery (docs/delivery.md): the owner's set-up (`/api/delivery/setup`), its zones by radius
 * from the restaurant or by postcode, and the quote an address gets (`/api/delivery/quote`).
 * Amounts are in the currency's major unit, as every amount of the API.
 */

const amountSchema = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .min(0, `${label} cannot be below 0`)
    .max(10_000, `${label} must be at most 10,000`)
    .refine((value) => isWholeMinor(value), `${label} can have at most two decimals`);

/** A postcode as the zones compare them: capitals, without spaces ("sw1a 1aa" is "SW1A1AA"). */
export const normalPostcode = (postcode: string): string => postcode.toUpperCase().replace(/[\s-]+/g, '');

/** A zone's postcode: exact ("75004"), or a prefix ending in `*` ("92*", "SW1*"). */
export const postcodePatternSchema = z
  .string({ message: 'A postcode must be text' })
  .overwrite(normalPostcode)
  .regex(/^[A-Z0-9]{1,10}\*?$/, 'A postcode is letters and digits, or their start followed by * (for example 92*)');

/** Whether a zone's postcode pattern takes this postcode: equal, or starting with the prefix before its `*`. */
export function postcodeMatches(pattern: string, postcode: string): boolean {
  const wanted = normalPostcode(postcode);
  return pattern.endsWith('*') ? wanted.startsWith(pattern.slice(0, -1)) : wanted === pattern;
}

export const deliveryZoneSchema = z
  .object({
    name: lineOfText({ label: 'Zone name', min: 1, max: 60 }),
    radiusKm: z
      .number({ message: 'Radius must be a number of km' })
      .gt(0, 'Radius must be more than 0 km')
      .max(100, 'Radius must be at most 100 km')
      .optional()
      .describe('From the restaurant’s location, as the crow flies'),
    postcodes: z
      .array(postcodePatternSchema)
      .min(1, 'A postcode zone needs at least one postcode')
      .max(200, 'At most 200 postcodes a zone')
      .optional()
      .describe('Exact ("75004") or a prefix ("92*")'),
    fee: amountSchema('Fee'),
    minOrder: amountSchema('Minimum order').describe('On the subtotal after a code’s discount'),
    freeFrom: amountSchema('Free from').nullable().optional().describe('The order value from which delivery is free'),
  })
  .refine((zone) => (zone.radiusKm === undefined) !== (zone.postcodes === undefined), {
    message: 'A zone is either a radius in km or a list of postcodes, not both',
  });
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

export const coordinatesSchema = z.object({
  lat: z.number({ message: 'Latitude must be a number' }).min(-90).max(90),
  lng: z.number({ message: 'Longitude must be a number' }).min(-180).max(180),
});
export type Coordinates = z.infer<typeof coordinatesSchema>;

const publicSetupFields = {
  enabled: z.boolean(),
  origin: coordinatesSchema.optional().describe('The restaurant’s location, that radius zones are measured from'),
  zones: z.array(deliveryZoneSchema).max(50, 'At most 50 zones'),
  prepMinutes: z
    .number()
    .int('Preparation minutes must be whole minutes')
    .min(0)
    .max(240, 'Preparation is at most 240 minutes'),
  minutesPerKm: z.number().min(0).max(60, 'At most 60 minutes a km'),
  hours: weeklyScheduleSchema.optional().describe('When orders are delivered; absent: the opening hours'),
};

/** PUT/GET /api/delivery/setup for admins: the whole set-up, with the owner's own notes. */
export const deliverySetupSchema = z
  .object({ ...publicSetupFields, notes: multilineText({ label: 'Notes', max: 1000 }).optional() })
  .refine((setup) => setup.origin !== undefined || setup.zones.every((zone) => zone.radiusKm === undefined), {
    message: 'Radius zones are measured from the restaurant: set its location (latitude and longitude) first',
    path: ['origin'],
  });
export type DeliverySetup = z.infer<typeof deliverySetupSchema>;

/** GET /api/delivery/setup for everyone else: the set-up without the owner's notes. */
export const publicDeliverySetupSchema = z.object(publicSetupFields);
export type PublicDeliverySetup = z.infer<typeof publicDeliverySetupSchema>;

/** Delivery while the owner has set nothing: off, no zones. */
export const DEFAULT_DELIVERY_SETUP: DeliverySetup = { enabled: false, zones: [], prepMinutes: 20, minutesPerKm: 4 };

/** POST /api/delivery/locate (admins): the restaurant's address, placed by the geocoder as the set-up's `origin`. */
export const deliveryLocateSchema = z.object({ address: deliveryAddressSchema });

/** POST /api/delivery/quote */
export const deliveryQuoteRequestSchema = z.object({ address: deliveryAddressSchema });

export const deliveryQuoteSchema = z.object({
  zone: z.string().describe('The name of the cheapest zone that takes the address'),
  fee: z.number(),
  minOrder: z.number(),
  freeFrom: z.number().nullable(),
  etaMinutes: z.number().int().describe('Preparation plus travel, from now'),
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;

/** The most addresses a signed-in diner keeps on their profile. */
export const SAVED_ADDRESSES_MAX = 10;

/** POST /api/me/addresses: an address to keep, with a name of the diner's ("Home", "Work"). */
export const saveAddressSchema = z.object({
  label: lineOfText({ label: 'Name', max: 40 }).optional(),
  address: deliveryAddressSchema,
});
export type SaveAddress = z.infer<typeof saveAddressSchema>;

/** An address a diner keeps, to choose at checkout. */
export const savedAddressSchema = z.object({
  id: z.string(),
  label: z.string().nullable(),
  address: deliveryAddressSchema,
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

export const savedAddressIdSchema = z.object({ id: uuidSchema('Address id') });
