import { brandSchema, brandUpdateSchema, homePageSchema } from '@bistro/contract/brand';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';

/** The restaurant's own name, look and home page (docs/branding.md): anyone reads them, admins set them. */
const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/restaurant/brand',
    {
      schema: {
        summary:
          'The restaurant’s name, tagline, logo, colours, address, phone, email, social links and mail sender (public)',
        response: { 200: brandSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return app.brand.brand();
    },
  );

  app.put(
    '/restaurant/brand',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary:
          'Sets the restaurant’s name and look (admin); a field left out is as configured, null is none; a main colour and text colour that fail WCAG AA contrast are refused (422) with the reason',
        body: brandUpdateSchema,
        response: { 200: brandSchema, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => app.brand.saveBrand(request.body),
  );

  app.get(
    '/restaurant/home',
    {
      schema: {
        summary: 'The home page’s pictures, about text and which of its sections show (public)',
        response: { 200: homePageSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return app.brand.home();
    },
  );

  app.put(
    '/restaurant/home',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'Sets the home page’s pictures (from POST /api/images), about text and shown sections (admin)',
        body: homePageSchema,
        response: { 200: homePageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => app.brand.saveHome(request.body),
  );
};

export default brandRoutes;
