import type { DeliveryAddress } from '@bistro/contract/delivery';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGeocoderStandIn } from '../../../test/geocoder-stand-in.ts';
import { buildTestApp, type SignedIn, signInAs } from '../../../test/helper.ts';

/** The restaurant, in Paris; a degree of longitude there is 73.3 km. */
const ORIGIN = { lat: 48.8566, lng: 2.3522 };
const eastBy = (km: number) => ({ lat: ORIGIN.lat, lng: ORIGIN.lng + km / 73.3 });

const address = (line1: string, postcode: string): DeliveryAddress => ({
  line1,
  city: 'Paris',
  postcode,
  country: 'France',
});
const TWO_KM = address('12 rue de la Roquette', '75011');
const TWO_KM_IN_THE_MARAIS = address('3 rue des Archives', '75004');
const FOUR_KM = address('40 avenue de la République', '75011');
const SEVEN_KM = address('8 avenue de Paris', '94300');
const UNKNOWN_IN_92 = address('1 impasse Inconnue', '92130');
const UNKNOWN_ANYWHERE = address('1 rue Nulle Part', '93100');

const setup = {
  enabled: true,
  origin: ORIGIN,
  zones: [
    { name: 'Centre', radiusKm: 3, fee: 2.5, minOrder: 15, freeFrom: 40 },
    { name: 'Outer', radiusKm: 5, fee: 4.9, minOrder: 25 },
    { name: 'Marais', postcodes: ['75004'], fee: 1.5, minOrder: 10 },
    { name: 'Hauts-de-Seine', postcodes: ['92*'], fee: 6, minOrder: 30 },
  ],
  prepMinutes: 20,
  minutesPerKm: 4,
  notes: 'Ali drives on weekdays',
};

