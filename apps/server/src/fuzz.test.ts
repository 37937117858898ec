import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('fuzzing every route', () => {
  let app: FastifyInstance;
  let routes: Route[];
  let callers: { name: string; headers: Record<string, string> }[];
  const failures: string[] = [];

  beforeAll(async () => {
    // Limits high enough that the fuzzed bodies reach the handlers instead of stopping at 429.
    app = await buildTestApp({ AUTH_RATE_LIMIT: '1000000' });
    routes = routesOf(app);
    const customer: SignedIn = await signInAs(app, { email: 'fuzz-customer@bistro.test' });
    const admin: SignedIn = await signInAs(app, { email: 'fuzz-admin@bistro.test', role: 'admin' });
    callers = [
      { name: 'anonymous', headers: { origin: TEST_ORIGIN } },
      { name: 'customer', headers: { ...customer.headers, origin: TEST_ORIGIN } },
      { name: 'admin', headers: { ...admin.headers, origin: TEST_ORIGIN } },
    ];
  }, 60_000);
  afterAll(() => app.close());

  /** Sends one request; a 5xx or a dropped connection is recorded as a failure. */
  async function probe(
    caller: { name: string; headers: Record<string, string> },
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
  }

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
