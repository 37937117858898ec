import { isIP } from 'node:net';
import path from 'node:path';
import { type BillSettings, billSettingsSchema } from '@bistro/contract/bill-settings';
import type { Brand } from '@bistro/contract/brand';
import { HOUSE_NAME, HOUSE_TAGLINE } from '@bistro/contract/house';
import { offeredLanguagesSchema } from '@bistro/contract/language-schemas';
import type { OfferedLanguages } from '@bistro/contract/languages';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE, isCurrencyCode } from '@bistro/contract/money';
import { isTimeZone } from '@bistro/contract/restaurant-clock';
import type { PublicConfig } from '@bistro/contract/site-config';
import { z } from 'zod';
import type { StoreLocation } from '../storage/object-store.ts';
import { listeningAddresses } from './local-addresses.ts';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());
const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
);
const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** A proxy's address as proxy-addr (Fastify's `trustProxy`) reads it: an IP, a CIDR block or a named range. */
function isProxyAddress(value: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

const NOT_EVERYONE =
  'Write the addresses of the proxies in front of the server: TRUST_PROXY=127.0.0.1 for nginx or HAProxy on the same machine, or e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1 (see docs/configuration.md)';

/**
 * Whose X-Forwarded-For to believe: nobody, or the proxies at these addresses. Never everyone:
 * `true` takes the left-most address, which the client writes itself, and lets it walk around
 * every per-address limit; Fastify ignores a hop count (it cannot tell a proxy from a client).
 */
const trustedProxies = z
  .string()
  .trim()
  .transform((value, context): false | string[] => {
    if (['', 'false', '0'].includes(value)) return false;
    if (value === 'true' || /^\d+$/.test(value)) {
      const meaning =
        value === 'true' ? 'would believe addresses a client writes itself' : 'is a hop count, which Fastify ignores';
      context.addIssue({ code: 'custom', message: `${value} ${meaning}. ${NOT_EVERYONE}` });
      return z.NEVER;
    }
    const addresses = value.split(',').map((part) => part.trim());
    const wrong = addresses.filter((part) => !isProxyAddress(part));
    if (wrong.length === 0) return addresses;
    context.addIssue({ code: 'custom', message: `not a proxy's address or CIDR block: ${wrong.join(', ')}` });
    return z.NEVER;
  });

/** Whether a BCP 47 locale tag is well formed and Intl can format numbers in it. */
function isLocale(tag: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag]).length > 0;
  } catch {
    return false;
  }
}

/** `drinks:20,dessert:10`: a tax rate per menu category. */
const ratesByCategory = z
  .string()
  .transform((value, context) => {
    const rates: Record<string, number> = {};
    for (const part of value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)) {
      const [category = '', rate = ''] = part.split(':').map((item) => item.trim());
      if (!/^\d+(\.\d+)?$/.test(rate)) {
        context.addIssue({
          code: 'custom',
          message: `write each rate as category:percent, e.g. drinks:20 (not ${part})`,
        });
        return z.NEVER;
      }
      rates[category] = Number(rate);
    }
    return rates;
  })
  .pipe(billSettingsSchema.shape.taxRates);

/** `10,15,20`: the tips offered; empty: no tips. */
const tipPresets = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map(Number),
  )
  .pipe(billSettingsSchema.shape.tipPresets);

