import { brandSchema, brandUpdateSchema, homePageSchema } from '@bistro/contract/brand';
import { restaurantLanguagesSchema } from '@bistro/contract/language-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';

/** The restaurant's own name, look, home page and languages (docs/branding.md): anyone reads them, admins set them. */
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

  app.get(
    '/restaurant/languages',
    {
      schema: {
        summary: 'The languages the site is offered in, its default first (public)',
        response: { 200: restaurantLanguagesSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { languages: app.brand.languages() };
    },
  );

  app.put(
    '/restaurant/languages',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary:
          'Sets the languages the site is offered in, its default first (admin): their addresses, the language a first visit gets, the mails’ and the menu’s translations follow at once, in every process',
        body: restaurantLanguagesSchema,
        response: { 200: restaurantLanguagesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ languages: await app.brand.saveLanguages(request.body.languages) }),
  );
};

export default brandRoutes;
