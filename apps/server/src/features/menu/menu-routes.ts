import { deletedSchema, insertedSchema, modifiedSchema } from '@bistro/contract/answers';
import {
  createMenuItemSchema,
  type DishTranslations,
  menuItemIdSchema,
  menuItemSchema,
  menuListSchema,
  menuQuerySchema,
  updateMenuItemSchema,
} from '@bistro/contract/menu';
import { availabilitySchema } from '@bistro/contract/restaurant';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { isFresh } from '../../http/fresh.ts';
import { badRequest, forbidden } from '../../http/problems.ts';
import { callerOf } from '../../plugins/app/authentication.ts';
import { wordsOf } from '../languages/index.ts';
import { changesOnlyStock } from './menu.ts';
import menuCsvRoutes from './menu-csv-routes.ts';
import { menuInLanguage } from './menu-repository.ts';

const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(menuCsvRoutes);

  /** A dish's texts in the default language are its name and recipe, never a translation. */
  const refuseDefaultLanguage = (translations: DishTranslations | undefined) => {
    const [defaultLanguage] = app.brand.languages();
    if (translations?.[defaultLanguage]) {
      throw badRequest(wordsOf('refusal.dishDefaultLanguage', { language: defaultLanguage }));
    }
  };

  app.get(
    '/menu',
    {
      schema: {
        summary:
          'The whole menu; the client filters by category. With `lang`, each dish’s name and recipe in that language, or in the default language where the owner gave none',
        querystring: menuQuerySchema,
        response: { 200: menuListSchema, ...errorResponses(400) },
      },
    },
    async (request, typedReply) => {
      // The body is JSON serialized once per menu version and language, which Fastify sends as it is.
      const reply = typedReply as FastifyReply;
      const { lang } = request.query;
      const snapshot = await app.menuRepository.snapshot();
      const menu = lang ? menuInLanguage(snapshot, lang) : snapshot;
      reply.header('etag', menu.etag).header('cache-control', 'no-cache');
      if (isFresh(request.headers['if-none-match'], menu.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(menu.body);
    },
  );

  app.get(
    '/menu/:id',
    {
      schema: {
        summary: 'One menu item',
        params: z.object({ id: menuItemIdSchema }),
        response: { 200: menuItemSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => app.menuRepository.dish(request.params.id),
  );

  const adminErrors = errorResponses(400, 401, 403, 404);
  const itemParams = z.object({ id: menuItemIdSchema });

  app.post(
    '/menu',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'Adds a dish (admin) to any of the seven categories, popular and offered included',
        body: createMenuItemSchema,
        response: { 200: insertedSchema, ...adminErrors },
      },
    },
    async (request) => {
      refuseDefaultLanguage(request.body.translations);
      return { insertedId: await app.menuRepository.create(request.body) };
    },
  );

  app.patch(
    '/menu/:id',
    {
      preValidation: app.requireStaff,
      schema: {
        summary:
          'Changes a dish (admin), its category included: any of the seven; its stock count and par level (staff, admin: `stock` a whole number or null for not counted)',
        params: itemParams,
        body: updateMenuItemSchema,
        response: { 200: modifiedSchema, ...adminErrors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      refuseDefaultLanguage(request.body.translations);
      if (caller.role !== 'admin' && !changesOnlyStock(request.body)) {
        throw forbidden(wordsOf('refusal.kitchenChangesStock'));
      }
      return { modifiedCount: await app.menu.changeDish(request.params.id, request.body, caller) };
    },
  );

  app.delete(
    '/menu/:id',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'Removes a dish (admin); carts lose it, payment history keeps it',
        params: itemParams,
        response: { 200: deletedSchema, ...adminErrors },
      },
    },
    async (request) => ({ deletedCount: await app.menuRepository.remove(request.params.id) }),
  );

  app.put(
    '/menu/:id/availability',
    {
      preValidation: app.requireStaff,
      schema: {
        summary: 'Marks a dish sold out for the rest of the day or until further notice, or back on (staff, admin)',
        params: z.object({ id: menuItemIdSchema }),
        body: availabilitySchema,
        response: { 200: menuItemSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const now = app.clock.now();
      const { soldOut } = request.body;
      // "Today" ends at the restaurant's next midnight, on its clock.
      await app.menuRepository.setSoldOut(
        id,
        soldOut === 'no' ? null : { at: now, until: soldOut === 'today' ? app.restaurant.endOfToday(now) : null },
      );
      return app.menuRepository.dish(id);
    },
  );
};

export default menuRoutes;
