import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The API's description, generated from the routes' own zod schemas (OpenAPI 3.1). Registered
 * before the routes, which it collects as they are added; served at /api/openapi.json when
 * `serve` is on (API_DOCS).
 */
export default fp<{ serve: boolean }>(
  async (app, { serve }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Bistro Boss API',
          version: '1.0.0',
          description:
            'The restaurant’s menu, carts, payments, orders, users and figures. Most routes need an API token from `POST /api/jwt`, sent as `Authorization: Bearer …`.',
        },
        components: { securitySchemes: { apiToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ apiToken: [] }],
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    if (serve) {
      app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    }
  },
  { name: 'api-docs' },
);
