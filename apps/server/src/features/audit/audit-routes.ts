import { AUDIT_PAGE_MAX, auditLogSchema, auditQuerySchema } from '@bistro/contract/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvStreamSchema } from '../../http/csv.ts';
import { errorResponses } from '../../http/error-responses.ts';

const errors = errorResponses(400, 401, 403);

/** The audit log, for admins: read only (no route changes or deletes an entry). */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: `The audit log, newest first (at most ${AUDIT_PAGE_MAX}): of the restaurant's days from–to, an action or a kind, a person (admin)`,
        querystring: auditQuerySchema,
        response: { 200: auditLogSchema, ...errors },
      },
    },
    async (request) => ({ entries: await app.audit.list(request.query, AUDIT_PAGE_MAX) }),
  );

  app.get(
    '/audit-log.csv',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'The same entries, every one, as CSV: formula-safe, UTF-8 with a byte order mark (admin)',
        querystring: auditQuerySchema,
        produces: ['text/csv'],
        response: { 200: csvStreamSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const name = ['audit-log', from, to].filter(Boolean).join('-');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.csv"`)
        .send(await app.audit.csv(request.query));
    },
  );
};

export default auditRoutes;
