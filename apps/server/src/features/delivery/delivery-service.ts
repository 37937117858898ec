import type {
  Coordinates,
  DeliveryAddress,
  DeliveryQuote,
  DeliverySetup,
  PublicDeliverySetup,
} from '@bistro/contract/delivery';
import { money, toMajor } from '@bistro/contract/money';
import type { DbOrTx } from '../../db/connect.ts';
import type { StoredDeliveryZone } from '../../db/schema.ts';
import { Problem, type ProblemWords } from '../../http/problems.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import { wordsOf } from '../languages/index.ts';
import { type Interval, openingAt, type RestaurantRules } from '../restaurant/index.ts';
import { asSent, type DeliveryRepository } from './delivery-repository.ts';
import { type Geocoded, type Geocoder, GeocoderUnavailable } from './geocoder.ts';
import { distanceKm, zoneFor } from './zones.ts';

/** Where an order is delivered: the zone that takes its address, how far it is, how long it takes. */
export interface DeliveryTerms {
  zone: StoredDeliveryZone;
  /** From the restaurant, when the geocoder found the address. */
  distanceKm: number | null;
  /** The travel alone (0 when the distance is not known). */
  travelMinutes: number;
  /** Preparation, plus the travel when the distance is known. */
  etaMinutes: number;
}

const refused = (message: ProblemWords) => new Problem(422, message);

/**
 * Delivery (docs/delivery.md): the owner's set-up, and the terms an address gets: the cheapest
 * zone that takes it, found by its postcode or, through the geocoder, by its distance.
 */
export function createDeliveryService({
  repository,
  geocoder,
  clock,
  restaurant,
}: {
  repository: DeliveryRepository;
  geocoder: Geocoder | null;
  clock: Clock;
  /** The opening hours (delivery's own hours keep their closed days), and the restaurant's clock. */
  restaurant: Pick<RestaurantRules, 'settings' | 'timeZone'>;
}) {
  /** Where the geocoder puts the address; why not, when it cannot be asked or does not answer. */
  async function locate(address: DeliveryAddress): Promise<Geocoded | 'unavailable' | null> {
    if (!geocoder) return null;
    try {
      return await geocoder.locate(address);
    } catch (error) {
      if (error instanceof GeocoderUnavailable) return 'unavailable';
      throw error;
    }
  }

  return {
    /** Whether addresses can be placed on the map (GEOCODER_URL): without it only postcode zones work. */
    hasGeocoder: geocoder !== null,

    setup: async (): Promise<DeliverySetup> => asSent(await repository.setup()),

    async publicSetup(): Promise<PublicDeliverySetup> {
      const { notes: _notes, ...shown } = asSent(await repository.setup());
      return shown;
    },

    saveSetup: async (setup: DeliverySetup): Promise<DeliverySetup> =>
      asSent(await repository.saveSetup(setup, clock.now())),

    /**
     * Where the geocoder puts the restaurant's own address, for the set-up's location; 422 when
     * no geocoder is set, it cannot be reached, or it knows no such address.
     */
    async locateRestaurant(address: DeliveryAddress): Promise<Coordinates> {
      if (!geocoder) throw refused(wordsOf('refusal.noGeocoder'));
      const located = await locate(address);
      if (located === 'unavailable') throw refused(wordsOf('refusal.geocoderUnreachable'));
      if (!located?.found) throw refused(wordsOf('refusal.geocoderUnknownAddress'));
      return located.at;
    },

    /** The terms of delivering to an address, or 422 saying why it cannot be delivered to. */
    async termsFor(address: DeliveryAddress): Promise<DeliveryTerms> {
      const setup = await repository.setup();
      if (!setup.enabled) throw refused(wordsOf('refusal.notDelivering'));
      const measured = setup.origin && setup.zones.some((zone) => zone.radiusKm !== undefined);
      const located = measured ? await locate(address) : null;
      const distance =
        setup.origin && located && located !== 'unavailable' && located.found
          ? distanceKm(setup.origin, located.at)
          : null;
      const chosen = zoneFor(setup.zones, { postcode: address.postcode, distanceKm: distance });
      if ('zone' in chosen) {
        const travel = distance === null ? 0 : Math.ceil(distance * setup.minutesPerKm);
        return {
          zone: chosen.zone,
          distanceKm: distance,
          travelMinutes: travel,
          etaMinutes: setup.prepMinutes + travel,
        };
      }
      if (located === 'unavailable') {
        throw refused(wordsOf('refusal.addressesUnchecked'));
      }
      if (located && !located.found) {
        throw refused(wordsOf('refusal.addressUnknown'));
      }
      throw refused(chosen.refused);
    },

    /**
     * The delivery hours' stretch an instant falls in (null: no delivery then): the set-up's
     * `hours`, on the days the restaurant is open (its closed days and exceptions hold), or
     * without hours of their own, the opening hours. Read through `tx` inside the transaction that
     * makes the order.
     */
    async hoursAt(instant: Date, tx?: DbOrTx): Promise<Interval | null> {
      const { hours } = await repository.setup(tx);
      const settings = await restaurant.settings(tx);
      const opening = openingAt(instant, settings, restaurant.timeZone);
      if (!hours || !opening) return opening;
      return openingAt(instant, { weekly: hours, exceptions: [] }, restaurant.timeZone);
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;

/** A delivery's terms as the quote tells them, amounts in major units. */
export function quoteOf({ zone, etaMinutes }: DeliveryTerms): DeliveryQuote {
  return {
    zone: zone.name,
    fee: toMajor(money(zone.feeCents)),
    minOrder: toMajor(money(zone.minOrderCents)),
    freeFrom: zone.freeFromCents === null ? null : toMajor(money(zone.freeFromCents)),
    etaMinutes,
  };
}
