import { deletedSchema, insertedSchema } from '@bistro/contract/answers';
import { addToCartSchema, cartItemIdSchema, cartItemSchema, cartQuerySchema } from '@bistro/contract/cart';
import { apiErrorSchema } from '@bistro/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/app/authentication.ts';
import { createCartRepository } from './cart-repository.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The signed-in user's own cart: list, add a dish, remove a line. */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const carts = createCartRepository(app.database.db);

  app.get(
    '/carts',
    {
      preValidation: app.requireSelf('query'),
      schema: { querystring: cartQuerySchema, response: { 200: z.array(cartItemSchema), ...errors } },
    },
    async (request) => (await carts.list(callerOf(request).id)).map(({ priceCents: _, ...item }) => item),
  );

  app.post(
    '/carts',
    {
      preValidation: app.requireSelf('body'),
      schema: { body: addToCartSchema, response: { 200: insertedSchema, ...errors } },
    },
    async (request) => {
      const menu = await app.menuRepository.snapshot();
      if (!menu.byId.has(request.body.menuID)) throw app.httpErrors.notFound('This dish is no longer on the menu');
      return { insertedId: await carts.add(callerOf(request).id, request.body.menuID) };
    },
  );

  app.delete(
    '/carts/:id',
    { schema: { params: cartItemIdSchema, response: { 200: deletedSchema, ...errors } } },
    async (request) => ({ deletedCount: await carts.remove(callerOf(request).id, request.params.id) }),
  );
};

export default cartRoutes;
