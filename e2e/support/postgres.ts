// A throwaway PostgreSQL server for the browser tests that run two app processes on one
// database (two-processes.spec.ts). Started by playwright.config.ts; stopped with its process.
import { startPostgresServer } from '../../apps/server/test/postgres-server.ts';

const port = Number(process.env.E2E_PG_PORT ?? 5069);
const server = await startPostgresServer({ port });
await server.createDatabase('bistro');
console.log(`PostgreSQL for the browser tests at ${server.serverUrl}/bistro`);

const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
