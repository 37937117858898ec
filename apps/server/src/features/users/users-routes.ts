import { modifiedSchema } from '@bistro/contract/answers';
import {
  adminStatusSchema,
  createUserResponseSchema,
  createUserSchema,
  emailSchema,
  profileSchema,
  roleSchema,
  updateProfileSchema,
  userIdSchema,
  userSchema,
} from '@bistro/contract/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { badRequest, notFound } from '../../http/problems.ts';
import { callerOf } from '../../plugins/app/authentication.ts';
import { itemsIn, wordsOf } from '../languages/index.ts';
import type { UserRecord } from './users-repository.ts';

const profileOf = ({ name, email, phone, language }: UserRecord) => ({ name, email, phone, language });

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users',
    {
      preValidation: app.requireSelf('body'),
      schema: {
        summary: 'Creates the signed-in user’s record once; a repeat creates nothing',
        body: createUserSchema,
        response: { 200: createUserResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { user, created } = await app.usersRepository.insertIfAbsent(request.body);
      return created ? { insertedId: user.id } : { insertedId: null, message: 'user already exists' };
    },
  );

  app.get(
    '/users/me',
    {
      schema: {
        summary: 'The caller’s own record: name, email and the phone checkout starts with',
        response: { 200: profileSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await app.usersRepository.findById(callerOf(request).id);
      if (!user) throw notFound(wordsOf('refusal.accountGone'));
      return profileOf(user);
    },
  );

  app.patch(
    '/users/me',
    {
      schema: {
        summary:
          'Keeps a phone number (7–15 digits) and/or a language the site offers on the caller’s profile, or removes either with null',
        body: updateProfileSchema,
        response: { 200: profileSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { language } = request.body;
      const offered = app.brand.languages();
      if (language && !offered.includes(language)) {
        throw badRequest(
          wordsOf('refusal.languageNotOffered', (reader) => ({ language, offered: itemsIn(reader, offered) })),
        );
      }
      const user = await app.usersRepository.updateProfile(callerOf(request).id, request.body);
      if (!user) throw notFound(wordsOf('refusal.accountGone'));
      return profileOf(user);
    },
  );

  app.get(
    '/users/admin/:email',
    {
      preValidation: app.requireSelf('params', { allowAdmin: true }),
      schema: {
        summary: 'Whether this user is an administrator (asked by that user or an admin)',
        params: z.object({ email: emailSchema }),
        response: { 200: adminStatusSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await app.usersRepository.findByEmail(request.params.email);
      return { admin: user?.role === 'admin', role: user?.role ?? 'user' };
    },
  );

  const adminErrors = errorResponses(400, 401, 403, 404, 409);

  app.get(
    '/users',
    {
      preValidation: app.requireAdmin,
      schema: { summary: 'All users (admin)', response: { 200: z.array(userSchema), ...adminErrors } },
    },
    async () =>
      (await app.usersRepository.listAll()).map(({ id, name, email, role }) => ({ _id: id, name, email, role })),
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
    async (request) => ({ modifiedCount: await app.changeRole(request.params.id, 'admin', callerOf(request)) }),
  );

  app.patch(
    '/users/:id/role',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary:
          'Makes a user a customer, kitchen staff, a driver or an administrator (admin); never demotes the last admin',
        params: userIdSchema,
        body: z.object({ role: roleSchema }),
        response: { 200: modifiedSchema, ...adminErrors },
      },
    },
    async (request) => ({
      modifiedCount: await app.changeRole(request.params.id, request.body.role, callerOf(request)),
    }),
  );
};

export default usersRoutes;
