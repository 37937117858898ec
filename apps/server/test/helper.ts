import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/config/env.ts';
import { type DatabaseHandle, pgliteHandle, postgresHandle } from '../src/db/connect.ts';

export type TestDatabase =
  | { kind: 'pglite'; templatePath: string }
  | { kind: 'postgres'; serverUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabase;
  }
}

/** A fresh, migrated database for one test file: a PGlite copy or a PostgreSQL database cloned from the template. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') {
    const dump = await readFile(target.templatePath);
    return pgliteHandle(await PGlite.create({ loadDataDir: new Blob([dump]) }));
  }
  return postgresHandle(await createPostgresTestDatabase());
}

/** A fresh, migrated PostgreSQL database cloned from the template; its URL (PostgreSQL tier only). */
export async function createPostgresTestDatabase(): Promise<string> {
  const target = inject('testDatabase');
  if (target.kind !== 'postgres') throw new Error('createPostgresTestDatabase needs the PostgreSQL test tier');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: `${target.serverUrl}/postgres` });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${target.template}`);
  } finally {
    await admin.end();
  }
  return `${target.serverUrl}/${name}`;
}

/** Test configuration: quiet, a throwaway data dir, no web build unless a test gives one. */
export async function testConfig(env: Record<string, string> = {}): Promise<AppConfig> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bistro-data-'));
  return loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST_DIR: '', ...env });
}

/**
 * The real app on a fresh database, ready for `app.inject`. Close it after the tests
 * (`afterAll(() => app.close())`); that also drops the database handle.
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const database = await createTestDatabase();
  const app = await buildApp({ config: await testConfig(env), database, logger: false });
  app.addHook('onClose', () => database.close());
  await app.ready();
  return app;
}

export interface SignedIn {
  user: { id: string; email: string; role: 'user' | 'admin' };
  headers: { authorization: string };
}

/**
 * Signs requests in as a user or an admin without going through the identity service:
 * records the user and issues a real API token for them.
 */
export async function signInAs(
  app: FastifyInstance,
  { email, role = 'user', name = 'Test User' }: { email: string; role?: 'user' | 'admin'; name?: string },
): Promise<SignedIn> {
  const record = await app.usersRepository.ensure({ name, email, admin: role === 'admin' });
  const user = { id: record.id, email: record.email, role: record.role as 'user' | 'admin' };
  return { user, headers: { authorization: `Bearer ${await app.tokens.issue(user)}` } };
}

/** Signs up through the identity service as the browser does; returns the session cookie. */
export async function signUpWithIdentity(
  app: FastifyInstance,
  { name = 'Test User', email, password = 'secret-pass' }: { name?: string; email: string; password?: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: 'http://localhost:5000' },
    payload: { name, email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return sessionCookie(response.headers['set-cookie']);
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie request header. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  return [setCookie ?? []]
    .flat()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Puts these dishes in the user's cart and pays for them with the test provider's good card. */
export async function buyDishes(app: FastifyInstance, who: SignedIn, menuIds: string[]): Promise<void> {
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: who.headers, payload });
  const cartIds: string[] = [];
  for (const menuID of menuIds)
    cartIds.push((await post('/api/carts', { email: who.user.email, menuID })).json().insertedId);
  const { clientSecret } = (await post('/api/create-payment-intent', {})).json();
  const card = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
  const { paymentIntent } = (await post('/api/payments/test/confirm', { clientSecret, card })).json();
  const recorded = await post('/api/payments', { email: who.user.email, transactionId: paymentIntent.id, cartIds });
  if (recorded.statusCode !== 200) throw new Error(`payment not recorded: ${recorded.body}`);
}
