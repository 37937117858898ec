import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';

interface Operation {
  summary?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  security?: unknown[];
}

/** Routes anyone may call (see authentication.ts); the others answer 401 without a token. */
const isPublic = (method: string, path: string) =>
  path.startsWith('/api/auth/') ||
  [
    'GET /api/health',
    'GET /api/config',
    'GET /api/menu',
    'GET /api/menu/{id}',
    'GET /api/menu/sections',
    'GET /api/restaurant',
    'GET /api/restaurant/brand',
    'GET /api/restaurant/home',
    'GET /api/restaurant/languages',
    'GET /api/reviews',
    'POST /api/jwt',
    'POST /api/guest/checkout/quote',
    'POST /api/guest/create-payment-intent',
    'POST /api/guest/payments/test/confirm',
    'POST /api/guest/payments',
    'GET /api/guest/orders/{id}',
    'GET /api/guest/orders/{id}/data',
    'GET /api/guest/orders/{id}/payment',
    'DELETE /api/guest/orders/{id}/data',
    'GET /api/bookings/rules',
    'GET /api/bookings/slots',
    'GET /api/bookings/first-free-day',
    'POST /api/guest/bookings',
    'GET /api/guest/bookings/{id}',
    'PATCH /api/guest/bookings/{id}',
    'GET /api/guest/bookings/{id}/slots',
    'PUT /api/guest/bookings/{id}/visit',
    'GET /api/guest/bookings/{id}/data',
    'DELETE /api/guest/bookings/{id}/data',
    'GET /api/delivery/setup',
    'POST /api/delivery/quote',
  ].includes(`${method} ${path}`);

describe('the API describes itself', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('serves an OpenAPI 3.1 document with every route, its summary, its answers and its errors', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
    );
    expect(operations.map(({ route }) => route)).toEqual(
      expect.arrayContaining([
        'GET /api/menu',
        'POST /api/payments',
        'POST /api/auth/sign-in/email',
        'POST /api/images',
        'POST /api/promo-codes',
        'GET /api/promo-codes/{id}/uses',
        'PUT /api/bookings/setup',
        'GET /api/bookings/slots',
        'POST /api/bookings',
        'PATCH /api/bookings/{id}',
        'PUT /api/bookings/{id}/visit',
        'GET /api/menu/sections',
        'PATCH /api/menu/sections/{id}',
        'PUT /api/restaurant/brand',
        'PUT /api/restaurant/home',
        'PUT /api/restaurant/languages',
      ]),
    );
    for (const { route, operation } of operations) {
      const [method = '', path = ''] = route.split(' ');
      const codes = Object.keys(operation.responses ?? {});
      expect(operation.summary, `${route} has a summary`).toBeTruthy();
      expect(codes.length, `${route} declares its answers`).toBeGreaterThan(0);
      if (operation.parameters?.length || operation.requestBody)
        expect(codes, `${route} declares 400`).toContain('400');
      if (!isPublic(method, path)) expect(codes, `${route} declares 401`).toContain('401');
    }
  });

  it('has a reference page that loads nothing from elsewhere', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/src="https?:|href="https?:/);
    const initializer = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('validatorUrl: null');
  });

  it('stays private when API_DOCS is off (the default with NODE_ENV=production)', async () => {
    const closed = await buildTestApp({ API_DOCS: 'false' });
    expect((await closed.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(404);
    expect((await closed.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    await closed.close();
  });
});
