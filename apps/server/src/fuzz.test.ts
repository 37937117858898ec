import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAs, TEST_ORIGIN } from '../test/helper.ts';

/** The part of an OpenAPI 3.1 document this test reads. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: 'path' | 'query'; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}
interface Route {
  method: string;
  /** The path with `{name}` placeholders, as OpenAPI writes it. */
  path: string;
  operation: Operation;
}

/** Whether a route answers with a stream that stays open (tested over real HTTP in its own file). */
const isStream = (operation: Operation) =>
  Object.values(operation.responses ?? {}).some((answer) => 'text/event-stream' in (answer.content ?? {}));

/** Every route the app serves, read from its own OpenAPI document (built from the route table). */
function routesOf(app: FastifyInstance): Route[] {
  const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, operation]) => !isStream(operation))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

const bodySchema = (route: Route): JsonSchema | undefined =>
  route.operation.requestBody?.content['application/json']?.schema;

/** The named properties of a schema, looking inside `anyOf` (nullable or optional bodies). */
function propertiesOf(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  if (!schema) return {};
  return Object.assign({}, schema.properties ?? {}, ...(schema.anyOf ?? []).map(propertiesOf));
}

const HUGE = 'x'.repeat(200_000);
const nested = (depth: number): unknown => (depth === 0 ? 'bottom' : { deeper: nested(depth - 1) });

/** Values of the wrong kind, or of the right kind but hostile, for any field. */
const hostileValues: unknown[] = [
  null,
  true,
  -1,
  1e308,
  0.000001,
  '',
  ' ',
  '\u0000',
  'nul\u0000inside',
  'bell\u0007and\u001bescape',
  '\u202e\ufeffbidi',
  HUGE,
  '../../etc/passwd',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  [],
  [null, '\u0000'],
  {},
  { __proto__: { admin: true } },
  JSON.parse('{"__proto__":{"role":"admin"}}'),
  { constructor: { prototype: { role: 'admin' } } },
  nested(20),
];

/** Raw bodies no JSON parser should accept quietly. */
const rawBodies = [
  '{"unterminated": ',
  '{"a":1}{"b":2}',
  '\u0000',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  '{"__proto__":{"role":"admin"}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  'null',
  '"just a string"',
  '12345',
];

/** Values for one path parameter: an unknown id, nothing like an id, and worse. */
const pathValues = [randomUUID(), 'x', '0', '%00', '%E2%80%AE', 'a'.repeat(5_000), '%2e%2e', 'caf%C3%A9@bistro.test'];

function fillPath(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, value);
}

interface Caller {
  name: string;
  headers: Record<string, string>;
}

/** A way to send one request to `app`; a 5xx or a dropped connection is recorded in `failures`. */
function prober(app: FastifyInstance, failures: string[]) {
  return async function probe(
    caller: Caller,
    method: string,
    url: string,
    payload?: string,
    contentType = 'application/json',
  ) {
    const label = `${caller.name} ${method} ${url.slice(0, 120)} ${payload?.slice(0, 80) ?? ''}`;
    try {
      const response = await app.inject({
        method: method as HTTPMethods,
        url,
        headers: { ...caller.headers, ...(payload === undefined ? {} : { 'content-type': contentType }) },
        ...(payload === undefined ? {} : { payload }),
      });
      if (response.statusCode >= 500) failures.push(`${response.statusCode} ${label} → ${response.body.slice(0, 200)}`);
      else if (response.statusCode >= 400 && !/"message"/.test(response.body)) {
        failures.push(`${response.statusCode} without a message: ${label}`);
      }
    } catch (error) {
      failures.push(`threw ${String(error)}: ${label}`);
    }
  };
}

