import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { listeningAddresses } from './config/local-addresses.ts';

try {
  const config = loadConfig();
  const app = await buildApp({ config });
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const bound = typeof address === 'object' && address ? address : { address: config.host, port: config.port };
  const addresses = config.publicUrlConfigured ? [config.publicUrl] : listeningAddresses(bound.address, bound.port);
  const onlyThisMachine = !config.publicUrlConfigured && !['0.0.0.0', '::'].includes(bound.address);
  const advice = [
    ...(onlyThisMachine ? ['To open it from a phone on this network, start it with HOST=0.0.0.0.'] : []),
    ...(config.publicUrlConfigured
      ? []
      : [
          `Links in mail point to ${config.publicUrl}: set PUBLIC_URL to the address people use, so that they open on their phones too.`,
        ]),
  ];
  console.log(
    `\nBistro Boss is open at ${addresses.join(', ').replace(/, ([^,]*)$/, ' and $1')} (database: ${app.database.kind})\n${advice.map((line) => `${line}\n`).join('')}`,
  );
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
