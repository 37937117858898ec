import { deletedSchema, insertedSchema } from '@bistro/contract/answers';
import { addToCartSchema, cartItemIdSchema, cartItemSchema, cartQuerySchema } from '@bistro/contract/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { callerOf } from '../../plugins/app/authentication.ts';

const errors = errorResponses(400, 401, 403, 404);

/** The signed-in user's own cart: list, add a dish, remove a line. */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/carts',
    {
      preValidation: app.requireSelf('query'),
      schema: {
        summary: 'The caller’s cart (the email must be theirs)',
        querystring: cartQuerySchema,
        response: { 200: z.array(cartItemSchema), ...errors },
      },
    },
    async (request) => app.cartRepository.list(callerOf(request).id),
  );

  app.post(
    '/carts',
    {
      preValidation: app.requireSelf('body'),
      schema: {
        summary: 'Adds a dish to the caller’s cart, built from the menu (the sent name, picture and price are ignored)',
        body: addToCartSchema,
        response: { 200: insertedSchema, ...errors },
      },
    },
    async (request) => ({ insertedId: await app.cartRepository.add(callerOf(request).id, request.body.menuID) }),
  );

  app.delete(
    '/carts/:id',
    {
      schema: {
        summary: 'Removes a line from the caller’s cart (0 deleted when it is not theirs)',
        params: cartItemIdSchema,
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => ({ deletedCount: await app.cartRepository.remove(callerOf(request).id, request.params.id) }),
  );
};

export default cartRoutes;