/** Google's public keys for Firebase ID tokens (JWK set; rotated by Google, cached by us). */
const FIREBASE_PUBLIC_KEYS =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/**
 * Every environment variable the server reads, with its default. Documented in
 * docs/configuration.md; keep the two in step.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optional(
    z.url({ protocol: /^postgres(ql)?$/, message: 'DATABASE_URL must be a postgres:// or postgresql:// URL' }),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  TRUST_PROXY: trustedProxies.default(false),
  WEB_DIST_DIR: z.string().optional(),
  PUBLIC_URL: optional(z.url()),
  AUTH_SECRET: optional(z.string().min(32, 'AUTH_SECRET must be at least 32 characters')),
  JWT_SECRET: optional(z.string().min(32, 'JWT_SECRET must be at least 32 characters')),
  JWT_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  ADMIN_EMAILS: commaList.default([]),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  IDENTITY_SERVICE: z.enum(['builtin', 'firebase']).default('builtin'),
  FIREBASE_PROJECT_ID: optional(
    z
      .string()
      .regex(
        /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/,
        'FIREBASE_PROJECT_ID must be a Firebase project id (6–30 lowercase letters, digits and hyphens)',
      ),
  ),
  FIREBASE_API_KEY: optional(
    z.string().regex(/^[\w-]+$/, 'FIREBASE_API_KEY must be the web API key from the Firebase console'),
  ),
  FIREBASE_AUTH_DOMAIN: optional(
    z.string().regex(/^[a-z0-9.-]+$/i, 'FIREBASE_AUTH_DOMAIN must be a host name, e.g. my-project.firebaseapp.com'),
  ),
  FIREBASE_GOOGLE_SIGN_IN: booleanFlag.default(true),
  FIREBASE_PUBLIC_KEYS_URL: z.url().default(FIREBASE_PUBLIC_KEYS),
  FIREBASE_AUTH_EMULATOR_HOST: optional(
    z.string().regex(/^[\w.-]+:\d+$/, 'FIREBASE_AUTH_EMULATOR_HOST must be host:port, e.g. 127.0.0.1:9099'),
  ),
  NODE_ENV: optional(z.string()),
  LOGIN_CAPTCHA: booleanFlag.default(true),
  API_DOCS: optional(booleanFlag),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_/, 'STRIPE_SECRET_KEY must start with sk_ or rk_')),
  STRIPE_PUBLISHABLE_KEY: optional(z.string().regex(/^pk_/, 'STRIPE_PUBLISHABLE_KEY must start with pk_')),
  STRIPE_API_URL: optional(z.url()),
  RESTAURANT_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'RESTAURANT_TIME_ZONE must be an IANA time zone, e.g. Europe/Paris or America/New_York')
    .default('UTC'),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must start with whsec_ (Stripe → Developers → Webhooks)'),
  ),
  GUEST_CHECKOUT: booleanFlag.default(false),
  GUEST_BOOKINGS: booleanFlag.default(false),
  BOOKINGS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
  RESTAURANT_CURRENCY: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isCurrencyCode, 'RESTAURANT_CURRENCY must be an ISO 4217 currency code, e.g. USD, EUR or JPY')
    .default(DEFAULT_CURRENCY),
  RESTAURANT_LOCALE: z
    .string()
    .trim()
    .refine(isLocale, 'RESTAURANT_LOCALE must be a BCP 47 language tag, e.g. en-US, fr-FR or ja-JP')
    .default(DEFAULT_LOCALE),
  RESTAURANT_LANGUAGES: z
    .string()
    .transform((list) => list.split(',').map((language) => language.trim().toLowerCase()))
    .pipe(offeredLanguagesSchema)
    .default(['en']),
  TAX_PRICES: billSettingsSchema.shape.taxPrices.default('exclusive'),
  TAX_RATE: optional(z.coerce.number().pipe(billSettingsSchema.shape.taxRate)).transform((rate) => rate ?? 0),
  TAX_RATES: ratesByCategory.default({}),
  TAX_ROUNDING: billSettingsSchema.shape.taxRounding.default('line'),
  TIP_PRESETS: tipPresets.default([10, 15, 20]),
  RESTAURANT_TAX_NUMBER: optional(billSettingsSchema.shape.taxNumber.unwrap()),
  RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  SMTP_URL: optional(
    z.url({
      protocol: /^smtps?$/,
      message: 'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587',
    }),
  ),
  MAIL_FROM: optional(z.string().min(3).max(200)),
  RESTAURANT_EMAIL: optional(
    z.email({ message: 'RESTAURANT_EMAIL must be an email address, e.g. kitchen@bistro.example' }).toLowerCase(),
  ),
  SMS_URL: optional(
    z.url({
      protocol: /^https?$/,
      message:
        'SMS_URL must be the SMS provider’s Messages endpoint, e.g. https://api.twilio.com/2010-04-01/Accounts/AC…/Messages.json',
    }),
  ),
  GEOCODER_URL: optional(
    z.url({
      protocol: /^https?$/,
      message:
        'GEOCODER_URL must be a Nominatim-compatible service’s base URL, e.g. https://nominatim.openstreetmap.org',
    }),
  ),
  SMS_ACCOUNT_SID: optional(z.string().trim().min(1)),
  SMS_AUTH_TOKEN: optional(z.string().min(1)),
  SMS_FROM: optional(
    z
      .string()
      .trim()
      .regex(/^\+[1-9]\d{6,14}$/, 'SMS_FROM must be the sending number with its country code, e.g. +15005550006'),
  ),
  IMAGE_STORE: optional(z.enum(['local', 's3', 'imgbb'])),
  IMAGE_HOST_KEY: optional(z.string().min(1)),
  IMAGE_HOST_URL: z.url().default('https://api.imgbb.com/1/upload'),
  IMAGE_MAX_BYTES: z.coerce.number().int().min(10_000).max(50_000_000).default(20_000_000),
  PICTURES_PUBLIC_URL: optional(z.url()),
  S3_BUCKET: optional(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'S3_BUCKET must be a bucket name (3–63 lowercase letters, digits, dots and hyphens)',
      ),
  ),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, message: 'S3_ENDPOINT must be an http:// or https:// URL' })),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  INSTANCES: z.coerce.number().int().min(1).max(1000).default(1),
  SHUTDOWN_NOTICE_SECONDS: optional(z.coerce.number().min(0).max(300)),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(10),
  SITE_DEVELOPER_NAME: optional(z.string().min(1)),
  SITE_DEVELOPER_ROLES: commaList.default(['Kitchen software', 'Open restaurant ordering']),
  SITE_DEVELOPER_URL: optional(z.url()),
  SOCIAL_FACEBOOK_URL: optional(z.url()),
  SOCIAL_INSTAGRAM_URL: optional(z.url()),
  SOCIAL_TWITTER_URL: optional(z.url()),
  RESTAURANT_ADDRESS: optional(z.string().trim().min(3).max(200)),
  RESTAURANT_PHONE: optional(
    z
      .string()
      .trim()
      .regex(/^\+?[0-9 ().-]{5,30}$/, { message: 'RESTAURANT_PHONE must be a phone number, e.g. +1 212 555 0100' }),
  ),
  RESTAURANT_MAP_URL: optional(z.url()),
  BACKUP_DIR: optional(z.string().min(1)),
  BACKUP_EVERY: z
    .string()
    .trim()
    .regex(/^(off|\d+[smhd])$/, 'BACKUP_EVERY must be a number with s, m, h or d (15s, 6h, 1d), or off')
    .transform((value, context) => {
      if (value === 'off') return null;
      const seconds = Number(value.slice(0, -1)) * { s: 1, m: 60, h: 3600, d: 86_400 }[value.at(-1) as 's'];
      if (seconds >= 15) return seconds;
      context.addIssue({ code: 'custom', message: 'BACKUP_EVERY must be at least 15s' });
      return z.NEVER;
    })
    .default(86_400),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  BACKUP_PASSPHRASE: optional(z.string().min(12, 'BACKUP_PASSPHRASE must be at least 12 characters')),
  LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  LIVE_STREAMS_PER_ACCOUNT: z.coerce.number().int().min(1).max(1_000_000).default(5),
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(20),
  LIVE_EVENTS_KEPT: z.coerce.number().int().min(10).max(10_000_000).default(10_000),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  logLevel: Env['LOG_LEVEL'];
  /** JSON lines, or short lines for a person (`auto`: short at a terminal, JSON otherwise). */
  logFormat: 'pretty' | 'json';
  /** Whose X-Forwarded-For is believed: nobody, or the proxies at these addresses. */
  trustProxy: false | string[];
  /** Whether the API describes itself at /api/openapi.json and /api/docs (on unless NODE_ENV=production). */
  apiDocs: boolean;
  /** The built SPA; `null` when it is not served by this process (API-only, or Vite in dev). */
  webDistDir: string | null;
  /** The address people use to reach the site; OAuth callbacks and links in mail are built from it. */
  publicUrl: string;
  /**
   * Whether PUBLIC_URL was given. When it was not, the site also answers sign-in requests on
   * whatever address it was reached at (http://127.0.0.1:5000, a phone on the LAN).
   */
  publicUrlConfigured: boolean;
  identity: {
    /** Given secrets; when absent they are generated once and kept in DATA_DIR (see secrets.ts). */
    authSecret: string | undefined;
    jwtSecret: string | undefined;
    jwtTtlSeconds: number;
    adminEmails: string[];
    /** Who proves identities: the built-in service on this server, or Firebase Authentication. */
    service: BuiltinIdentityConfig | FirebaseIdentityConfig;
    captcha: boolean;
    /** Sign-in, sign-up and token requests allowed per client address per minute. */
    rateLimitPerMinute: number;
  };
  /** Where uploaded dish pictures go: files under DATA_DIR/uploads, the object store, or an imgbb-style image host. */
  images: {
    maxBytes: number;
    store:
      | { kind: 'local'; dir: string }
      | { kind: 's3'; settings: ObjectStoreSettings; bucket: string }
      | { kind: 'imgbb'; key: string; url: string };
    /** Where the object store's pictures are public (a CDN, the bucket's address): they are sent there. */
    publicUrl: string | null;
  };
  /** The S3-compatible object store (S3_BUCKET, S3_ENDPOINT, …), when configured. */
  objectStore: (ObjectStoreSettings & { bucket: string }) | null;
  /** How many app processes serve this site (INSTANCES): more than one needs PostgreSQL and shared secrets. */
  instances: number;
  /**
   * On SIGTERM: how long the health check answers 503 while the process still serves, for the
   * load balancer to notice; then how long requests in flight have to finish.
   */
  shutdown: { noticeSeconds: number; timeoutSeconds: number };
  /**
   * The restaurant's own time zone: its days, opening hours and pickup times; its currency and
   * the locale prices are shown in; and, until an admin chooses on the settings page, whether
   * diners may order without an account and how the bill is made (tax, tips).
   */
  restaurant: {
    timeZone: string;
    currency: string;
    locale: string;
    /** The languages the site is offered in (RESTAURANT_LANGUAGES), its default first. */
    languages: OfferedLanguages;
    guestCheckout: boolean;
    /** Whether visitors may book a table without an account (GUEST_BOOKINGS). */
    guestBookings: boolean;
    /** New bookings an hour from one client address (guests) and from one diner's account (BOOKINGS_PER_HOUR). */
    bookingsPerHour: number;
    bill: BillSettings;
  };
  /**
   * Where mail goes: files in DATA_DIR/outbox (the default, offline), or an SMTP server; the
   * address it is sent from (MAIL_FROM's, or no-reply at PUBLIC_URL's host). The sender's name is the brand's.
   */
  mail: { address: string; transport: { kind: 'outbox'; dir: string } | { kind: 'smtp'; url: string } };
  /**
   * Who hears of each new paid order and booking request besides the people who opted in: the
   * restaurant's own address (RESTAURANT_EMAIL); and the SMS provider text messages go through
   * (a Twilio-compatible Messages endpoint), null when none is set.
   */
  /**
   * Delivery: the Nominatim-compatible geocoder (GEOCODER_URL, its `/search` is called) that finds
   * an address's coordinates, and the User-Agent it is called with; null: only postcode zones work.
   */
  delivery: { geocoder: { url: string; userAgent: string } | null };
  notifications: {
    restaurantEmail: string | null;
    sms: { url: string; accountSid: string; authToken: string; from: string } | null;
  };
  /** `test`: the built-in test provider; `stripe`: Stripe (its API at `apiUrl` when set, for a local stand-in). */
  payments: (
    | { provider: 'test' }
    | {
        provider: 'stripe';
        secretKey: string;
        publishableKey: string;
        apiUrl: URL | null;
        /** Verifies Stripe's webhook events; without it there is no webhook endpoint (reconciliation still runs). */
        webhookSecret: string | null;
      }
  ) & {
    /** How often intents that succeeded without a paid order are looked for (also once at start-up). */
    reconcileIntervalSeconds: number;
  };
  site: PublicConfig['site'];
  /**
   * The restaurant's brand until its owner sets one (docs/branding.md): the spec's restaurant,
   * with the address, phone and social links RESTAURANT_ADDRESS, RESTAURANT_PHONE and SOCIAL_*_URL
   * give, and MAIL_FROM's name as the sender's.
   */
  brand: Brand;
  /**
   * Archives of the shop: where they go, how often one is taken (null: never by itself), how
   * many are kept, and the passphrase they are encrypted to (null: not encrypted).
   */
  backups: {
    /** A folder of this machine, or a prefix in the object store (BACKUP_DIR=s3://bucket/prefix). */
    location: StoreLocation;
    /** The same for people: the folder, or `s3://bucket/prefix/`. */
    where: string;
    /** A folder of this machine where archives are written, unpacked and checked before they go to the store. */
    workDir: string;
    everySeconds: number | null;
    keep: number;
    passphrase: string | null;
  };
  /**
   * Live update streams open at once on one process: per account, per client address, and in all
   * (lowered at start-up to leave file handles for everything else, see the live feature), and
   * how many of the latest changes are kept for streams that reconnect to catch up on.
   */
  liveStreams: { perAccount: number; perAddress: number; max: number; keptEvents: number };
}

