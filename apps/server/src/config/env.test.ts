import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicConfig } from './env.ts';

describe('loadConfig', () => {
  it('runs on the embedded defaults with no configuration', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.host).toBe('localhost');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('data/db') });
    expect(config.webDistDir).toMatch(/apps\/web\/dist$/);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://bistro:secret@db.internal:5432/bistro' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://bistro:secret@db.internal:5432/bistro' });
  });

  it('names every bad variable at once', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(attempt).toThrowError(ConfigError);
    expect(attempt).toThrowError(/PORT:/);
    expect(attempt).toThrowError(/DATABASE_URL: DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(attempt).toThrowError(/LOG_LEVEL:/);
  });

  it('reads the restaurant’s currency, locale, tax and tips, with a plain bill in dollars by default', () => {
    expect(loadConfig({}).restaurant).toMatchObject({
      currency: 'USD',
      locale: 'en-US',
      bill: { taxPrices: 'exclusive', taxRate: 0, taxRates: {}, taxRounding: 'line', tipPresets: [10, 15, 20] },
    });
    const paris = loadConfig({
      RESTAURANT_CURRENCY: 'eur',
      RESTAURANT_LOCALE: 'fr-FR',
      TAX_PRICES: 'inclusive',
      TAX_RATE: '10',
      TAX_RATES: 'drinks:20, dessert:5.5',
      TAX_ROUNDING: 'order',
      TIP_PRESETS: '',
      RESTAURANT_TAX_NUMBER: 'FR 12 345678901',
    });
    expect(paris.restaurant).toMatchObject({
      currency: 'EUR',
      locale: 'fr-FR',
      bill: {
        taxPrices: 'inclusive',
        taxRate: 10,
        taxRates: { drinks: 20, dessert: 5.5 },
        taxRounding: 'order',
        tipPresets: [],
        taxNumber: 'FR 12 345678901',
      },
    });
    expect(publicConfig(paris).restaurant).toEqual({
      timeZone: 'UTC',
      currency: 'EUR',
      locale: 'fr-FR',
    });
    const attempt = () =>
      loadConfig({
        RESTAURANT_CURRENCY: 'EURO',
        RESTAURANT_LOCALE: 'not a locale!',
        TAX_RATES: 'wine',
        TAX_RATE: '101',
      });
    expect(attempt).toThrowError(/RESTAURANT_CURRENCY: RESTAURANT_CURRENCY must be an ISO 4217 currency code/);
    expect(attempt).toThrowError(/RESTAURANT_LOCALE: RESTAURANT_LOCALE must be a BCP 47 language tag/);
    expect(attempt).toThrowError(/TAX_RATES: write each rate as category:percent/);
    expect(attempt).toThrowError(/TAX_RATE:/);
    // Rates are per tax category, a short word of the owner's: wine is one, "red wine" is not.
    expect(loadConfig({ TAX_RATES: 'Wine:20' }).restaurant.bill.taxRates).toEqual({ wine: 20 });
    expect(() => loadConfig({ TAX_RATES: 'red wine:20' })).toThrowError(/TAX_RATES.red wine/);
  });

  it('offers English alone by default, or the languages RESTAURANT_LANGUAGES lists, its first the default', () => {
    expect(loadConfig({}).restaurant.languages).toEqual(['en']);
    expect(loadConfig({ RESTAURANT_LANGUAGES: 'fr, en,AR' }).restaurant.languages).toEqual(['fr', 'en', 'ar']);
    expect(() => loadConfig({ RESTAURANT_LANGUAGES: 'en,it' })).toThrowError(/RESTAURANT_LANGUAGES/);
    expect(() => loadConfig({ RESTAURANT_LANGUAGES: 'en,fr,en' })).toThrowError(/a language is listed twice/);
    expect(() => loadConfig({ RESTAURANT_LANGUAGES: '' })).toThrowError(/RESTAURANT_LANGUAGES/);
  });

  it('names the restaurant as the spec does, with the contact and sender MAIL_FROM and RESTAURANT_* give, until its owner sets its brand', () => {
    expect(loadConfig({}).brand).toEqual({
      name: 'Bistro Boss',
      tagline: 'Providing reliable foods since 1992',
      logo: null,
      primaryColor: null,
      primaryTextColor: null,
      address: null,
      phone: null,
      email: null,
      social: { facebook: null, instagram: null, twitter: null },
      mailFrom: null,
    });
    const configured = loadConfig({
      MAIL_FROM: 'The Bistro <hello@bistro.test>',
      RESTAURANT_ADDRESS: '12 Quay Street, Portsmouth',
      RESTAURANT_PHONE: '+44 23 9200 0000',
      SOCIAL_INSTAGRAM_URL: 'https://instagram.example/bistro',
      PUBLIC_URL: 'https://bistro.example',
    });
    expect(configured.brand).toMatchObject({
      address: '12 Quay Street, Portsmouth',
      phone: '+44 23 9200 0000',
      social: { facebook: null, instagram: 'https://instagram.example/bistro', twitter: null },
      mailFrom: 'The Bistro',
    });
    expect(configured.mail.address).toBe('hello@bistro.test');
    expect(loadConfig({ MAIL_FROM: 'orders@bistro.test' }).mail.address).toBe('orders@bistro.test');
    expect(loadConfig({ PUBLIC_URL: 'https://bistro.example' }).mail.address).toBe('no-reply@bistro.example');
  });

  it('believes X-Forwarded-For only from the proxies it names, never from everyone', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrowError(
      /TRUST_PROXY: true would believe addresses a client writes itself\. Write the addresses of the proxies in front of the server: TRUST_PROXY=127\.0\.0\.1/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrowError(/TRUST_PROXY: 1 is a hop count, which Fastify ignores/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33,nginx' })).toThrowError(
      /TRUST_PROXY: not a proxy's address or CIDR block: 10\.0\.0\.0\/33, nginx/,
    );
  });

  it('treats an empty WEB_DIST_DIR as "serve only the API"', () => {
    expect(loadConfig({ WEB_DIST_DIR: '' }).webDistDir).toBeNull();
  });

  it('turns Google sign-in on only with both client id and secret, at the configured issuer', () => {
    expect(loadConfig({}).identity.service).toEqual({ kind: 'builtin', google: null });
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).identity.service).toEqual({
      kind: 'builtin',
      google: { clientId: 'id', clientSecret: 'secret', issuer: 'https://accounts.google.com' },
    });
    expect(
      loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER: 'http://localhost:9000' })
        .identity.service,
    ).toMatchObject({ google: { issuer: 'http://localhost:9000' } });
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrowError(
      /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together/,
    );
  });

  it('reads admin emails case-insensitively and keeps the captcha on unless switched off', () => {
    const config = loadConfig({ ADMIN_EMAILS: 'Boss@Bistro.test, chef@bistro.test' });
    expect(config.identity.adminEmails).toEqual(['boss@bistro.test', 'chef@bistro.test']);
    expect(config.identity.captcha).toBe(true);
    expect(loadConfig({ LOGIN_CAPTCHA: 'false' }).identity.captcha).toBe(false);
  });

  it('refuses short secrets', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrowError(/JWT_SECRET must be at least 32 characters/);
  });

  describe('Firebase Authentication', () => {
    const firebase = {
      IDENTITY_SERVICE: 'firebase',
      FIREBASE_PROJECT_ID: 'bistro-prod',
      FIREBASE_API_KEY: 'AIzaSy-key_1',
    };

    it('needs the project id and web API key, and defaults the auth domain and Google button', () => {
      const config = loadConfig(firebase);
      expect(config.identity.service).toEqual({
        kind: 'firebase',
        projectId: 'bistro-prod',
        apiKey: 'AIzaSy-key_1',
        authDomain: 'bistro-prod.firebaseapp.com',
        google: true,
        publicKeysUrl: new URL(
          'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
        ),
        emulatorHost: null,
      });
      expect(publicConfig(config).identity).toEqual({
        mode: 'firebase',
        google: true,
        captcha: true,
        firebase: {
          apiKey: 'AIzaSy-key_1',
          authDomain: 'bistro-prod.firebaseapp.com',
          projectId: 'bistro-prod',
          emulatorUrl: null,
        },
      });
      const missing = () => loadConfig({ IDENTITY_SERVICE: 'firebase' });
      expect(missing).toThrowError(/FIREBASE_PROJECT_ID is required with IDENTITY_SERVICE=firebase/);
      expect(missing).toThrowError(/FIREBASE_API_KEY is required with IDENTITY_SERVICE=firebase/);
    });

    it('refuses a malformed project id, a Firebase setting without Firebase, and the built-in Google client with it', () => {
      expect(() => loadConfig({ ...firebase, FIREBASE_PROJECT_ID: 'Bistro Prod' })).toThrowError(
        /FIREBASE_PROJECT_ID: FIREBASE_PROJECT_ID must be a Firebase project id/,
      );
      expect(() => loadConfig({ FIREBASE_PROJECT_ID: 'bistro-prod' })).toThrowError(
        /FIREBASE_PROJECT_ID only apply with IDENTITY_SERVICE=firebase/,
      );
      expect(() => loadConfig({ ...firebase, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' })).toThrowError(
        /Google sign-in is set up in the Firebase console/,
      );
      expect(() => loadConfig({ IDENTITY_SERVICE: 'auth0' })).toThrowError(/IDENTITY_SERVICE:/);
    });

    it('accepts the Auth emulator only in tests, because it makes unsigned tokens count', () => {
      const emulator = { ...firebase, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
      expect(() => loadConfig({ ...emulator, NODE_ENV: 'production' })).toThrowError(
        /FIREBASE_AUTH_EMULATOR_HOST .* allowed only in tests, with NODE_ENV=test \(NODE_ENV is production\)/,
      );
      expect(() => loadConfig(emulator)).toThrowError(/NODE_ENV is unset/);
      // Set for some other tool, it is refused in the built-in mode too: Firebase libraries read it from the environment.
      expect(() => loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrowError(ConfigError);
      const config = loadConfig({ ...emulator, NODE_ENV: 'test' });
      expect(config.identity.service).toMatchObject({ emulatorHost: '127.0.0.1:9099' });
      expect(publicConfig(config).identity).toMatchObject({ firebase: { emulatorUrl: 'http://127.0.0.1:9099' } });
    });
  });

  describe('several machines: the object store, INSTANCES', () => {
    const store = {
      S3_BUCKET: 'bistro',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    };
    const shared = {
      DATABASE_URL: 'postgres://bistro@db.internal/bistro',
      AUTH_SECRET: 'a-shared-auth-secret-of-32-characters',
      JWT_SECRET: 'a-shared-jwt-secret-of-32-characters!',
    };

    it('keeps pictures and backups on this disk unless told otherwise', () => {
      const config = loadConfig({});
      expect(config.images.store).toEqual({ kind: 'local', dir: path.resolve('data/uploads') });
      expect(config.backups).toMatchObject({
        location: { kind: 'disk', dir: path.resolve('data/backups') },
        workDir: path.resolve('data/backups'),
      });
      expect(config.objectStore).toBeNull();
      expect(config.shutdown).toEqual({ noticeSeconds: 0, timeoutSeconds: 10 });
    });

    it('puts pictures in the object store S3_BUCKET names, and backups where BACKUP_DIR=s3://… says', () => {
      const config = loadConfig({ ...store, ...shared, BACKUP_DIR: 's3://bistro-backups/shop/daily/' });
      expect(config.objectStore).toEqual({
        bucket: 'bistro',
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      });
      expect(config.images.store).toMatchObject({ kind: 's3', bucket: 'bistro' });
      expect(config.backups).toMatchObject({
        location: { kind: 's3', bucket: 'bistro-backups', prefix: 'shop/daily' },
        where: 's3://bistro-backups/shop/daily/',
        workDir: path.resolve('data/backup-work'),
      });
      // Backups off this machine, pictures and the embedded database on it: one machine still.
      const offsite = loadConfig({ ...store, IMAGE_STORE: 'local', BACKUP_DIR: 's3://bistro/backups' });
      expect(offsite.database.kind).toBe('pglite');
    });

    it('refuses BACKUP_DIR=s3://… without the object store, instead of making a folder named s3:', () => {
      const attempt = () => loadConfig({ BACKUP_DIR: 's3://bistro/backups' });
      expect(attempt).toThrowError(ConfigError);
      expect(attempt).toThrowError(
        /BACKUP_DIR=s3:\/\/bistro\/backups is in the object store, which is not configured: set S3_BUCKET/,
      );
      expect(() => loadConfig({ BACKUP_DIR: 'gs://bistro/backups' })).toThrowError(
        /BACKUP_DIR must be a folder, or s3:\/\//,
      );
    });

    it('refuses the S3_ settings without a bucket, a key without its secret, and PICTURES_PUBLIC_URL off the object store', () => {
      expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrowError(/S3_ENDPOINT .*S3_BUCKET/);
      expect(() => loadConfig({ ...store, ...shared, S3_SECRET_ACCESS_KEY: '' })).toThrowError(
        /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
      );
      expect(() => loadConfig({ PICTURES_PUBLIC_URL: 'https://cdn.example.com' })).toThrowError(
        /PICTURES_PUBLIC_URL .* needs IMAGE_STORE=s3/,
      );
    });

    it('refuses the embedded database and secrets of its own when several processes or machines serve the site', () => {
      for (const env of [{ INSTANCES: '2' }, store]) {
        const attempt = () => loadConfig(env);
        expect(attempt).toThrowError(/needs PostgreSQL: set DATABASE_URL\. The embedded database serves one process/);
        expect(attempt).toThrowError(/needs the same secrets in every process: set AUTH_SECRET and JWT_SECRET/);
      }
      const config = loadConfig({ INSTANCES: '3', ...shared });
      expect(config.instances).toBe(3);
      // Behind a load balancer, a stopping process leaves it time to notice.
      expect(config.shutdown).toEqual({ noticeSeconds: 5, timeoutSeconds: 10 });
    });
  });
});
