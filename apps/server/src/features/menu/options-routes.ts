import { deletedSchema, insertedSchema, modifiedSchema } from '@bistro/contract/answers';
import {
  type OptionGroupInput,
  optionChoiceIdSchema,
  optionGroupAdminSchema,
  optionGroupIdSchema,
  optionGroupInputSchema,
} from '@bistro/contract/options';
import { availabilitySchema } from '@bistro/contract/restaurant';
import { stockChangeSchema } from '@bistro/contract/stock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { badRequest, notFound } from '../../http/problems.ts';
import { callerOf } from '../../plugins/app/authentication.ts';
import { wordsOf } from '../languages/index.ts';

/** Option groups and their choices (docs/dish-options.md): admins shape them, staff mark choices sold out and count them. */
const optionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = app.menuRepository.options;
  /** A group's and its choices' names in the default language are their names, never translations. */
  const refuseDefaultLanguage = ({ translations, choices }: OptionGroupInput) => {
    const [defaultLanguage] = app.brand.languages();
    if ([translations, ...choices.map((choice) => choice.translations)].some((names) => names?.[defaultLanguage])) {
      throw badRequest(wordsOf('refusal.optionDefaultLanguage', { language: defaultLanguage }));
    }
  };
  const groupParams = z.object({ id: optionGroupIdSchema });
  const adminErrors = errorResponses(400, 401, 403, 404);

  app.get(
    '/option-groups',
    {
      preValidation: app.requireStaff,
      schema: {
        summary: 'Every option group with its choices and the dishes it is on (staff, admin)',
        response: { 200: z.array(optionGroupAdminSchema), ...errorResponses(401, 403) },
      },
    },
    async () => options.list(),
  );

  app.post(
    '/option-groups',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary:
          'Adds an option group with its choices in order, and their names in other languages (admin); attach it to dishes with their optionGroupIds',
        body: optionGroupInputSchema,
        response: { 200: insertedSchema, ...adminErrors },
      },
    },
    async (request) => {
      refuseDefaultLanguage(request.body);
      return { insertedId: await options.create(request.body) };
    },
  );

  app.put(
    '/option-groups/:id',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary:
          'Replaces an option group’s name, rule and choices (admin): a choice sent with its id keeps it, one left out is deleted (and cart lines holding it go); a choice’s `stock` and `parLevel`, and a group’s or choice’s `translations`, left out stay as they are',
        params: groupParams,
        body: optionGroupInputSchema,
        response: { 200: optionGroupAdminSchema, ...adminErrors },
      },
    },
    async (request) => {
      refuseDefaultLanguage(request.body);
      await app.menu.replaceGroup(request.params.id, request.body, callerOf(request));
      const group = (await options.list()).find((candidate) => candidate.id === request.params.id);
      if (!group) throw notFound(wordsOf('refusal.noOptionGroup'));
      return group;
    },
  );

  app.delete(
    '/option-groups/:id',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'Deletes an option group (admin): its dishes no longer offer it, cart lines with its choices go',
        params: groupParams,
        response: { 200: deletedSchema, ...adminErrors },
      },
    },
    async (request) => ({ deletedCount: await options.remove(request.params.id) }),
  );

  app.patch(
    '/option-choices/:id',
    {
      preValidation: app.requireStaff,
      schema: {
        summary:
          'Sets a choice’s stock count (a whole number, or null for not counted) and par level, restored at the start of each restaurant day (staff, admin)',
        params: z.object({ id: optionChoiceIdSchema }),
        body: stockChangeSchema,
        response: { 200: modifiedSchema, ...adminErrors },
      },
    },
    async (request) => {
      await app.menu.stock.set('choice', request.params.id, request.body, callerOf(request));
      return { modifiedCount: 1 };
    },
  );

  app.put(
    '/option-choices/:id/availability',
    {
      preValidation: app.requireStaff,
      schema: {
        summary: 'Marks a choice sold out for the rest of the day or until further notice, or back on (staff, admin)',
        params: z.object({ id: optionChoiceIdSchema }),
        body: availabilitySchema,
        response: { 200: modifiedSchema, ...adminErrors },
      },
    },
    async (request) => {
      const now = app.clock.now();
      const { soldOut } = request.body;
      await options.setChoiceSoldOut(
        request.params.id,
        soldOut === 'no' ? null : { at: now, until: soldOut === 'today' ? app.restaurant.endOfToday(now) : null },
      );
      return { modifiedCount: 1 };
    },
  );
};

export default optionsRoutes;