/** How to reach the S3-compatible store; without credentials, the AWS SDK's own chain (an IAM role). */
export interface ObjectStoreSettings {
  endpoint: string | null;
  region: string;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

export interface BuiltinIdentityConfig {
  kind: 'builtin';
  /** Google sign-in through OpenID Connect, when configured. */
  google: { clientId: string; clientSecret: string; issuer: string } | null;
}

export interface FirebaseIdentityConfig {
  kind: 'firebase';
  projectId: string;
  /** The web app's API key: public by design, it identifies the project to Firebase's API. */
  apiKey: string;
  authDomain: string;
  /** Whether "Login with Google" is offered (the provider is switched on in the Firebase console). */
  google: boolean;
  /** Where the public keys that sign ID tokens are published. */
  publicKeysUrl: URL;
  /** The Auth emulator (tests only): its unsigned tokens are accepted once it confirms them. */
  emulatorHost: string | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const defaultWebDist = path.resolve(import.meta.dirname, '../../../web/dist');

/** Parses the environment once at boot; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}\nSee docs/configuration.md.`);
  }
  const vars = parsed.data;
  const dataDir = path.resolve(vars.DATA_DIR);
  if (vars.IMAGE_STORE === 'imgbb' && !vars.IMAGE_HOST_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  IMAGE_STORE=imgbb needs IMAGE_HOST_KEY.\nSee docs/configuration.md.',
    );
  }
  if (Boolean(vars.STRIPE_SECRET_KEY) !== Boolean(vars.STRIPE_PUBLISHABLE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY go together: set both to take payments with Stripe, or neither for the built-in test provider.\nSee docs/configuration.md.',
    );
  }
  if (vars.STRIPE_WEBHOOK_SECRET && !vars.STRIPE_SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET goes with STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: the built-in test provider has no webhooks.\nSee docs/configuration.md.',
    );
  }
  if (Boolean(vars.GOOGLE_CLIENT_ID) !== Boolean(vars.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together: set both to enable Google sign-in, or neither.\nSee docs/configuration.md.',
    );
  }
  // firebase-admin and other Firebase tools trust unsigned tokens whenever this is set: never in production.
  if (vars.FIREBASE_AUTH_EMULATOR_HOST && vars.NODE_ENV !== 'test') {
    throw new ConfigError(
      `Invalid configuration:\n  FIREBASE_AUTH_EMULATOR_HOST makes the server accept the Firebase emulator's unsigned tokens: it is allowed only in tests, with NODE_ENV=test (NODE_ENV is ${vars.NODE_ENV ?? 'unset'}).\nSee docs/configuration.md.`,
    );
  }
  const sms = smsOf(vars);
  const objectStore = objectStoreOf(vars);
  const imageStore = vars.IMAGE_STORE ?? (objectStore ? 's3' : 'local');
  const problems = severalMachinesProblems(vars, imageStore);
  if (imageStore === 's3' && !objectStore) problems.push('IMAGE_STORE=s3 needs the object store: set S3_BUCKET');
  if (vars.PICTURES_PUBLIC_URL && imageStore !== 's3') {
    problems.push('PICTURES_PUBLIC_URL is where the object store’s pictures are public: it needs IMAGE_STORE=s3');
  }
  const backups = backupLocation(vars.BACKUP_DIR, dataDir, objectStore, problems);
  if (problems.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}\nSee docs/configuration.md and docs/deploy.md.`,
    );
  }
  const publicUrl = (vars.PUBLIC_URL ?? listeningAddresses(vars.HOST, vars.PORT)[0] ?? '').replace(/\/$/, '');
  const sender = mailSender(vars.MAIL_FROM);
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    database: vars.DATABASE_URL
      ? { kind: 'postgres', url: vars.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    logLevel: vars.LOG_LEVEL,
    logFormat: vars.LOG_FORMAT === 'auto' ? (process.stdout.isTTY ? 'pretty' : 'json') : vars.LOG_FORMAT,
    trustProxy: vars.TRUST_PROXY,
    apiDocs: vars.API_DOCS ?? vars.NODE_ENV !== 'production',
    webDistDir:
      vars.WEB_DIST_DIR === undefined
        ? defaultWebDist
        : vars.WEB_DIST_DIR === ''
          ? null
          : path.resolve(vars.WEB_DIST_DIR),
    publicUrl,
    publicUrlConfigured: vars.PUBLIC_URL !== undefined,
    identity: {
      authSecret: vars.AUTH_SECRET,
      jwtSecret: vars.JWT_SECRET,
      jwtTtlSeconds: vars.JWT_TTL_SECONDS,
      adminEmails: vars.ADMIN_EMAILS.map((email) => email.toLowerCase()),
      service: vars.IDENTITY_SERVICE === 'firebase' ? firebaseIdentity(vars) : builtinIdentity(vars),
      captcha: vars.LOGIN_CAPTCHA,
      rateLimitPerMinute: vars.AUTH_RATE_LIMIT,
    },
    mail: {
      address: sender.address ?? `no-reply@${new URL(publicUrl).hostname}`,
      transport: vars.SMTP_URL
        ? { kind: 'smtp', url: vars.SMTP_URL }
        : { kind: 'outbox', dir: path.join(dataDir, 'outbox') },
    },
    delivery: {
      geocoder: vars.GEOCODER_URL
        ? { url: vars.GEOCODER_URL.replace(/\/$/, ''), userAgent: `BistroBoss/1.0 (+${publicUrl})` }
        : null,
    },
    notifications: { restaurantEmail: vars.RESTAURANT_EMAIL ?? null, sms },
    images: {
      maxBytes: vars.IMAGE_MAX_BYTES,
      store:
        imageStore === 'imgbb' && vars.IMAGE_HOST_KEY
          ? { kind: 'imgbb', key: vars.IMAGE_HOST_KEY, url: vars.IMAGE_HOST_URL }
          : imageStore === 's3' && objectStore
            ? { kind: 's3', settings: objectStore, bucket: objectStore.bucket }
            : { kind: 'local', dir: path.join(dataDir, 'uploads') },
      publicUrl: vars.PICTURES_PUBLIC_URL?.replace(/\/$/, '') ?? null,
    },
    objectStore,
    instances: vars.INSTANCES,
    shutdown: {
      noticeSeconds: vars.SHUTDOWN_NOTICE_SECONDS ?? (vars.INSTANCES > 1 ? 5 : 0),
      timeoutSeconds: vars.SHUTDOWN_TIMEOUT_SECONDS,
    },
    restaurant: {
      timeZone: vars.RESTAURANT_TIME_ZONE,
      currency: vars.RESTAURANT_CURRENCY,
      locale: vars.RESTAURANT_LOCALE,
      languages: vars.RESTAURANT_LANGUAGES,
      guestCheckout: vars.GUEST_CHECKOUT,
      guestBookings: vars.GUEST_BOOKINGS,
      bookingsPerHour: vars.BOOKINGS_PER_HOUR,
      bill: {
        taxPrices: vars.TAX_PRICES,
        taxRate: vars.TAX_RATE,
        taxRates: vars.TAX_RATES,
        taxRounding: vars.TAX_ROUNDING,
        tipPresets: vars.TIP_PRESETS,
        taxNumber: vars.RESTAURANT_TAX_NUMBER ?? null,
      },
    },
    payments:
      vars.STRIPE_SECRET_KEY && vars.STRIPE_PUBLISHABLE_KEY
        ? {
            provider: 'stripe',
            secretKey: vars.STRIPE_SECRET_KEY,
            publishableKey: vars.STRIPE_PUBLISHABLE_KEY,
            apiUrl: vars.STRIPE_API_URL ? new URL(vars.STRIPE_API_URL) : null,
            webhookSecret: vars.STRIPE_WEBHOOK_SECRET ?? null,
            reconcileIntervalSeconds: vars.RECONCILE_INTERVAL_SECONDS,
          }
        : { provider: 'test', reconcileIntervalSeconds: vars.RECONCILE_INTERVAL_SECONDS },
    backups: {
      ...backups,
      everySeconds: vars.BACKUP_EVERY,
      keep: vars.BACKUP_KEEP,
      passphrase: vars.BACKUP_PASSPHRASE ?? null,
    },
    liveStreams: {
      perAccount: vars.LIVE_STREAMS_PER_ACCOUNT,
      perAddress: vars.LIVE_STREAMS_PER_ADDRESS,
      max: vars.LIVE_STREAMS_MAX,
      keptEvents: vars.LIVE_EVENTS_KEPT,
    },
    site: {
      developer: {
        name: vars.SITE_DEVELOPER_NAME ?? null,
        roles: vars.SITE_DEVELOPER_ROLES,
        url: vars.SITE_DEVELOPER_URL ?? null,
      },
      mapUrl: vars.RESTAURANT_MAP_URL ?? null,
    },
    brand: {
      name: HOUSE_NAME,
      tagline: HOUSE_TAGLINE,
      logo: null,
      primaryColor: null,
      primaryTextColor: null,
      address: vars.RESTAURANT_ADDRESS ?? null,
      phone: vars.RESTAURANT_PHONE ?? null,
      email: null,
      social: {
        facebook: vars.SOCIAL_FACEBOOK_URL ?? null,
        instagram: vars.SOCIAL_INSTAGRAM_URL ?? null,
        twitter: vars.SOCIAL_TWITTER_URL ?? null,
      },
      mailFrom: sender.name,
    },
  };
}

/** The SMS provider, when SMS_URL names one: its account, token and sending number go with it. */
function smsOf(vars: Env): AppConfig['notifications']['sms'] {
  const { SMS_URL: url, SMS_ACCOUNT_SID: accountSid, SMS_AUTH_TOKEN: authToken, SMS_FROM: from } = vars;
  const given = (['SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'] as const).filter((name) => vars[name]);
  if (!url) {
    if (given.length === 0) return null;
    throw new ConfigError(
      `Invalid configuration:\n  ${given.join(', ')} configure text messages, which SMS_URL names the provider of: set it too, or remove them.\nSee docs/configuration.md.`,
    );
  }
  if (!accountSid || !authToken || !from) {
    throw new ConfigError(
      'Invalid configuration:\n  SMS_URL needs SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM: the account and token it is called with, and the number messages come from.\nSee docs/configuration.md.',
    );
  }
  return { url, accountSid, authToken, from };
}

/** The object store's settings, when S3_BUCKET names one; the other S3_ variables alone are a mistake. */
function objectStoreOf(vars: Env): (ObjectStoreSettings & { bucket: string }) | null {
  const given = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => vars[name]);
  if (!vars.S3_BUCKET) {
    if (given.length === 0) return null;
    throw new ConfigError(
      `Invalid configuration:\n  ${given.join(', ')} configure the object store, which S3_BUCKET names: set it too, or remove them.\nSee docs/configuration.md.`,
    );
  }
  if (Boolean(vars.S3_ACCESS_KEY_ID) !== Boolean(vars.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK’s own credentials (an IAM role).\nSee docs/configuration.md.',
    );
  }
  return {
    bucket: vars.S3_BUCKET,
    endpoint: vars.S3_ENDPOINT ?? null,
    region: vars.S3_REGION,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE,
    credentials:
      vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY }
        : null,
  };
}

