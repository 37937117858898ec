import { healthSchema, publicConfigSchema } from '@bistro/contract/site-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppConfig, publicConfig } from '../../config/env.ts';
import { ownerSettings, siteConfigWith } from '../brand/index.ts';

/** Liveness with a database round trip, and the browser-safe runtime settings. */
const healthRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness, with a database round trip; 503 while the process stops (take it out of rotation)',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (app.shutdown.draining) return reply.code(503).send({ status: 'draining', database: app.database.kind });
      await app.database.ping();
      return { status: 'ok' as const, database: app.database.kind };
    },
  );

  const browserConfig = publicConfig(config);
  app.get(
    '/config',
    {
      schema: {
        summary: 'The browser-safe runtime settings, with the restaurant’s brand and home page',
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return siteConfigWith(browserConfig, ownerSettings(app.brand));
    },
  );
};

export default healthRoutes;
