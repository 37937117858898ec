import { deletedSchema, insertedSchema, modifiedSchema } from '@bistro/contract/answers';
import {
  addToCartSchema,
  cartItemIdSchema,
  cartItemSchema,
  cartQuantitySchema,
  cartQuerySchema,
} from '@bistro/contract/cart';
import { idempotencyHeadersSchema } from '@bistro/contract/idempotency';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { onceByKey } from '../../db/idempotency.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { callerOf } from '../../plugins/app/authentication.ts';
import { toCartItem } from './cart-repository.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The signed-in user's own cart: list, add a dish, change a line's quantity, remove a line. */
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
    async (request) => (await app.cartRepository.list(callerOf(request).id)).map(toCartItem),
  );

  app.post(
    '/carts',
    {
      preValidation: app.requireSelf('body'),
      schema: {
        summary:
          'Adds one of a dish (or `quantity`) with its `choices` (ids; left out: each option group’s defaults) to the caller’s cart: a new line, or more on the line of the same dish and choices (at most 50), built and priced from the menu; the sent name, picture and price are ignored. 400 names the option group whose rule the choices break; 409 when the dish or a choice is sold out',
        headers: idempotencyHeadersSchema,
        body: addToCartSchema,
        response: { 200: insertedSchema, ...errors, ...errorResponses(422) },
      },
    },
    async (request) => {
      const { id } = callerOf(request);
      const key = request.headers['idempotency-key'];
      const idempotent = key ? { scope: `carts:${id}`, key, request: request.body } : null;
      const insertedId = await onceByKey(app.database.db, idempotent, (tx) =>
        app.cartRepository.add(
          id,
          request.body.menuID,
          { quantity: request.body.quantity, choices: request.body.choices },
          tx,
        ),
      );
      return { insertedId };
    },
  );

  app.patch(
    '/carts/:id',
    {
      schema: {
        summary: 'Sets how many of the line’s dish the caller wants (0 changed when the line is not theirs)',
        params: cartItemIdSchema,
        body: cartQuantitySchema,
        response: { 200: modifiedSchema, ...errors },
      },
    },
    async (request) => ({
      modifiedCount: await app.cartRepository.setQuantity(
        callerOf(request).id,
        request.params.id,
        request.body.quantity,
      ),
    }),
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
