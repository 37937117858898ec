import { deletedSchema, insertedSchema, modifiedSchema } from '@bistro/contract/answers';
import { apiErrorSchema } from '@bistro/contract/errors';
import {
  createMenuItemSchema,
  menuItemIdSchema,
  menuItemSchema,
  menuListSchema,
  updateMenuItemSchema,
} from '@bistro/contract/menu';
import { dollarsToCents } from '@bistro/contract/money';
import { editableMenuCategories } from '@bistro/contract/shop';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** True when the client's cached copy (If-None-Match) is the current one. */
function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/menu',
    {
      schema: {
        summary: 'The whole menu; the client filters by category',
        response: { 200: menuListSchema },
      },
    },
    async (request, typedReply) => {
      // The body is a string serialized once per menu version, which Fastify sends as it is.
      const reply = typedReply as FastifyReply;
      const menu = await app.menuRepository.snapshot();
      reply.header('etag', menu.etag).header('cache-control', 'no-cache');
      if (isFresh(request.headers['if-none-match'], menu.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(menu.json);
    },
  );

  app.get(
    '/menu/:id',
    {
      schema: {
        summary: 'One menu item',
        params: z.object({ id: menuItemIdSchema }),
        response: { 200: menuItemSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const menu = await app.menuRepository.snapshot();
      const item = menu.byId.get(request.params.id);
      if (!item) return reply.notFound('No menu item has this id');
      return item;
    },
  );

  const adminErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
  const itemParams = z.object({ id: menuItemIdSchema });

  app.post(
    '/menu',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'Adds a dish (admin)',
        body: createMenuItemSchema,
        response: { 200: insertedSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { price, ...dish } = request.body;
      return { insertedId: await app.menuRepository.create({ ...dish, priceCents: dollarsToCents(price) }) };
    },
  );

  app.patch(
    '/menu/:id',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'Changes a dish (admin)',
        params: itemParams,
        body: updateMenuItemSchema,
        response: { 200: modifiedSchema, ...adminErrors },
      },
    },
    async (request) => {
      const current = (await app.menuRepository.snapshot()).byId.get(request.params.id);
      if (!current) throw app.httpErrors.notFound('No menu item has this id');
      const { price, category, ...rest } = request.body;
      const keepsSeededCategory = category === current.category;
      if (category && !keepsSeededCategory && !(editableMenuCategories as readonly string[]).includes(category)) {
        throw app.httpErrors.badRequest(`Category must be one of ${editableMenuCategories.join(', ')}`);
      }
      const modifiedCount = await app.menuRepository.update(request.params.id, {
        ...rest,
        ...(category ? { category } : {}),
        ...(price === undefined ? {} : { priceCents: dollarsToCents(price) }),
      });
      return { modifiedCount };
    },
  );

  app.delete(
    '/menu/:id',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'Removes a dish (admin)',
        params: itemParams,
        response: { 200: deletedSchema, ...adminErrors },
      },
    },
    async (request) => ({ deletedCount: await app.menuRepository.remove(request.params.id) }),
  );
};

export default menuRoutes;
