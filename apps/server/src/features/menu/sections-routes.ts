import { deletedSchema } from '@bistro/contract/answers';
import {
  createMenuSectionSchema,
  menuSectionIdSchema,
  menuSectionListSchema,
  menuSectionSchema,
  updateMenuSectionSchema,
} from '@bistro/contract/menu-sections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';

/** The menu's sections (docs/menu-sections.md): anyone reads them, admins shape them. */
const sectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const params = z.object({ id: menuSectionIdSchema });
  const adminErrors = errorResponses(400, 401, 403, 404, 409);

  app.get(
    '/menu/sections',
    {
      schema: {
        summary: 'The menu’s sections, hidden ones too, in the owner’s order (public)',
        response: { 200: menuSectionListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return [...(await app.menuRepository.snapshot()).sections];
    },
  );

  app.post(
    '/menu/sections',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary:
          'Adds a section (admin), last unless a position is given, its address /order/<SLUG> made from its name unless a slug is given',
        body: createMenuSectionSchema,
        response: { 201: menuSectionSchema, ...adminErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await app.menuRepository.sections.create(request.body)),
  );

  app.patch(
    '/menu/sections/:id',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'Renames, moves (position), hides, or sets the hours, line, banner or slug of a section (admin)',
        params,
        body: updateMenuSectionSchema,
        response: { 200: menuSectionSchema, ...adminErrors },
      },
    },
    async (request) => app.menuRepository.sections.update(request.params.id, request.body),
  );

  app.delete(
    '/menu/sections/:id',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'Deletes a section (admin); refused (409) while a dish is in it and in no other',
        params,
        response: { 200: deletedSchema, ...adminErrors },
      },
    },
    async (request) => {
      await app.menuRepository.sections.remove(request.params.id);
      return { deletedCount: 1 };
    },
  );
};

export default sectionsRoutes;
