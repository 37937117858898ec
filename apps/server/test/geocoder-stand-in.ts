import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A place the stand-in knows: the structured query it answers (postcode and street) and where it is. */
export interface KnownPlace {
  street: string;
  postalcode: string;
  lat: number;
  lng: number;
}

/** A request the stand-in was sent: its query and User-Agent, and when it came. */
export interface GeocoderRequest {
  query: URLSearchParams;
  userAgent: string | undefined;
  at: number;
}

/**
 * A local stand-in for a Nominatim search service (`GET /search?format=jsonv2`, structured query:
 * `street`, `city`, `postalcode`, `country`), answering in its format: a JSON list of places, each
 * with `place_id`, `lat` and `lon` as strings, `display_name`, `category`, `type`…; an empty list
 * when it knows no such place; a 400 JSON error for another format. It keeps every request.
 * `delayNext(ms)` answers the next request that late (a slow service), `failNext()` with a 503.
 * It listens on `port` (any free one when 0).
 */
export async function startGeocoderStandIn(places: readonly KnownPlace[], { port: asked = 0 } = {}) {
  const requests: GeocoderRequest[] = [];
  let delay = 0;
  let failures = 0;

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname !== '/search') return send(404, { error: { code: 404, message: 'Not found' } });
    requests.push({ query: url.searchParams, userAgent: request.headers['user-agent'], at: Date.now() });
    if (url.searchParams.get('format') !== 'jsonv2') {
      return send(400, { error: { code: 400, message: 'Parameter "format" must be one of: xml, json, jsonv2' } });
    }
    const answer = () => {
      if (failures > 0) {
        failures -= 1;
        return send(503, { error: { code: 503, message: 'Service Unavailable' } });
      }
      const street = (url.searchParams.get('street') ?? '').toLowerCase();
      const postcode = url.searchParams.get('postalcode') ?? '';
      const found = places.filter(
        (place) => place.postalcode === postcode && street.includes(place.street.toLowerCase()),
      );
      send(
        200,
        found.map((place, index) => ({
          place_id: 100_000 + index,
          licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
          osm_type: 'way',
          osm_id: 4_000_000 + index,
          lat: String(place.lat),
          lon: String(place.lng),
          category: 'building',
          type: 'yes',
          place_rank: 30,
          importance: 0.1,
          addresstype: 'building',
          name: '',
          display_name: `${place.street}, ${place.postalcode}`,
          boundingbox: [place.lat - 0.0001, place.lat + 0.0001, place.lng - 0.0001, place.lng + 0.0001].map(String),
        })),
      );
    };
    const wait = delay;
    delay = 0;
    if (wait > 0) setTimeout(answer, wait);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(asked, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** GEOCODER_URL for this stand-in. */
    url: `http://127.0.0.1:${port}`,
    requests,
    delayNext(ms: number) {
      delay = ms;
    },
    failNext() {
      failures += 1;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
