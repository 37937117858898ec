// Where the euro site's restaurant is, and the addresses its geocoder stand-in knows
// (global-setup.ts starts it; delivery-distance.spec.ts delivers to them).
import type { KnownPlace } from '../../apps/server/test/geocoder-stand-in.ts';

/** The restaurant, by the Hôtel de Ville. */
export const PARIS_ORIGIN = { lat: 48.8566, lng: 2.3522 };

/** A place `km` east of the restaurant (a degree of longitude is 73.3 km at Paris's latitude). */
const eastBy = (km: number) => ({ lat: PARIS_ORIGIN.lat, lng: PARIS_ORIGIN.lng + km / 73.3 });

/** An address 2 km away, in reach, and one 30 km away, out of every zone the story sets. */
export const NEAR = { line1: '12 rue de la Roquette', postcode: '75011', city: 'Paris', country: 'France' };
export const FAR = { line1: '3 place d’Armes', postcode: '78000', city: 'Versailles', country: 'France' };

export const PARIS_PLACES: readonly KnownPlace[] = [
  { street: 'rue de la Roquette', postalcode: NEAR.postcode, ...eastBy(2) },
  { street: 'place d’Armes', postalcode: FAR.postcode, ...eastBy(30) },
];
