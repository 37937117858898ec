import type { Coordinates, DeliveryAddress } from '@bistro/contract/delivery';
import { normalPostcode } from '@bistro/contract/delivery';

/** Where the geocoder put an address, or that it knows no such address. */
export type Geocoded = { found: true; at: Coordinates } | { found: false };

/** The geocoder did not answer in time, or answered with an error: addresses cannot be checked now. */
export class GeocoderUnavailable extends Error {}

/** Finds an address's coordinates. */
export interface Geocoder {
  locate(address: DeliveryAddress): Promise<Geocoded>;
}

/** How long an address may take to be found, waiting for its turn included. */
const ANSWER_WITHIN_MS = 3_000;
/** Nominatim's usage policy: at most one request a second. */
const REQUEST_SPACING_MS = 1_000;
/** Addresses remembered (found or not), the oldest forgotten first. */
const CACHED_ANSWERS = 2_000;

const cacheKey = (address: DeliveryAddress) =>
  [address.line1, address.city, normalPostcode(address.postcode), address.country]
    .map((part) => part.trim().toLowerCase())
    .join('|');

/**
 * A Nominatim-compatible geocoder (GEOCODER_URL; OpenStreetMap's own, or one the owner runs): its
 * structured `/search?format=jsonv2`, with the User-Agent its usage policy asks for. Requests go
 * one at a time, each a second after the answer to the one before; answers (found or not) are kept, so that a diner typing
 * the same address again, or paying after the quote, asks nothing (both kept per process: each
 * process of a site on several machines keeps its own pace). An address not found within 3 s,
 * its wait for a turn included, or an error from the service, is GeocoderUnavailable.
 */
export function nominatimGeocoder({ url, userAgent }: { url: string; userAgent: string }): Geocoder {
  const cache = new Map<string, Geocoded>();
  /** When a new request may go at the earliest, as far as is known: a caller who would wait 3 s is refused at once. */
  let nextTurn = 0;
  /** The request before, answered or failed: one at a time. */
  let previous: Promise<unknown> = Promise.resolve();
  let answeredAt = Number.NEGATIVE_INFINITY;

  const remember = (key: string, answer: Geocoded) => {
    if (cache.size >= CACHED_ANSWERS) cache.delete(cache.keys().next().value as string);
    cache.set(key, answer);
  };

  async function search(address: DeliveryAddress): Promise<Geocoded> {
    // Real time, not the app's clock: the pace and the limit are the geocoder's, over the network.
    const started = performance.now();
    const turn = Math.max(started, nextTurn);
    if (turn - started >= ANSWER_WITHIN_MS) throw new GeocoderUnavailable('too many addresses are being checked');
    nextTurn = turn + REQUEST_SPACING_MS;
    const before = previous;
    const asking = (async () => {
      await before;
      // A second after the answer to the request before, not after it was sent: a request slowed on
      // its way must not bring the next one closer than a second, as the geocoder counts them.
      const wait = answeredAt + REQUEST_SPACING_MS - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      try {
        return await ask(address, started);
      } finally {
        answeredAt = performance.now();
        nextTurn = Math.max(nextTurn, answeredAt + REQUEST_SPACING_MS);
      }
    })();
    previous = asking.catch(() => undefined);
    return asking;
  }

  async function ask(address: DeliveryAddress, started: number): Promise<Geocoded> {
    const query = new URLSearchParams({
      format: 'jsonv2',
      limit: '1',
      street: address.line1,
      city: address.city,
      postalcode: address.postcode,
      country: address.country,
    });
    let response: Response;
    try {
      response = await fetch(`${url}/search?${query}`, {
        headers: { 'user-agent': userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(Math.max(1, Math.ceil(ANSWER_WITHIN_MS - (performance.now() - started)))),
      });
    } catch (error) {
      throw new GeocoderUnavailable(error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) throw new GeocoderUnavailable(`the geocoder answered ${response.status}`);
    const places = (await response.json().catch(() => null)) as unknown;
    if (!Array.isArray(places)) throw new GeocoderUnavailable('the geocoder’s answer is not a list of places');
    const [place] = places as { lat?: unknown; lon?: unknown }[];
    if (!place) return { found: false };
    const at = { lat: Number(place.lat), lng: Number(place.lon) };
    if (!Number.isFinite(at.lat) || !Number.isFinite(at.lng)) {
      throw new GeocoderUnavailable('the geocoder’s place has no coordinates');
    }
    return { found: true, at };
  }

  return {
    async locate(address) {
      const key = cacheKey(address);
      const known = cache.get(key);
      if (known) return known;
      const answer = await search(address);
      remember(key, answer);
      return answer;
    },
  };
}
