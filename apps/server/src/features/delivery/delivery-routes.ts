import { deletedSchema } from '@bistro/contract/answers';
import {
  coordinatesSchema,
  deliveryLocateSchema,
  deliveryQuoteRequestSchema,
  deliveryQuoteSchema,
  deliverySetupSchema,
  publicDeliverySetupSchema,
  SAVED_ADDRESSES_MAX,
  saveAddressSchema,
  savedAddressIdSchema,
  savedAddressSchema,
} from '@bistro/contract/delivery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { notFound } from '../../http/problems.ts';
import { callerOf } from '../../plugins/app/authentication.ts';
import { wordsOf } from '../languages/index.ts';
import { quoteOf } from './delivery-service.ts';

/** Quotes one client address may ask for a minute: a diner types a few addresses, a script many (each may reach the geocoder). */
const QUOTES_PER_MINUTE = 20;

const ownerSetupSchema = deliverySetupSchema.and(
  z.object({ geocoder: z.boolean().describe('Whether GEOCODER_URL is set: without it only postcode zones work') }),
);

/** Delivery (docs/delivery.md): the owner's zones and fees, and the quote an address gets. */
const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/delivery/setup',
    {
      schema: {
        summary: 'Whether the restaurant delivers, its location, zones, fees and minimums, and times (public)',
        response: { 200: publicDeliverySetupSchema },
      },
    },
    async () => app.delivery.publicSetup(),
  );

  app.get(
    '/delivery/setup/full',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'The delivery set-up with the owner’s notes, and whether a geocoder is set (admin)',
        response: { 200: ownerSetupSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ ...(await app.delivery.setup()), geocoder: app.delivery.hasGeocoder }),
  );

  app.put(
    '/delivery/setup',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'Sets delivery: on or off, the restaurant’s location, zones by radius or postcode, times (admin)',
        body: deliverySetupSchema,
        response: { 200: deliverySetupSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => app.delivery.saveSetup(request.body),
  );

  app.post(
    '/delivery/locate',
    {
      preValidation: app.requireAdmin,
      config: { rateLimit: { max: QUOTES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        summary: 'Finds the restaurant’s location from its address through the geocoder (admin), or 422 saying why not',
        body: deliveryLocateSchema,
        response: { 200: coordinatesSchema, ...errorResponses(400, 401, 403, 422, 429) },
      },
    },
    async (request) => app.delivery.locateRestaurant(request.body.address),
  );

  app.post(
    '/delivery/quote',
    {
      config: { rateLimit: { max: QUOTES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        summary:
          'The zone, fee, minimum order and arrival estimate for an address (the cheapest zone that takes it), or 422 saying why it cannot be delivered to',
        body: deliveryQuoteRequestSchema,
        response: { 200: deliveryQuoteSchema, ...errorResponses(400, 422, 429) },
      },
    },
    async (request) => quoteOf(await app.delivery.termsFor(request.body.address)),
  );

  app.get(
    '/me/addresses',
    {
      schema: {
        summary: 'The addresses the caller keeps, to choose at checkout, oldest first (signed in)',
        response: { 200: z.array(savedAddressSchema), ...errorResponses(401) },
      },
    },
    async (request) => app.savedAddresses.list(callerOf(request).id),
  );

  app.post(
    '/me/addresses',
    {
      schema: {
        summary: `Keeps an address for the caller, with a name of theirs; 409 past ${SAVED_ADDRESSES_MAX} (signed in)`,
        body: saveAddressSchema,
        response: { 201: savedAddressSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await app.savedAddresses.add(callerOf(request).id, request.body)),
  );

  app.delete(
    '/me/addresses/:id',
    {
      schema: {
        summary: 'Forgets one of the caller’s addresses; another’s is answered as none (signed in)',
        params: savedAddressIdSchema,
        response: { 200: deletedSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      if (!(await app.savedAddresses.remove(callerOf(request).id, request.params.id))) {
        throw notFound(wordsOf('refusal.noSavedAddress'));
      }
      return { deletedCount: 1 };
    },
  );
};

export default deliveryRoutes;
