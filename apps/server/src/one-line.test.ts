import { MULTILINE_MARK } from '@bistro/contract/text';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs } from '../test/helper.ts';

/**
 * The contract's one-line text rule on every route: walks the fields of every request (path,
 * query and JSON body, nested objects and lists included) in the app's own OpenAPI document and
 * finds each text field that would take a line break. A text field is one line unless its
 * schema is marked several lines (`x-multiline`, the contract's multilineText); one line means
 * a list of values, or a `pattern` that refuses every probe below.
 */
interface JsonSchema {
  type?: string | string[];
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  [MULTILINE_MARK]?: boolean;
}
interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** What a line break can be: LF, CR, CRLF, NEL, the Unicode line and paragraph separators; and a right-to-left override. */
const BREAKS = ['\n', '\r', '\r\n', '\u0085', '\u2028', '\u2029', '\u202e'];
/** Values of the kinds the API's text fields take, for a break to be put into. */
const CARRIERS = [
  'Ann Lee',
  'ann@bistro.test',
  '+1 555 0100',
  'SUMMER10',
  '19:30',
  '2026-12-01',
  'T1',
  'abc.DEF-123_x',
];
const PROBES = CARRIERS.flatMap((carrier) => {
  const middle = Math.ceil(carrier.length / 2);
  return BREAKS.flatMap((mark) => [
    `${carrier.slice(0, middle)}${mark}${carrier.slice(middle)}`,
    `${carrier}${mark}${carrier}`,
  ]);
});

/** Why a text field's schema takes a line break, or undefined when it takes none. */
function lineBreakIn(schema: JsonSchema): string | undefined {
  if (schema.enum !== undefined || schema.const !== undefined || schema[MULTILINE_MARK]) return undefined;
  if (schema.pattern === undefined) return 'no pattern: it takes any text';
  const pattern = new RegExp(schema.pattern, 'u');
  const taken = PROBES.find((probe) => pattern.test(probe));
  return taken === undefined ? undefined : `it takes ${JSON.stringify(taken)}`;
}

/** Every text field under `schema`, by its path, with why it takes a line break (if it does). */
function textFields(schema: JsonSchema | undefined, path: string): { path: string; problem: string | undefined }[] {
  if (!schema || typeof schema !== 'object') return [];
  const types = [schema.type ?? []].flat();
  const own = types.includes('string') ? [{ path, problem: lineBreakIn(schema) }] : [];
  const extra = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
  return [
    ...own,
    ...Object.entries(schema.properties ?? {}).flatMap(([name, property]) => textFields(property, `${path}.${name}`)),
    ...textFields(extra, `${path}.*`),
    ...textFields(schema.items, `${path}[]`),
    ...(schema.prefixItems ?? []).flatMap((item, index) => textFields(item, `${path}[${index}]`)),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((part) =>
      textFields(part, path),
    ),
  ];
}

describe('the one-line text rule on every route', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  }, 60_000);
  afterAll(() => app.close());

  const fieldsOfEveryRoute = () => {
    const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
    return Object.entries(document.paths).flatMap(([url, item]) =>
      Object.entries(item).flatMap(([method, operation]) => {
        const route = `${method.toUpperCase()} ${url}`;
        const parameters = (operation.parameters ?? []).flatMap((parameter) =>
          textFields(parameter.schema, `${route} ${parameter.in} ${parameter.name}`),
        );
        const body = textFields(operation.requestBody?.content['application/json']?.schema, `${route} body`);
        return [...parameters, ...body];
      }),
    );
  };

  it('finds the text fields of the routes that take names, phones and notes', () => {
    const paths = fieldsOfEveryRoute().map((field) => field.path);
    for (const field of [
      'POST /api/guest/bookings body.name',
      'POST /api/guest/bookings body.phone',
      'POST /api/bookings body.name',
      'POST /api/guest/create-payment-intent body.name',
      'POST /api/create-payment-intent body.note',
    ]) {
      expect(paths).toContain(field);
    }
  });

  it('gives every single-line text field of every request a rule that refuses line breaks', () => {
    const taking = fieldsOfEveryRoute().flatMap(({ path, problem }) => (problem ? [`${path}: ${problem}`] : []));
    expect(taking).toEqual([]);
  });

  it('refuses a booking whose name writes lines of its own into the restaurant’s mail', async () => {
    for (const name of ['Ann\r\nBcc: all@example.com', 'Ann\u2028Lee', 'Ann \u202eeeL', 'Ann\u0000Lee']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: { date: '2026-12-01', time: '19:30', party: 2, name, phone: '+1 555 0100', email: 'a@bistro.test' },
        headers: (await signInAs(app, { email: 'ann@one-line.test' })).headers,
      });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().message).toMatch(/one line/);
    }
  });
});