describe('delivery: the set-up, the zones and the quote', () => {
  let geocoder: Awaited<ReturnType<typeof startGeocoderStandIn>>;
  let app: FastifyInstance;
  let admin: SignedIn;
  let diner: SignedIn;
  beforeAll(async () => {
    geocoder = await startGeocoderStandIn([
      { street: 'rue de la Roquette', postalcode: '75011', ...eastBy(2) },
      { street: 'rue des Archives', postalcode: '75004', ...eastBy(2) },
      { street: 'avenue de la République', postalcode: '75011', ...eastBy(4) },
      { street: 'avenue de Paris', postalcode: '94300', ...eastBy(7) },
    ]);
    app = await buildTestApp({ GEOCODER_URL: geocoder.url });
    admin = await signInAs(app, { email: 'delivery-admin@bistro.test', role: 'admin' });
    diner = await signInAs(app, { email: 'delivery-diner@bistro.test' });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await geocoder.close();
  });

  const put = (payload: object, who: SignedIn | null = admin) =>
    app.inject({ method: 'PUT', url: '/api/delivery/setup', headers: who?.headers ?? {}, payload });
  const quote = (to: DeliveryAddress, language?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/delivery/quote',
      payload: { address: to },
      headers: language ? { 'accept-language': language } : {},
    });

  it('is off with no zones until the owner sets it, and only admins set it', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/delivery/setup' })).json()).toEqual({
      enabled: false,
      zones: [],
      prepMinutes: 20,
      minutesPerKm: 4,
    });
    expect((await quote(TWO_KM)).json()).toMatchObject({
      message: 'We do not deliver at the moment: please choose pickup.',
    });
    expect((await quote(TWO_KM, 'de-DE,de;q=0.9,en;q=0.5')).json().message).toBe(
      'Wir liefern gerade nicht: Bitte wählen Sie Abholung.',
    );
    expect((await put(setup, diner)).statusCode).toBe(403);
    expect((await put(setup, null)).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/delivery/setup/full', headers: diner.headers })).statusCode,
    ).toBe(403);
  });

  it('refuses a zone that is both a radius and postcodes, and a radius with no location to measure from (400)', async () => {
    const both = await put({
      ...setup,
      zones: [{ name: 'Both', radiusKm: 2, postcodes: ['75004'], fee: 1, minOrder: 0 }],
    });
    expect(both.statusCode).toBe(400);
    expect(JSON.stringify(both.json())).toContain('A zone is either a radius in km or a list of postcodes, not both');
    const { origin: _origin, ...unplaced } = setup;
    const nowhere = await put(unplaced);
    expect(nowhere.statusCode).toBe(400);
    expect(JSON.stringify(nowhere.json())).toContain('set its location');
    const badPostcode = await put({ ...setup, zones: [{ name: 'Bad', postcodes: ['75*4'], fee: 1, minOrder: 0 }] });
    expect(badPostcode.statusCode).toBe(400);
  });

  it('keeps the owner’s set-up: anyone reads it without the notes, the owner with them and whether a geocoder is set', async () => {
    const saved = await put({
      ...setup,
      zones: [...setup.zones, { name: 'London', postcodes: ['sw1a 1aa'], fee: 9, minOrder: 50 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().zones[4]).toEqual({
      name: 'London',
      postcodes: ['SW1A1AA'],
      fee: 9,
      minOrder: 50,
      freeFrom: null,
    });
    expect((await put(setup)).statusCode).toBe(200);
    const shown = (await app.inject({ method: 'GET', url: '/api/delivery/setup' })).json();
    expect(shown).not.toHaveProperty('notes');
    expect(shown.zones[0]).toEqual({ name: 'Centre', radiusKm: 3, fee: 2.5, minOrder: 15, freeFrom: 40 });
    const full = await app.inject({ method: 'GET', url: '/api/delivery/setup/full', headers: admin.headers });
    expect(full.json()).toMatchObject({ notes: 'Ali drives on weekdays', geocoder: true, origin: ORIGIN });
  });

  it('quotes an address 2 km away with the zone’s fee and minimum, and preparation plus travel', async () => {
    const asked = geocoder.requests.length;
    const answer = await quote(TWO_KM);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ zone: 'Centre', fee: 2.5, minOrder: 15, freeFrom: 40, etaMinutes: 20 + 8 });
    const [request] = geocoder.requests.slice(asked);
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      format: 'jsonv2',
      limit: '1',
      street: '12 rue de la Roquette',
      city: 'Paris',
      postalcode: '75011',
      country: 'France',
    });
    expect(request?.userAgent).toBe('BistroBoss/1.0 (+http://localhost:5000)');
    expect((await quote(FOUR_KM)).json()).toEqual({
      zone: 'Outer',
      fee: 4.9,
      minOrder: 25,
      freeFrom: null,
      etaMinutes: 36,
    });
  });

  it('gives the cheapest zone that takes the address, by postcode exact or by prefix', async () => {
    expect((await quote(TWO_KM_IN_THE_MARAIS)).json()).toMatchObject({ zone: 'Marais', fee: 1.5, minOrder: 10 });
    // The geocoder knows no such street: its postcode is enough for a postcode zone.
    expect((await quote(UNKNOWN_IN_92)).json()).toMatchObject({ zone: 'Hauts-de-Seine', fee: 6, etaMinutes: 20 });
  });

  it('refuses an address outside every zone, naming the farthest limit, and one the geocoder cannot find (422)', async () => {
    const far = await quote(SEVEN_KM);
    expect(far.statusCode).toBe(422);
    expect(far.json().message).toBe(
      'We do not deliver to this address: this address is 7 km from the restaurant, and we deliver up to 5 km (zone Outer); we deliver to the postcodes 75004, 92*.',
    );
    const lost = await quote(UNKNOWN_ANYWHERE);
    expect(lost.statusCode).toBe(422);
    expect(lost.json().message).toBe(
      'We could not find this address: check the street, postcode and city, or choose pickup.',
    );
    const noPostcode = await app.inject({
      method: 'POST',
      url: '/api/delivery/quote',
      payload: { address: { line1: '12 rue de la Roquette', city: 'Paris', country: 'France' } },
    });
    expect(noPostcode.statusCode).toBe(400);
  });

  it('finds the restaurant’s location from its address for the owner only, or says the geocoder does not know it', async () => {
    const locate = (to: DeliveryAddress, who: SignedIn) =>
      app.inject({ method: 'POST', url: '/api/delivery/locate', headers: who.headers, payload: { address: to } });
    expect((await locate(FOUR_KM, diner)).statusCode).toBe(403);
    const found = await locate(FOUR_KM, admin);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual(eastBy(4));
    const unknown = await locate(UNKNOWN_ANYWHERE, admin);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(
      'The geocoder does not know this address: check it, or type the latitude and longitude.',
    );
  });

  it('asks the geocoder once per address, and at most once a second', async () => {
    const asked = geocoder.requests.length;
    await quote(TWO_KM);
    await quote(FOUR_KM);
    expect(geocoder.requests.length).toBe(asked);
    await quote(address('9 rue de la Roquette', '75011'));
    await quote(address('10 rue de la Roquette', '75011'));
    const [first, second] = geocoder.requests.slice(asked);
    // A second after the first was answered: never closer, however the first was slowed on its way.
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(1000);
  });

  it('says addresses cannot be checked when the geocoder is slow or down, while postcode zones still deliver', async () => {
    geocoder.delayNext(4_000);
    const started = Date.now();
    const slow = await quote(address('20 rue de la Roquette', '75011'));
    expect(Date.now() - started).toBeLessThan(4_500);
    expect(slow.statusCode).toBe(422);
    expect(slow.json().message).toBe(
      'Addresses cannot be checked for delivery right now: please try again shortly, or choose pickup.',
    );
    geocoder.failNext();
    expect((await quote(address('21 rue de la Roquette', '75011'))).statusCode).toBe(422);
    geocoder.failNext();
    expect((await quote(address('5 rue des Archives', '75004'))).json()).toMatchObject({ zone: 'Marais' });
  }, 20_000);
});

