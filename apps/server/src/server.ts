import type { AddressInfo } from 'node:net';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { type AppConfig, ConfigError, loadConfig } from './config/env.ts';
import { listeningAddresses } from './config/local-addresses.ts';
import { DatabaseInUseError } from './db/embedded-lock.ts';
import { keepNewFilesPrivate, tightenPrivateFiles } from './db/private-files.ts';

// Before anything is written: the shop's files are its own.
keepNewFilesPrivate();

/** What a newcomer needs from the terminal: where the site is, where mail goes, how to become admin. */
function startUpMessage(
  config: AppConfig,
  bound: Pick<AddressInfo, 'address' | 'port'>,
  database: string,
  backups: string[],
  tightened: number,
): string {
  const addresses = config.publicUrlConfigured ? [config.publicUrl] : listeningAddresses(bound.address, bound.port);
  const onlyThisMachine = !config.publicUrlConfigured && !['0.0.0.0', '::'].includes(bound.address);
  const { transport } = config.mail;
  const whileStopped = database === 'pglite' ? ' while the site is stopped' : '';
  const lines = [
    `Bistro Boss is open at ${addresses.join(', ').replace(/, ([^,]*)$/, ' and $1')} (database: ${database})`,
    ...(onlyThisMachine ? ['To open it from a phone on this network, start it with HOST=0.0.0.0.'] : []),
    transport.kind === 'outbox'
      ? `Mail is not sent: each message is written to ${transport.dir}, and its link shown in this log (set SMTP_URL to send it).`
      : 'Mail is sent through SMTP_URL.',
    ...(config.publicUrlConfigured
      ? []
      : [
          `Links in mail point to ${config.publicUrl}: set PUBLIC_URL to the address people use, so that they open on their phones too.`,
        ]),
    `To become an administrator: sign up, then run \`npm run admin -- promote <your email>\`${whileStopped}, or list the address in ADMIN_EMAILS.`,
    ...backups,
    ...(tightened > 0
      ? [
          `Made ${tightened} files and folders in ${config.dataDir} readable by this account only: other accounts on this machine could read (or write) them.`,
        ]
      : []),
  ];
  return `\n${lines.join('\n')}\n`;
}

try {
  const config = loadConfig();
  const tightened = await tightenPrivateFiles(config.dataDir);
  const app = await buildApp({ config });
  // On SIGTERM (a deploy) or Ctrl-C: the health check fails first, while the process still
  // serves, for SHUTDOWN_NOTICE_SECONDS (the load balancer's time to notice); then live streams
  // end with a retry hint and requests in flight finish, until SHUTDOWN_TIMEOUT_SECONDS, when
  // close-with-grace ends the process whatever is left.
  const { noticeSeconds, timeoutSeconds } = config.shutdown;
  closeWithGrace({ delay: (noticeSeconds + timeoutSeconds) * 1000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    app.shutdown.begin();
    if (!err && noticeSeconds > 0) {
      app.log.info(`${signal}: the health check fails for ${noticeSeconds} s before this process stops`);
      await new Promise((resolve) => setTimeout(resolve, noticeSeconds * 1000));
    }
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const bound = typeof address === 'object' && address ? address : { address: config.host, port: config.port };
  console.log(startUpMessage(config, bound, app.database.kind, await app.backups.startUpLines(), tightened));
} catch (error) {
  if (error instanceof ConfigError || error instanceof DatabaseInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
