import { publicConfigSchema } from '@bistro/contract/site-config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';

describe('health and runtime config', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      SITE_DEVELOPER_NAME: 'Ada Cook',
      SITE_DEVELOPER_ROLES: 'Chef, Engineer',
      SOCIAL_INSTAGRAM_URL: 'https://instagram.example/bistro',
      RESTAURANT_ADDRESS: '12 Quay Street, Portsmouth',
      RESTAURANT_PHONE: '+44 23 9200 0000',
    });
  });
  afterAll(() => app.close());

  it('reports health with a database round trip', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: app.database.kind });
  });

  it('serves the browser-safe settings', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(publicConfigSchema.parse(response.json())).toEqual({
      identity: { mode: 'builtin', google: false, captcha: true },
      payments: { provider: 'test', publishableKey: null },
      restaurant: { timeZone: 'UTC', currency: 'USD', locale: 'en-US', languages: ['en'] },
      site: { developer: { name: 'Ada Cook', roles: ['Chef', 'Engineer'], url: null }, mapUrl: null },
      // The restaurant's contact and social links as configured, until an admin sets the brand.
      brand: {
        name: 'Bistro Boss',
        tagline: 'Providing reliable foods since 1992',
        logo: null,
        primaryColor: null,
        primaryTextColor: null,
        address: '12 Quay Street, Portsmouth',
        phone: '+44 23 9200 0000',
        email: null,
        social: { facebook: null, instagram: 'https://instagram.example/bistro', twitter: null },
        mailFrom: null,
      },
      home: {
        hero: [],
        about: { text: null, image: null },
        shown: { orderOnline: true, about: true, popular: true, featured: true, testimonials: true },
      },
    });
  });
});
