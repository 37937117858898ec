import { intlLocaleOf } from '@bistro/contract/languages';
import { MENU_CSV_MAX_BYTES, menuImportQuerySchema, menuImportResultSchema } from '@bistro/contract/menu-csv';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { readSingleUpload } from '../../http/single-upload.ts';
import { callerOf } from '../../plugins/app/authentication.ts';
import { wordsOf } from '../languages/index.ts';
import { menuCsv } from './menu-csv.ts';
import { menuCsvDish, menuCsvNames } from './menu-csv-columns.ts';
import { importMenuCsv } from './menu-import.ts';

/** The menu as a spreadsheet (admins): the whole menu out as CSV, and a CSV file in. docs/menu-csv.md */
const menuCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MENU_CSV_MAX_BYTES, files: 1, fields: 0 } });

  app.get(
    '/menu/export.csv',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'The whole menu as CSV, the columns POST /api/menu/import reads (admin)',
        produces: ['text/csv'],
        response: { 200: z.string().describe('UTF-8 CSV with a byte order mark'), ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      const [dishes, groups, sections] = await Promise.all([
        app.menuRepository.rowsWithGroups(),
        app.menuRepository.options.names(),
        app.menuRepository.sections.list(),
      ]);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="menu.csv"')
        .send(menuCsv(dishes.map(menuCsvDish), menuCsvNames(groups, sections), app.brand.languages()));
    },
  );

  app.post(
    '/menu/import',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary:
          'Adds and changes dishes from a CSV file in the multipart field `file` (admin), all or nothing; a 400 lists every bad line and column in details.problems; ?dryRun=true writes nothing',
        consumes: ['multipart/form-data'],
        querystring: menuImportQuerySchema,
        response: { 200: menuImportResultSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request) =>
      importMenuCsv(
        { db: app.database.db, menu: app.menuRepository, audit: app.audit },
        await readSingleUpload(request, {
          field: 'file',
          tooLarge: wordsOf('refusal.csvTooLarge', (language) => ({
            size: new Intl.NumberFormat(intlLocaleOf(language)).format(MENU_CSV_MAX_BYTES / 1024 / 1024),
          })),
          malformed: 'Send one CSV file, alone, in the multipart field "file"',
        }),
        { dryRun: request.query.dryRun, by: callerOf(request), languages: app.brand.languages() },
      ),
  );
};

export default menuCsvRoutes;
