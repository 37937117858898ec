import { type Coordinates, postcodeMatches } from '@bistro/contract/delivery';
import { intlLocaleOf, type Language } from '@bistro/contract/languages';
import type { StoredDeliveryZone } from '../../db/schema.ts';
import type { ProblemWords } from '../../http/problems.ts';
import { translatorFor, wordsOf } from '../languages/index.ts';

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two places, in km (haversine). */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

/** Where an address is: its postcode, and its distance from the restaurant when the geocoder found it. */
export interface PlaceToDeliver {
  postcode: string;
  distanceKm: number | null;
}

const takes = (zone: StoredDeliveryZone, place: PlaceToDeliver) =>
  zone.radiusKm !== undefined
    ? place.distanceKm !== null && place.distanceKm <= zone.radiusKm
    : (zone.postcodes ?? []).some((pattern) => postcodeMatches(pattern, place.postcode));

/** "2.5 km" as a language writes it. */
const km = (value: number, language: Language) =>
  `${new Intl.NumberFormat(intlLocaleOf(language), { maximumFractionDigits: 1 }).format(value)} km`;

/**
 * The zone that delivers to a place: of those that take it, the cheapest (the lowest fee, then the
 * lowest minimum, then the first listed); or, when none does, why, in words that name the limit of
 * the zones that come nearest (the farthest radius, the postcodes).
 */
export function zoneFor(
  zones: readonly StoredDeliveryZone[],
  place: PlaceToDeliver,
): { zone: StoredDeliveryZone } | { refused: ProblemWords } {
  const taking = zones.filter((zone) => takes(zone, place));
  const [cheapest] = taking.sort((a, b) => a.feeCents - b.feeCents || a.minOrderCents - b.minOrderCents);
  if (cheapest) return { zone: cheapest };

  const radii = zones.flatMap((zone) => (zone.radiusKm === undefined ? [] : [zone.radiusKm]));
  const postcodes = zones.flatMap((zone) => zone.postcodes ?? []);
  const limits: ((language: Language) => string)[] = [];
  if (radii.length > 0) {
    const farthest = zones.find((zone) => zone.radiusKm === Math.max(...radii)) as StoredDeliveryZone;
    const { distanceKm } = place;
    limits.push((language) =>
      translatorFor(language)(distanceKm === null ? 'refusal.deliverUpTo' : 'refusal.deliverUpToFrom', {
        radius: km(farthest.radiusKm ?? 0, language),
        zone: farthest.name,
        ...(distanceKm === null ? {} : { distance: km(distanceKm, language) }),
      }),
    );
  }
  if (postcodes.length > 0) {
    const listed = postcodes.slice(0, 8).join(', ') + (postcodes.length > 8 ? '…' : '');
    limits.push(wordsOf('refusal.deliverToPostcodes', { postcodes: listed }));
  }
  if (limits.length === 0) return { refused: wordsOf('refusal.noZones') };
  return {
    refused: wordsOf('refusal.notDeliveringHere', (language) => ({
      limits: limits.map((limit) => limit(language)).join('; '),
    })),
  };
}
