// The sites the browser tests run against, each a real `npm start` on its own data: started by
// global-setup.ts before the first test, stopped after the last. The config and the tests read
// their addresses here.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const base = Number(process.env.E2E_PORT ?? 5055);

export const ports = {
  main: base,
  /** The local OpenID provider standing in for Google. */
  oidc: base + 1,
  firebase: base + 2,
  firstProcess: base + 3,
  secondProcess: base + 4,
  rules: base + 10,
  euro: base + 11,
  postgres: base + 14,
  /** The S3-compatible object store of the two processes' pictures and backups. */
  objectStore: base + 15,
  /** network-failures.spec.ts's relay to the main site. */
  relay: base + 20,
  /** orders.spec.ts's relay between the cook's tablet and the main site. */
  kitchenRelay: base + 21,
  /** The euro site's geocoder: a stand-in for a Nominatim search service (paris.ts's places). */
  geocoder: base + 22,
  /** Firebase's Auth emulator (its hub and logging take the next two ports). */
  emulator: Number(process.env.E2E_FIREBASE_EMULATOR_PORT ?? 9099),
};

const local = (port: number) => `http://localhost:${port}`;

/** Every site's restaurant time zone: E2E_TIME_ZONE, else the configuration's default (UTC). */
export const timeZone = process.env.E2E_TIME_ZONE ?? 'UTC';

/**
 * A throwaway directory, made once per run: kept in the environment, so that the test workers
 * (which load the config again) find the same one.
 */
function runDirectory(variable: string, label: string): string {
  process.env[variable] ??= mkdtempSync(path.join(os.tmpdir(), `bistro-e2e-${label}-`));
  return process.env[variable];
}

/**
 * Each site's one administrator by configuration (ADMIN_EMAILS), signed up and confirmed by the
 * global set-up. The tests' administrators and kitchen staff are new accounts it promotes through
 * the users API, as the Users page does (fixtures.ts).
 */
export const rootAdmin = { name: 'Rosa Root', email: 'root-admin@bistro.test', password: 'bistro-root-secret-1' };

/** Listed in ADMIN_EMAILS for the tests of that list itself: an administrator once confirmed. */
export const listedAdminEmail = 'boss@bistro.test';

/** Google sign-in goes to the local OpenID provider instead of Google. */
export const google = {
  GOOGLE_ISSUER: local(ports.oidc),
  GOOGLE_CLIENT_ID: 'bistro-e2e',
  GOOGLE_CLIENT_SECRET: 'bistro-e2e-secret',
};

export interface Site {
  name: string;
  url: string;
  /** Its DATA_DIR, whose outbox holds the site's mail. */
  dataDir: string;
  env: Record<string, string>;
}

function site(name: string, port: number, dataDir: string, env: Record<string, string> = {}): Site {
  return {
    name,
    url: local(port),
    dataDir,
    env: {
      PORT: String(port),
      // No PUBLIC_URL, as on a fresh install: the site answers at localhost and 127.0.0.1 alike.
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Many sign-ins from one address in a few minutes; production keeps the default.
      AUTH_RATE_LIMIT: '600',
      ADMIN_EMAILS: [rootAdmin.email, listedAdminEmail].join(','),
      // Each scheduled backup is restored into a scratch database: work the tests do not need;
      // backups.spec.ts takes its own.
      BACKUP_EVERY: 'off',
      // The restaurant's clock: `npm run test:any-hour` picks zones where it is late evening,
      // just past midnight, early morning and lunchtime (docs/testing.md).
      RESTAURANT_TIME_ZONE: timeZone,
      ...env,
    },
  };
}

/** The bucket the two processes keep their pictures and backups in (made by the global set-up). */
export const objectStoreBucket = 'bistro-e2e';

// Two app processes of one site, as on two machines: each its own DATA_DIR, one PostgreSQL
// database, one object store for pictures and backups, the same secrets (docs/deploy.md).
const severalMachines = {
  INSTANCES: '2',
  DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:${ports.postgres}/bistro`,
  AUTH_SECRET: 'e2e-shared-auth-secret-for-both-processes',
  JWT_SECRET: 'e2e-shared-jwt-secret-for-both-processes-0',
  S3_BUCKET: objectStoreBucket,
  S3_ENDPOINT: local(ports.objectStore).replace('localhost', '127.0.0.1'),
  S3_ACCESS_KEY_ID: 'bistro-test',
  S3_SECRET_ACCESS_KEY: 'bistro-test-secret',
  S3_FORCE_PATH_STYLE: 'true',
  BACKUP_DIR: `s3://${objectStoreBucket}/backups`,
  // Stopped at the end of the run: no load balancer to wait for.
  SHUTDOWN_NOTICE_SECONDS: '0',
};

export const sites = {
  /** The site as a new install runs it: the embedded database, Google sign-in on. */
  main: site('site', ports.main, runDirectory('E2E_DATA_DIR', 'main'), google),
  /**
   * The same on a site of its own for the specs that change the menu or the restaurant's rules;
   * it takes guests' table bookings (guest-booking.spec.ts).
   */
  rules: site('rules site', ports.rules, runDirectory('E2E_RULES_DATA_DIR', 'rules'), {
    ...google,
    GUEST_BOOKINGS: 'true',
  }),
  /**
   * A restaurant in Paris, in euros, whose prices include VAT (10 %, drinks 20 %), written as in
   * France (bill.spec.ts), in five languages (languages.spec.ts); it finds addresses with a
   * geocoder (delivery-distance.spec.ts).
   */
  euro: site('euro site', ports.euro, runDirectory('E2E_EURO_DATA_DIR', 'euro'), {
    RESTAURANT_CURRENCY: 'EUR',
    RESTAURANT_LOCALE: 'fr-FR',
    TAX_PRICES: 'inclusive',
    TAX_RATE: '10',
    TAX_RATES: 'drinks:20',
    GEOCODER_URL: `http://127.0.0.1:${ports.geocoder}`,
    // Offered in every language the product has (languages.spec.ts); English first, as the bill's tests read it.
    RESTAURANT_LANGUAGES: 'en,fr,es,de,ar',
  }),
  /** The site on Firebase Authentication, against Firebase's Auth emulator. */
  firebase: site('firebase site', ports.firebase, runDirectory('E2E_FIREBASE_DATA_DIR', 'firebase'), {
    PUBLIC_URL: local(ports.firebase),
    // The emulator's tokens are unsigned; the server accepts them only in tests.
    NODE_ENV: 'test',
    IDENTITY_SERVICE: 'firebase',
    FIREBASE_PROJECT_ID: 'demo-bistro',
    FIREBASE_API_KEY: 'demo-api-key',
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.emulator}`,
  }),
  firstProcess: site('first process', ports.firstProcess, runDirectory('E2E_FIRST_DATA_DIR', 'first'), severalMachines),
  secondProcess: site(
    'second process',
    ports.secondProcess,
    runDirectory('E2E_SECOND_DATA_DIR', 'second'),
    severalMachines,
  ),
};
