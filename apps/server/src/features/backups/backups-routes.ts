import path from 'node:path';
import { backupEntrySchema, backupNameSchema, backupsOverviewSchema } from '@bistro/contract/backups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config/env.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { badRequest, forbidden, notFound } from '../../http/problems.ts';
import { callerOf } from '../../plugins/app/authentication.ts';
import { wordsOf } from '../languages/index.ts';
import { BackupError } from './archive.ts';
import { CONTROL_TOKEN_HEADER, isControlToken } from './server-control.ts';

const errors = errorResponses(400, 401, 403);

/** Backups an admin may take with "Take one now" per minute. */
const TAKEN_NOW_PER_MINUTE = 3;

/** The admin's Backups page's API, and the door `npm run backup` knocks on while the server runs. */
const backupsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/backups',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary:
          'The backups in BACKUP_DIR (a folder, or the object store), newest first, and how they are taken (admin)',
        response: { 200: backupsOverviewSchema, ...errors },
      },
    },
    async () => ({
      dir: app.backups.where,
      everySeconds: config.backups.everySeconds,
      keep: config.backups.keep,
      encrypted: config.backups.passphrase !== null,
      backups: await app.backups.list(),
    }),
  );

  app.post(
    '/backups',
    {
      // Each one reads the whole shop and restores it to check it: a few a minute at most.
      config: { rateLimit: { max: TAKEN_NOW_PER_MINUTE, timeWindow: '1 minute' } },
      preValidation: app.requireAdmin,
      schema: {
        summary: `Takes a backup now, restores it into a scratch database to verify it, and lists it (admin; ${TAKEN_NOW_PER_MINUTE} a minute)`,
        response: { 201: backupEntrySchema, ...errors, ...errorResponses(429) },
      },
    },
    async (request, reply) => reply.code(201).send(await app.backups.takeVerified(callerOf(request))),
  );

  app.get(
    '/backups/:name',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'Downloads one backup archive (admin): it holds the diners’ personal data',
        params: z.object({ name: backupNameSchema }),
        produces: ['application/octet-stream'],
        response: { 200: z.any().describe('The archive'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const archive = await app.backups.open(name);
      if (!archive) throw notFound(wordsOf('refusal.noBackupNamed', { name }));
      return reply
        .type('application/octet-stream')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );

  app.post(
    '/backups/by-command',
    {
      schema: {
        hide: true,
        // Without `out`: into BACKUP_DIR.
        body: z.object({ out: z.string().min(1).refine(path.isAbsolute, 'out must be an absolute path').optional() }),
        response: { 200: z.object({ file: z.string(), bytes: z.number() }), ...errors },
      },
    },
    async (request) => {
      if (!isControlToken(request.headers[CONTROL_TOKEN_HEADER], app.backups.controlToken())) {
        throw forbidden('Only a command on this machine, with the token in DATA_DIR/server.json, may ask for this');
      }
      try {
        const taken = await app.backups.take(request.body.out);
        return { file: taken.file, bytes: taken.bytes };
      } catch (error) {
        if (error instanceof BackupError || (error as NodeJS.ErrnoException).code === 'EACCES') {
          throw badRequest((error as Error).message);
        }
        throw error;
      }
    },
  );
};

export default backupsRoutes;