/**
 * Several processes, or pictures in a store every machine shares: nothing may live on one
 * machine that another needs. The embedded database belongs to one process, and secrets each
 * machine generated for itself would differ, so that one process refuses what another signed.
 */
function severalMachinesProblems(vars: Env, imageStore: string): string[] {
  const because =
    vars.INSTANCES > 1
      ? `INSTANCES=${vars.INSTANCES}`
      : imageStore === 's3'
        ? 'Pictures in the object store (S3_BUCKET), which several machines share,'
        : null;
  if (!because) return [];
  const problems: string[] = [];
  if (!vars.DATABASE_URL) {
    problems.push(
      `${because} needs PostgreSQL: set DATABASE_URL. The embedded database serves one process on one machine.`,
    );
  }
  const missing = (['AUTH_SECRET', 'JWT_SECRET'] as const).filter((name) => !vars[name]);
  if (missing.length > 0) {
    problems.push(
      `${because} needs the same secrets in every process: set ${missing.join(' and ')} (32+ characters, the same everywhere). Secrets generated in each machine's DATA_DIR would differ, and one process would refuse the tokens another signed.`,
    );
  }
  return problems;
}

/** BACKUP_DIR: a folder (by default DATA_DIR/backups), or `s3://bucket/prefix` in the configured object store. */
function backupLocation(
  value: string | undefined,
  dataDir: string,
  objectStore: ObjectStoreSettings | null,
  problems: string[],
): Pick<AppConfig['backups'], 'location' | 'where' | 'workDir'> {
  const url = value && /^[a-z][a-z0-9+.-]*:\/\//i.exec(value) ? value : null;
  if (!url) {
    const dir = value ? path.resolve(value) : path.join(dataDir, 'backups');
    return { location: { kind: 'disk', dir }, where: dir, workDir: dir };
  }
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match) {
    problems.push(`BACKUP_DIR must be a folder, or s3://bucket/prefix in the object store (not ${url})`);
  } else if (!objectStore) {
    problems.push(
      `BACKUP_DIR=${url} is in the object store, which is not configured: set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY for a store other than AWS S3)`,
    );
  }
  const bucket = match?.[1] ?? '';
  const prefix = (match?.[2] ?? '').replace(/^\/+|\/+$/g, '');
  return {
    location: { kind: 's3', bucket, prefix },
    where: `s3://${bucket}/${prefix ? `${prefix}/` : ''}`,
    workDir: path.join(dataDir, 'backup-work'),
  };
}

