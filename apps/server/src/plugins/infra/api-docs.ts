import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The API's description, generated from the routes' own zod schemas (OpenAPI 3.1). Registered
 * before the routes, which it collects as they are added. When `serve` is on (API_DOCS), it is
 * served at /api/openapi.json, with a reference page at /api/docs (Swagger UI, shipped with
 * the app: nothing loads from elsewhere).
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
      await app.register(swaggerUi, {
        routePrefix: '/api/docs',
        // Swagger UI would otherwise show a badge fetched from validator.swagger.io.
        validatorUrl: false,
        uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: false },
        theme: { title: 'Bistro Boss API' },
      });
    }
  },
  { name: 'api-docs' },
);
