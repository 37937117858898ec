import { stat } from 'node:fs/promises';
import path from 'node:path';
import { everyInWords, spanInWords } from '@bistro/contract/backups';
import { type ScheduledJob, scheduleJob } from '../../jobs/scheduled-job.ts';
import { featurePlugin } from '../../plugins/app/feature-plugin.ts';
import { type BackupsService, createBackupsService } from './backups-service.ts';
import { removeLeftoverChangeLogs } from './embedded-change-log.ts';
import { announceServer } from './server-control.ts';
import { backupStore } from './take-backup.ts';

declare module 'fastify' {
  interface FastifyInstance {
    backups: BackupsService & {
      /** The scheduled backup (null with BACKUP_EVERY=off): `runNow()` takes one as the schedule would. */
      schedule: ScheduledJob<unknown> | null;
      /** The token a command on this machine shows to have this server take a backup (null until it listens). */
      controlToken(): string | null;
      /** What the start-up says about backups: where they go, how old the last good one is, what to fix. */
      startUpLines(): Promise<string[]>;
    };
  }
}

/** The device a folder (or the nearest existing folder above it) is on. */
async function diskOf(folder: string): Promise<number | null> {
  for (let at = path.resolve(folder); ; at = path.dirname(at)) {
    const info = await stat(at).catch(() => null);
    if (info) return info.dev;
    if (path.dirname(at) === at) return null;
  }
}

/** A URL this machine reaches the listening server at. */
function localUrl(address: ReturnType<import('node:net').Server['address']>): string | null {
  if (!address || typeof address !== 'object') return null;
  const host = ['0.0.0.0', '::'].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * Backups: the service, the schedule (BACKUP_EVERY; each one verified, failures mailed to the
 * admins) and DATA_DIR/server.json, through which `npm run backup` has this server take one.
 */
export default featurePlugin(
  'backups',
  ['database', 'clock', 'mail', 'users', 'images', 'audit'],
  async (app, { config }) => {
    // A backup cut short by a crash leaves its change log's triggers on the tables: they go now.
    if (app.database.kind === 'pglite') await removeLeftoverChangeLogs(app.database.db);
    // The object store is checked now, so that a wrong bucket or key stops the start with the
    // reason; a folder is made when the first backup is taken, and a failure then is mailed.
    if (config.backups.location.kind === 's3') await backupStore(config).check();
    const service = createBackupsService({
      config,
      database: app.database,
      pictures: app.imageStore,
      clock: app.clock,
      log: app.log,
      alert: async (subject, text) => {
        const admins = (await app.users.listAll()).filter((user) => user.role === 'admin');
        for (const admin of admins) app.sendMailInBackground({ to: admin.email, subject, text });
      },
      audit: app.audit,
    });
    const every = config.backups.everySeconds;
    let schedule: ScheduledJob<unknown> | null = null;
    if (every !== null) {
      const firstAt = app.clock.now().getTime() + Math.min(every, 60) * 1000;
      let lastAttemptAt = 0;
      schedule = scheduleJob({
        name: 'backups',
        database: app.database,
        clock: app.clock,
        log: app.log,
        dueAt: async () => {
          const last = await service.lastGood();
          const fromLast = last ? new Date(last.takenAt).getTime() + every * 1000 : firstAt;
          // After a failure, again in a quarter of the interval (at most an hour), not at once.
          return new Date(Math.max(fromLast, lastAttemptAt + Math.min(every * 250, 3_600_000)));
        },
        run: async () => {
          lastAttemptAt = app.clock.now().getTime();
          return service.takeVerified(null);
        },
      });
    }
    let control: Awaited<ReturnType<typeof announceServer>> | null = null;
    const startUpLines = async () => {
      const { where: dir, passphrase, location } = config.backups;
      const last = await service.lastGood();
      const age = last
        ? `${spanInWords((app.clock.now().getTime() - new Date(last.takenAt).getTime()) / 1000)} ago`
        : null;
      const lines = [
        every === null
          ? `Backups are not scheduled (BACKUP_EVERY=off): take them with \`npm run backup\`. ${age ? `The last good one in ${dir} was taken ${age}.` : `None is in ${dir}.`}`
          : `Backups go to ${dir} ${everyInWords(every)} (the ${config.backups.keep} newest kept); ${age ? `the last good one was taken ${age}` : 'none is there yet: the first is taken in a minute'}.`,
      ];
      const backupsDisk = config.database.kind === 'pglite' && location.kind === 'disk' ? await diskOf(dir) : null;
      const sameDisk =
        config.database.kind === 'pglite' &&
        backupsDisk !== null &&
        backupsDisk === (await diskOf(config.database.dataDir));
      if (sameDisk) {
        lines.push(
          'Warning: the backups are on the same disk as the data: a failed disk takes both. Set BACKUP_DIR to another disk, or copy them off this machine (docs/operations.md).',
        );
      }
      if (!passphrase) {
        lines.push(
          'Warning: backups are not encrypted (they hold the diners’ personal data): set BACKUP_PASSPHRASE before they leave this machine.',
        );
      }
      return lines;
    };
    app.decorate(
      'backups',
      Object.assign(service, { schedule, controlToken: () => control?.token ?? null, startUpLines }),
    );
    app.addHook('onListen', async () => {
      const url = localUrl(app.server.address());
      if (url) control = await announceServer(config.dataDir, url);
    });
    app.addHook('onClose', async () => {
      schedule?.stop();
      await control?.remove();
    });
  },
);
