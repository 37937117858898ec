import { deletedSchema, modifiedSchema } from '@bistro/contract/answers';
import { apiErrorSchema } from '@bistro/contract/errors';
import {
  adminStatusSchema,
  createUserResponseSchema,
  createUserSchema,
  emailSchema,
  type Role,
  userIdSchema,
  userSchema,
} from '@bistro/contract/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/app/authentication.ts';

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users',
    {
      preValidation: app.requireSelf('body'),
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
      preValidation: app.requireSelf('params', { allowAdmin: true }),
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

  const adminErrors = {
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
  };

  app.get(
    '/users',
    {
      preValidation: app.requireAdmin,
      schema: { summary: 'All users (admin)', response: { 200: z.array(userSchema), ...adminErrors } },
    },
    async () =>
      (await app.usersRepository.listAll()).map((user) => ({
        _id: user.id,
        name: user.name,
        email: user.email,
        role: user.role as Role,
      })),
  );

  app.patch(
    '/users/admin/:id',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'Makes a user an administrator (admin)',
        params: userIdSchema,
        response: { 200: modifiedSchema, ...adminErrors },
      },
    },
    async (request) => ({ modifiedCount: await app.usersRepository.promote(request.params.id) }),
  );

  app.delete(
    '/users/:id',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'Deletes a user and ends their sessions (admin)',
        params: userIdSchema,
        response: { 200: deletedSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Only an admin deletes, never themselves: so the last administrator always remains.
      if (id === callerOf(request).id) throw app.httpErrors.conflict('You cannot delete your own account');
      return { deletedCount: await app.usersRepository.remove(id) };
    },
  );
};

export default usersRoutes;
