import { postcodeMatches } from '@bistro/contract/delivery';
import { describe, expect, it } from 'vitest';
import type { StoredDeliveryZone } from '../../db/schema.ts';
import { distanceKm, zoneFor } from './zones.ts';

const zone = (name: string, feeCents: number, minOrderCents: number, where: Partial<StoredDeliveryZone>) => ({
  name,
  feeCents,
  minOrderCents,
  freeFromCents: null,
  ...where,
});

describe('delivery zones', () => {
  it('measures as the crow flies: Paris to London is 344 km', () => {
    expect(Math.round(distanceKm({ lat: 48.8566, lng: 2.3522 }, { lat: 51.5072, lng: -0.1276 }))).toBe(344);
  });

  it('matches a postcode exactly or by the prefix before its *, in capitals without spaces or dashes', () => {
    expect(postcodeMatches('SW1A*', 'sw1a 2aa')).toBe(true);
    expect(postcodeMatches('SW1A1AA', 'sw1a-1aa')).toBe(true);
    expect(postcodeMatches('75004', '750041')).toBe(false);
    expect(postcodeMatches('750*', '75011')).toBe(true);
    expect(postcodeMatches('750*', '94750')).toBe(false);
  });

  it('of equal fees, gives the lower minimum, then the first listed', () => {
    const zones = [
      zone('A', 300, 2000, { postcodes: ['75*'] }),
      zone('B', 300, 1000, { radiusKm: 3 }),
      zone('C', 300, 1000, { postcodes: ['75011'] }),
    ];
    expect(zoneFor(zones, { postcode: '75011', distanceKm: 2 })).toMatchObject({ zone: { name: 'B' } });
    expect(zoneFor(zones, { postcode: '75011', distanceKm: null })).toMatchObject({ zone: { name: 'C' } });
  });

  it('with no zones, asks the diner to pick up, in their language', () => {
    const chosen = zoneFor([], { postcode: '75011', distanceKm: 1 });
    if (!('refused' in chosen)) throw new Error('a zone was chosen');
    expect(chosen.refused('en')).toBe('We have no delivery zones yet: please choose pickup.');
    expect(chosen.refused('fr')).toBe(
      'Nous n’avons pas encore de zones de livraison : choisissez le retrait sur place.',
    );
  });

  it('names the nearest limits in the reader’s language, the distances written as it writes them', () => {
    const zones = [zone('Outer', 500, 0, { radiusKm: 5 }), zone('Paris', 300, 0, { postcodes: ['75004', '92*'] })];
    const chosen = zoneFor(zones, { postcode: '13001', distanceKm: 7.26 });
    if (!('refused' in chosen)) throw new Error('a zone was chosen');
    expect(chosen.refused('en')).toBe(
      'We do not deliver to this address: this address is 7.3 km from the restaurant, and we deliver up to 5 km (zone Outer); we deliver to the postcodes 75004, 92*.',
    );
    expect(chosen.refused('fr')).toBe(
      'Nous ne livrons pas à cette adresse : cette adresse est à 7,3 km du restaurant, et nous livrons jusqu’à 5 km (zone Outer); nous livrons aux codes postaux 75004, 92*.',
    );
  });
});
