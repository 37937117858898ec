import { apiErrorSchema } from '@bistro/contract/errors';
import { adminStatusSchema, createUserResponseSchema, createUserSchema, emailSchema } from '@bistro/contract/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users',
    {
      preHandler: app.requireSelf((request) => (request.body as { email?: string } | undefined)?.email),
      schema: {
        summary: 'Creates the signed-in user’s record once; a repeat creates nothing',
        body: createUserSchema,
        response: { 200: createUserResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const { user, created } = await app.usersRepository.insertIfAbsent(request.body);
      return created ? { insertedId: user.id } : { insertedId: null, message: 'user already exists' };
    },
  );

  app.get(
    '/users/admin/:email',
    {
      preHandler: app.requireSelf((request) => (request.params as { email?: string }).email, { allowAdmin: true }),
      schema: {
        summary: 'Whether this user is an administrator (asked by that user or an admin)',
        params: z.object({ email: emailSchema }),
        response: { 200: adminStatusSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await app.usersRepository.findByEmail(request.params.email);
      return { admin: user?.role === 'admin' };
    },
  );
};

export default usersRoutes;
