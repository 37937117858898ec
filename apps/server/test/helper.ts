import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@bistro/contract/identity';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { inject, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/config/env.ts';
import { type DatabaseHandle, pgliteHandle, postgresHandle } from '../src/db/connect.ts';
import type { Clock } from '../src/plugins/app/clock.ts';

/** `emptyPglitePath`: an embedded database no migration has touched, dumped (see empty-pglite.ts). */
export type TestDatabase = { emptyPglitePath: string } & (
  | { kind: 'pglite'; templatePath: string }
  /** `oldestServerUrl`: a server of the oldest PostgreSQL release the docs support, for the way up. */
  | { kind: 'postgres'; serverUrl: string; template: string; oldestServerUrl: string }
);

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

async function createPostgresDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  return `${serverUrl}/${name}`;
}

function postgresTier() {
  const target = inject('testDatabase');
  if (target.kind !== 'postgres') throw new Error('this test needs the PostgreSQL test tier');
  return target;
}

const databaseName = () => `test_${randomUUID().replaceAll('-', '')}`;

/** A fresh, migrated PostgreSQL database cloned from the template; its URL (PostgreSQL tier only). */
export async function createPostgresTestDatabase(): Promise<string> {
  const target = postgresTier();
  return createPostgresDatabase(target.serverUrl, databaseName(), target.template);
}

/** A new, empty PostgreSQL database: no tables, no migrations; its URL (PostgreSQL tier only). */
export async function createEmptyPostgresDatabase(): Promise<string> {
  return createPostgresDatabase(postgresTier().serverUrl, databaseName());
}

/** An empty database on the oldest PostgreSQL release the docs support; its URL (PostgreSQL tier only). */
export async function createOldestPostgresDatabase(): Promise<string> {
  return createPostgresDatabase(postgresTier().oldestServerUrl, databaseName());
}

/** The site's address in tests (PUBLIC_URL): requests to the identity service come from this origin. */
export const TEST_ORIGIN = 'http://localhost:5000';

/** Test configuration: quiet, a throwaway data dir, no web build unless a test gives one. */
export async function testConfig(env: Record<string, string> = {}): Promise<AppConfig> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bistro-data-'));
  return loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '',
    PUBLIC_URL: TEST_ORIGIN,
    // A test that wants scheduled backups turns them on.
    BACKUP_EVERY: 'off',
    ...env,
  });
}

/**
 * The real app on a fresh database, ready for `app.inject`. Close it after the tests
 * (`afterAll(() => app.close())`); that also drops the database handle.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  {
    clock,
    logger = false,
    beforeReady,
  }: {
    clock?: Clock;
    logger?: FastifyServerOptions['logger'];
    /** Adds hooks (a test's measurements) before the app starts. */
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<FastifyInstance> {
  const database = await createTestDatabase();
  const app = await buildApp({ config: await testConfig(env), database, logger, ...(clock ? { clock } : {}) });
  app.addHook('onClose', () => database.close());
  beforeReady?.(app);
  await app.ready();
  return app;
}

/** The real app on a database the test opened itself (left open when the app closes). */
export async function buildAppOnHandle(
  config: AppConfig,
  database: DatabaseHandle,
  clock?: Clock,
): Promise<FastifyInstance> {
  const app = await buildApp({ config, database, logger: false, ...(clock ? { clock } : {}) });
  await app.ready();
  return app;
}

/**
 * The real app on the data `env` names, opened as `npm start` opens it: the embedded database in
 * DATA_DIR, or DATABASE_URL (a restored shop, for instance).
 */
export async function buildAppOnData(env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '',
    PUBLIC_URL: TEST_ORIGIN,
    BACKUP_EVERY: 'off',
    ...env,
  });
  const app = await buildApp({ config, logger: false });
  await app.ready();
  return app;
}

export interface SignedIn {
  user: { id: string; email: string; role: Role; name: string };
  headers: { authorization: string };
}

/**
 * Signs requests in as a user or an admin without going through the identity service:
 * records the user and issues a real API token for them.
 */
export async function signInAs(
  app: FastifyInstance,
  {
    email,
    role = 'user',
    name = 'Test User',
    confirmed = true,
  }: {
    email: string;
    role?: Role;
    name?: string /** Whether its address is confirmed (as most diners' are). */;
    confirmed?: boolean;
  },
): Promise<SignedIn> {
  const created = await app.usersRepository.ensure({ name, email, admin: false, emailConfirmed: confirmed });
  if (role !== created.role) await app.usersRepository.setRole(created.id, role);
  const user = { id: created.id, email: created.email, role, name: created.name };
  const token = await app.tokens.issue({ id: user.id, email: user.email, role, version: created.tokenVersion });
  return { user, headers: { authorization: `Bearer ${token}` } };
}

/** A request through the app as this person (null: nobody signed in), with a JSON body if given. */
export function requestAs(
  app: FastifyInstance,
  who: SignedIn | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, ...(who ? { headers: who.headers } : {}), ...(payload ? { payload } : {}) });
}