describe('fuzzing every route', () => {
  let app: FastifyInstance;
  let routes: Route[];
  let callers: Caller[];
  let probe: ReturnType<typeof prober>;
  const failures: string[] = [];
  beforeEach(() => {
    failures.length = 0;
  });

  beforeAll(async () => {
    // Limits high enough that the fuzzed bodies reach the handlers instead of stopping at 429.
    app = await buildTestApp({ AUTH_RATE_LIMIT: '1000000' });
    routes = routesOf(app);
    probe = prober(app, failures);
    const customer: SignedIn = await signInAs(app, { email: 'fuzz-customer@bistro.test' });
    const admin: SignedIn = await signInAs(app, { email: 'fuzz-admin@bistro.test', role: 'admin' });
    callers = [
      { name: 'anonymous', headers: { origin: TEST_ORIGIN } },
      { name: 'customer', headers: { ...customer.headers, origin: TEST_ORIGIN } },
      { name: 'admin', headers: { ...admin.headers, origin: TEST_ORIGIN } },
    ];
  }, 60_000);
  afterAll(() => app.close());

  it('knows the routes it walks', () => {
    expect(routes.length).toBeGreaterThan(25);
    const names = routes.map((route) => `${route.method} ${route.path}`);
    for (const expected of ['POST /api/jwt', 'POST /api/auth/sign-in/email', 'POST /api/menu', 'POST /api/images'])
      expect(names).toContain(expected);
  });

  it('answers hostile input on every route with a 4xx, never a 5xx', async () => {
    for (const route of routes) {
      const samplePath = fillPath(route.path, randomUUID());
      for (const caller of callers) {
        for (const value of pathValues) await probe(caller, route.method, fillPath(route.path, value));
        for (const suffix of ['/', '//', '/..', '/%2e%2e/', '?a=%00', `?${'q'.repeat(10_000)}=1`])
          await probe(caller, route.method, `${samplePath}${suffix}`);

        for (const parameter of route.operation.parameters?.filter((p) => p.in === 'query') ?? []) {
          for (const value of ['', '%00', '%07', 'a'.repeat(50_000), '[]', '{}'])
            await probe(caller, route.method, `${samplePath}?${parameter.name}=${value}`);
          await probe(caller, route.method, `${samplePath}?${parameter.name}=a&${parameter.name}=b`);
        }

        if (route.method === 'GET' || route.method === 'DELETE') continue;
        for (const raw of rawBodies) await probe(caller, route.method, samplePath, raw);
        for (const value of hostileValues) await probe(caller, route.method, samplePath, JSON.stringify(value));
        for (const name of Object.keys(propertiesOf(bodySchema(route)))) {
          for (const value of hostileValues)
            await probe(caller, route.method, samplePath, JSON.stringify({ [name]: value }));
        }
        for (const type of ['multipart/form-data', 'multipart/form-data; boundary=x', 'text/plain', 'application/xml'])
          await probe(
            caller,
            route.method,
            samplePath,
            '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n',
            type,
          );
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers days at the ends of the calendar in every query with a 4xx or as usual, never a 5xx', async () => {
    const days = ['9999-12-31', '0001-01-01', '0000-01-01', '2999-12-31', '1970-01-01', '2026-02-29'];
    for (const route of routes) {
      const samplePath = fillPath(route.path, randomUUID());
      const names = route.operation.parameters?.filter((p) => p.in === 'query').map((p) => p.name) ?? [];
      for (const caller of callers) {
        for (const day of days) {
          for (const name of names) await probe(caller, route.method, `${samplePath}?${name}=${day}`);
          // Every parameter at once (a party of 2 where one is asked for), the day in each that takes one.
          const all = names.map((name) => `${name}=${name === 'party' ? 2 : day}`).join('&');
          if (names.length > 1) await probe(caller, route.method, `${samplePath}?${all}`);
          if (names.includes('from') && names.includes('to')) {
            await probe(caller, route.method, `${samplePath}?from=2026-01-01&to=${day}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers paths with percent-encoded letters with a 4xx or as the plain path, never a 5xx', async () => {
    const encodeLetter = (path: string, at: number) =>
      `${path.slice(0, at)}%${path.charCodeAt(at).toString(16)}${path.slice(at + 1)}`;
    for (const route of routes) {
      const samplePath = fillPath(route.path, randomUUID());
      const letters = [...samplePath].flatMap((char, at) => (/[a-z]/i.test(char) ? [at] : []));
      const [first = 0, last = 0] = [letters[0], letters.at(-1)];
      const middle = letters[Math.floor(letters.length / 2)] ?? first;
      for (const at of new Set([first, middle, last])) {
        for (const caller of callers) await probe(caller, route.method, encodeLetter(samplePath, at), '{}');
      }
    }
    for (const page of ['/', '/menu', '/order/SALADS', '/login', '/dashboard'])
      await probe(callers[0] ?? { name: 'anonymous', headers: {} }, 'GET', encodeLetter(page, page.length - 1));
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers generated bodies built from each route’s own fields with a 4xx or a success', async () => {
    for (const route of routes.filter((candidate) => !['GET', 'DELETE'].includes(candidate.method))) {
      const names = Object.keys(propertiesOf(bodySchema(route)));
      const samplePath = fillPath(route.path, randomUUID());
      const body =
        names.length > 0
          ? fc.dictionary(
              fc.constantFrom(...names),
              fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.string({ unit: 'binary' })),
            )
          : fc.jsonValue({ maxDepth: 3 });
      await fc.assert(
        fc.asyncProperty(body, fc.constantFrom(...callers), async (value, caller) => {
          await probe(caller, route.method, samplePath, JSON.stringify(value));
        }),
        { numRuns: 40, seed: 20261122 },
      );
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('is still up and well afterwards', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/menu' })).json().length).toBeGreaterThan(0);
  });
});

describe('fuzzing the Host header of a site without PUBLIC_URL', () => {
  let app: FastifyInstance;
  const failures: string[] = [];
  beforeAll(async () => {
    // The default set-up: the identity service answers at whatever address a request names.
    app = await buildTestApp({ PUBLIC_URL: '', TRUST_PROXY: '127.0.0.1', AUTH_RATE_LIMIT: '1000000' });
  });
  afterAll(() => app.close());

  it('answers any Host or X-Forwarded-Host with a 4xx or as usual, never a 5xx', async () => {
    const probe = prober(app, failures);
    const hosts = [
      'localhost:5642@evil.com',
      'user:secret@localhost:5000',
      '@localhost',
      'localhost:99999',
      'localhost:port',
      'localhost:5000:5000',
      '[::1]:5000',
      '[::1]',
      '[::1',
      '::1',
      '[fe80::1%25eth0]:5000',
      'xn--vil-dma.example',
      'évil.example',
      'localhost:5000/path',
      'localhost:5000?query',
      'localhost:5000#fragment',
      `${'a'.repeat(300)}.example`,
      ' ',
    ];
    for (const route of routesOf(app)) {
      const path = fillPath(route.path, randomUUID());
      const payload = route.method === 'GET' ? undefined : '{}';
      for (const host of hosts) {
        const origin = { origin: 'http://localhost:5000' };
        await probe({ name: `Host: ${host}`, headers: { ...origin, host } }, route.method, path, payload);
        await probe(
          { name: `X-Forwarded-Host: ${host}`, headers: { ...origin, 'x-forwarded-host': host } },
          route.method,
          path,
          payload,
        );
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