function builtinIdentity(vars: Env): BuiltinIdentityConfig {
  const firebaseOnly = (['FIREBASE_PROJECT_ID', 'FIREBASE_API_KEY', 'FIREBASE_AUTH_DOMAIN'] as const).filter(
    (name) => vars[name],
  );
  if (firebaseOnly.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${firebaseOnly.join(', ')} only apply with IDENTITY_SERVICE=firebase (it is builtin).\nSee docs/configuration.md.`,
    );
  }
  return {
    kind: 'builtin',
    google:
      vars.GOOGLE_CLIENT_ID && vars.GOOGLE_CLIENT_SECRET
        ? { clientId: vars.GOOGLE_CLIENT_ID, clientSecret: vars.GOOGLE_CLIENT_SECRET, issuer: vars.GOOGLE_ISSUER }
        : null,
  };
}

function firebaseIdentity(vars: Env): FirebaseIdentityConfig {
  const missing = (['FIREBASE_PROJECT_ID', 'FIREBASE_API_KEY'] as const).filter((name) => !vars[name]);
  const problems = missing.map((name) => `${name} is required with IDENTITY_SERVICE=firebase`);
  if (vars.GOOGLE_CLIENT_ID) {
    problems.push(
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET belong to the built-in identity service; with Firebase, Google sign-in is set up in the Firebase console (FIREBASE_GOOGLE_SIGN_IN shows or hides its button)',
    );
  }
  if (!vars.FIREBASE_PROJECT_ID || !vars.FIREBASE_API_KEY || problems.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}\nSee docs/configuration.md.`,
    );
  }
  return {
    kind: 'firebase',
    projectId: vars.FIREBASE_PROJECT_ID,
    apiKey: vars.FIREBASE_API_KEY,
    authDomain: vars.FIREBASE_AUTH_DOMAIN ?? `${vars.FIREBASE_PROJECT_ID}.firebaseapp.com`,
    google: vars.FIREBASE_GOOGLE_SIGN_IN,
    publicKeysUrl: new URL(vars.FIREBASE_PUBLIC_KEYS_URL),
    emulatorHost: vars.FIREBASE_AUTH_EMULATOR_HOST ?? null,
  };
}