/** A clock the test moves by hand. */
export function testClock(start = new Date('2026-11-22T12:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(seconds: number) {
      now += seconds * 1000;
    },
    set(at: Date | string) {
      now = new Date(at).getTime();
    },
  };
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

/** The test provider's card that succeeds. */
export const GOOD_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };

/**
 * Puts these dishes in the user's cart (one of each per mention) and pays for them with the test
 * provider's good card, as the browser does (with what else `checkout` asks: a delivery, a
 * phone); answers the paid order's id and its intent.
 */
export async function buyDishes(
  app: FastifyInstance,
  who: SignedIn,
  menuIds: string[],
  checkout: object = {},
): Promise<{ orderId: string; transactionId: string }> {
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: who.headers, payload });
  const cartIds = new Set<string>();
  for (const menuID of menuIds)
    cartIds.add((await post('/api/carts', { email: who.user.email, menuID })).json().insertedId);
  const { clientSecret, orderId } = (await post('/api/create-payment-intent', checkout)).json();
  const { paymentIntent } = (await post('/api/payments/test/confirm', { clientSecret, card: GOOD_CARD })).json();
  const recorded = await post('/api/payments', {
    email: who.user.email,
    transactionId: paymentIntent.id,
    cartIds: [...cartIds],
  });
  if (recorded.statusCode !== 200) throw new Error(`payment not recorded: ${recorded.body}`);
  return { orderId, transactionId: paymentIntent.id };
}

export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  text: string;
  /** The first link in the text. */
  link: string | null;
}

/** Undoes quoted-printable, as nodemailer writes long lines. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Words a header wrote as RFC 2047 encoded words (a subject beyond ASCII: `=?UTF-8?Q?…?=`), as read. */
const decodeEncodedWords = (value: string) =>
  value.replace(/=\?UTF-8\?([QB])\?(.*?)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );

/** The messages the app wrote to its outbox (DATA_DIR/outbox), oldest first. */
export async function outboxMessages(app: FastifyInstance): Promise<OutboxMessage[]> {
  if (app.mailer.kind !== 'outbox') throw new Error('this app sends mail by SMTP, not to the outbox');
  const dir = app.mailer.dir;
  const files = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (name) => {
      const eml = await readFile(path.join(dir, name), 'utf8');
      const [head = '', ...rest] = eml.split('\n\n');
      // A long header goes on over lines that start with a space (folded).
      const header = (field: string) =>
        decodeEncodedWords(new RegExp(`^${field}: (.*(?:\\n[ \\t].*)*)`, 'mi').exec(head)?.[1] ?? '').replace(
          /\n[ \t]+/g,
          ' ',
        );
      const body = rest.join('\n\n');
      const text = /quoted-printable/i.test(header('Content-Transfer-Encoding')) ? decodeQuotedPrintable(body) : body;
      return {
        file: name,
        to: header('To'),
        subject: header('Subject'),
        text,
        link: /https?:\/\/\S+/.exec(text)?.[0] ?? null,
      };
    }),
  );
}

/** Waits until a message to `to` with this subject is in the outbox (mail goes out in the background). */
export async function waitForMail(app: FastifyInstance, to: string, subject: RegExp): Promise<OutboxMessage> {
  return vi.waitFor(
    async () => {
      const found = (await outboxMessages(app)).findLast(
        (message) => message.to.includes(to) && subject.test(message.subject),
      );
      if (!found) throw new Error(`no message to ${to} matching ${subject}`);
      return found;
    },
    { timeout: 5000, interval: 50 },
  );
}

interface RawResponse {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: parsed JSON of any shape, as light-my-request's json() answers it.
  json(): any;
}

/**
 * Sends a request over real HTTP to an app listening on 127.0.0.1, with the path exactly as
 * given: `app.inject` (like a browser) would resolve `..` and `.` segments before sending.
 */
export async function sendRaw(
  app: FastifyInstance,
  {
    method,
    path: rawPath,
    headers = {},
    body,
  }: { method: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<RawResponse> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: rawPath, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          statusCode: response.statusCode ?? 0,
          headers: response.headers,
          text,
          json: () => JSON.parse(text),
        });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A request body of one file, as a browser's form sends it (multipart/form-data): its payload and content type. */
export function multipartFile(
  file: Buffer | string,
  { field, filename, type }: { field: string; filename: string; type: string },
) {
  const boundary = '----bistro-test-upload';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(file), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a small dish picture as an admin does (POST /api/images); answers the address it is shown at. */
export async function uploadPicture(app: FastifyInstance, admin: SignedIn): Promise<string> {
  const picture = await sharp({
    create: { width: 300, height: 200, channels: 3, background: { r: 20, g: 120, b: 40 } },
  })
    .png()
    .toBuffer();
  const upload = multipartFile(picture, { field: 'image', filename: 'dish.png', type: 'image/png' });
  const response = await app.inject({
    method: 'POST',
    url: '/api/images',
    payload: upload.payload,
    headers: { ...admin.headers, ...upload.headers },
  });
  if (response.statusCode !== 200) throw new Error(`the picture was not uploaded: ${response.body}`);
  return response.json().data.display_url;
}
