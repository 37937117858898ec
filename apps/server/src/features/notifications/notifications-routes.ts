import { myNotificationsSchema, notificationChoicesSchema } from '@bistro/contract/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { callerOf } from '../../plugins/app/authentication.ts';

/** What each of the restaurant's people is told of new orders and booking requests (staff, admins: their own). */
const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications/me',
    {
      preValidation: app.requireStaff,
      schema: {
        summary:
          'Whether the caller is mailed and texted of each new paid order and booking request, the phone texts go to, and whether the site sends texts (staff, admins)',
        response: { 200: myNotificationsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => app.notifications.mine(callerOf(request).id),
  );

  app.put(
    '/notifications/me',
    {
      preValidation: app.requireStaff,
      schema: {
        summary:
          'Chooses a mail and a text message of each new paid order and booking request; texts need SMS_URL and a phone with its country code on the profile, 409 otherwise (staff, admins)',
        body: notificationChoicesSchema,
        response: { 200: myNotificationsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => app.notifications.choose(callerOf(request).id, request.body),
  );
};

export default notificationsRoutes;