/** MAIL_FROM read as its name and address: `The Bistro <hello@bistro.example>`, or an address alone. */
function mailSender(from: string | undefined): { name: string | null; address: string | null } {
  if (!from) return { name: null, address: null };
  const named = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/.exec(from);
  return named ? { name: named[1] || null, address: named[2] ?? null } : { name: null, address: from.trim() };
}

/** The configuration the browser may see, short of the owner's settings (brand, home page, languages). */
export type BrowserConfig = Omit<PublicConfig, 'brand' | 'home' | 'restaurant'> & {
  restaurant: Omit<PublicConfig['restaurant'], 'languages'>;
};

/** The subset of the configuration the browser may see, without the owner's settings (brand, home page, languages). Secrets never go here. */
export function publicConfig(config: AppConfig): BrowserConfig {
  return {
    identity: browserIdentity(config.identity),
    payments: {
      provider: config.payments.provider,
      publishableKey: config.payments.provider === 'stripe' ? config.payments.publishableKey : null,
    },
    restaurant: {
      timeZone: config.restaurant.timeZone,
      currency: config.restaurant.currency,
      locale: config.restaurant.locale,
    },
    site: config.site,
  };
}

function browserIdentity({ service, captcha }: AppConfig['identity']): PublicConfig['identity'] {
  if (service.kind === 'builtin') return { mode: 'builtin', google: service.google !== null, captcha };
  return {
    mode: 'firebase',
    google: service.google,
    captcha,
    firebase: {
      apiKey: service.apiKey,
      authDomain: service.authDomain,
      projectId: service.projectId,
      emulatorUrl: service.emulatorHost ? `http://${service.emulatorHost}` : null,
    },
  };
}
