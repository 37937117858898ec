import { apiErrorSchema } from '@bistro/contract/errors';
import { menuItemIdSchema, menuItemSchema, menuListSchema } from '@bistro/contract/menu';
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
};

export default menuRoutes;
