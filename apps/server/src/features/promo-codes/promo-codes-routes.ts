import {
  createPromoCodeSchema,
  promoCodeIdSchema,
  promoCodeListSchema,
  promoCodeUsesSchema,
  promoCodeViewSchema,
  updatePromoCodeSchema,
} from '@bistro/contract/promo-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { callerOf } from '../../plugins/app/authentication.ts';

const params = z.object({ id: promoCodeIdSchema });

/** Admins create promo codes, list them with their uses, pause and resume them, and read each one's uses. */
const promoCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/promo-codes',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'Creates a promo code: a percent or an amount off, with its rules (admin); 409 if the code exists',
        body: createPromoCodeSchema,
        response: { 201: promoCodeViewSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await app.promoCodes.create(request.body, callerOf(request))),
  );

  app.get(
    '/promo-codes',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'Every promo code, newest first, with its held and counted uses (admin)',
        response: { 200: promoCodeListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => app.promoCodes.list(),
  );

  app.patch(
    '/promo-codes/:id',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'Pauses a promo code (diners are refused it) or resumes it (admin)',
        params,
        body: updatePromoCodeSchema,
        response: { 200: promoCodeViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => app.promoCodes.setPaused(request.params.id, request.body.paused, callerOf(request)),
  );

  app.get(
    '/promo-codes/:id/uses',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'A promo code’s uses, newest first: the order, the diner, held, counted or released, and when (admin)',
        params,
        response: { 200: promoCodeUsesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => app.promoCodes.usesOf(request.params.id),
  );
};

export default promoCodesRoutes;
