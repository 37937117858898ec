import { pauseRequestSchema, restaurantSettingsSchema, restaurantStatusSchema } from '@bistro/contract/restaurant';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { callerOf } from '../../plugins/app/authentication.ts';

const errors = errorResponses(400, 401, 403);

/** The restaurant's rules: what diners see before ordering, the admins' settings, the kitchen's pause. */
const restaurantRoutes: FastifyPluginAsyncZod = async (app) => {
  const status = () => app.restaurant.status(app.clock.now());

  app.get(
    '/restaurant',
    {
      schema: {
        summary: 'Opening hours, whether it is open or paused now, and the pickup times on offer (public)',
        response: { 200: restaurantStatusSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return status();
    },
  );

  app.get(
    '/restaurant/settings',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'The opening hours and pickup rules (admin)',
        response: { 200: restaurantSettingsSchema, ...errors },
      },
    },
    async () => app.restaurant.settings(),
  );

  app.put(
    '/restaurant/settings',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'Sets the opening hours (a week and dated exceptions) and pickup rules (admin)',
        body: restaurantSettingsSchema,
        response: { 200: restaurantStatusSchema, ...errors },
      },
    },
    async (request) => {
      await app.restaurant.saveSettings(request.body, callerOf(request));
      return status();
    },
  );

  app.put(
    '/restaurant/pause',
    {
      preValidation: app.requireStaff,
      schema: {
        summary: 'Pauses online ordering for some minutes or until resumed, with a message to diners (staff, admin)',
        body: pauseRequestSchema,
        response: { 200: restaurantStatusSchema, ...errors },
      },
    },
    async (request) => {
      await app.restaurant.pause(app.clock.now(), request.body);
      return status();
    },
  );

  app.delete(
    '/restaurant/pause',
    {
      preValidation: app.requireStaff,
      schema: {
        summary: 'Takes online orders again (staff, admin)',
        response: { 200: restaurantStatusSchema, ...errors },
      },
    },
    async () => {
      await app.restaurant.resume();
      return status();
    },
  );
};

export default restaurantRoutes;