describe('delivery without a geocoder', () => {
  let app: FastifyInstance;
  let admin: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = await signInAs(app, { email: 'delivery-admin@bistro.test', role: 'admin' });
  }, 60_000);
  afterAll(() => app.close());

  it('tells the owner, takes postcode zones, and names the radius it cannot measure', async () => {
    expect(
      (await app.inject({ method: 'PUT', url: '/api/delivery/setup', headers: admin.headers, payload: setup }))
        .statusCode,
    ).toBe(200);
    const full = await app.inject({ method: 'GET', url: '/api/delivery/setup/full', headers: admin.headers });
    expect(full.json()).toMatchObject({ geocoder: false });
    const locate = await app.inject({
      method: 'POST',
      url: '/api/delivery/locate',
      headers: admin.headers,
      payload: { address: TWO_KM },
    });
    expect(locate.statusCode).toBe(422);
    expect(locate.json().message).toMatch(/^No geocoder is set \(GEOCODER_URL\)/);
    const quote = (to: DeliveryAddress) =>
      app.inject({ method: 'POST', url: '/api/delivery/quote', payload: { address: to } });
    expect((await quote(TWO_KM_IN_THE_MARAIS)).json()).toMatchObject({ zone: 'Marais', etaMinutes: 20 });
    const unmeasured = await quote(TWO_KM);
    expect(unmeasured.statusCode).toBe(422);
    expect(unmeasured.json().message).toBe(
      'We do not deliver to this address: we deliver up to 5 km (zone Outer); we deliver to the postcodes 75004, 92*.',
    );
  });

  it('answers at most 20 quotes a minute to one client address (429 after)', async () => {
    const statuses: number[] = [];
    for (let asked = 0; asked < 21; asked += 1) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/delivery/quote',
        payload: { address: TWO_KM_IN_THE_MARAIS },
      });
      statuses.push(answer.statusCode);
    }
    // Two were asked by the test before.
    expect(statuses.filter((status) => status === 200)).toHaveLength(18);
    expect(statuses.slice(18)).toEqual([429, 429, 429]);
  });
});
