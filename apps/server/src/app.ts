import path from 'node:path';
import { languageOfPath } from '@bistro/contract/languages';
import { setRestaurantMoney } from '@bistro/contract/money';
import { tableCodeOfPath } from '@bistro/contract/tables';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type AppConfig, publicConfig } from './config/env.ts';
import type { DatabaseHandle } from './db/connect.ts';
import auditPlugin from './features/audit/audit-plugin.ts';
import auditRoutes from './features/audit/audit-routes.ts';
import backupsPlugin from './features/backups/backups-plugin.ts';
import backupsRoutes from './features/backups/backups-routes.ts';
import { backUpBeforeMigrating } from './features/backups/index.ts';
import bookingsPlugin from './features/bookings/bookings-plugin.ts';
import bookingsRoutes from './features/bookings/bookings-routes.ts';
import brandPlugin from './features/brand/brand-plugin.ts';
import brandRoutes from './features/brand/brand-routes.ts';
import cartPlugin from './features/cart/cart-plugin.ts';
import cartRoutes from './features/cart/cart-routes.ts';
import deliveryPlugin from './features/delivery/delivery-plugin.ts';
import deliveryRoutes from './features/delivery/delivery-routes.ts';
import healthPlugin from './features/health/health-plugin.ts';
import healthRoutes from './features/health/health-routes.ts';
import identityPlugin from './features/identity/identity-plugin.ts';
import identityRoutes from './features/identity/identity-routes.ts';
import imagesPlugin from './features/images/images-plugin.ts';
import { imagesRoutes } from './features/images/images-routes.ts';
import { servedPictures } from './features/images/served-pictures.ts';
import { createVisitorLanguage, wordsOf } from './features/languages/index.ts';
import livePlugin from './features/live/live-plugin.ts';
import liveRoutes from './features/live/live-routes.ts';
import mailPlugin from './features/mail/mail-plugin.ts';
import menuPlugin from './features/menu/menu-plugin.ts';
import menuRoutes from './features/menu/menu-routes.ts';
import optionsRoutes from './features/menu/options-routes.ts';
import sectionsRoutes from './features/menu/sections-routes.ts';
import { SEED_IMAGE_PREFIX } from './features/menu/seed.ts';
import notificationsPlugin from './features/notifications/notifications-plugin.ts';
import notificationsRoutes from './features/notifications/notifications-routes.ts';
import checkoutRoutes from './features/orders/checkout-routes.ts';
import counterRoutes from './features/orders/counter-routes.ts';
import guestCheckoutRoutes from './features/orders/guest-checkout-routes.ts';
import ordersPlugin from './features/orders/orders-plugin.ts';
import ordersRoutes from './features/orders/orders-routes.ts';
import { createPageDocuments, loadServerRenderer } from './features/pages/page-documents.ts';
import paymentsPlugin from './features/payments/payments-plugin.ts';
import paymentsRoutes from './features/payments/payments-routes.ts';
import stripeWebhookRoutes from './features/payments/stripe-webhook-routes.ts';
import privacyPlugin from './features/privacy/privacy-plugin.ts';
import privacyRoutes from './features/privacy/privacy-routes.ts';
import promoCodesPlugin from './features/promo-codes/promo-codes-plugin.ts';
import promoCodesRoutes from './features/promo-codes/promo-codes-routes.ts';
import reportsPlugin from './features/reports/reports-plugin.ts';
import reportsRoutes from './features/reports/reports-routes.ts';
import restaurantPlugin from './features/restaurant/restaurant-plugin.ts';
import restaurantRoutes from './features/restaurant/restaurant-routes.ts';
import reviewsPlugin from './features/reviews/reviews-plugin.ts';
import reviewsRoutes from './features/reviews/reviews-routes.ts';
import {
  canonicalPathOf,
  canonicalQueryOf,
  createPageHead,
  isShopPage,
  publicPages,
} from './features/seo/page-head.ts';
import seoRoutes from './features/seo/seo-routes.ts';
import statsPlugin from './features/stats/stats-plugin.ts';
import statsRoutes from './features/stats/stats-routes.ts';
import tablesPlugin from './features/tables/tables-plugin.ts';
import tablesRoutes from './features/tables/tables-routes.ts';
import usersPlugin from './features/users/users-plugin.ts';
import usersRoutes from './features/users/users-routes.ts';
import authentication from './plugins/app/authentication.ts';
import clockPlugin, { type Clock, systemClock } from './plugins/app/clock.ts';
import database from './plugins/app/database.ts';
import type { FeatureOptions } from './plugins/app/feature-plugin.ts';
import shutdown from './plugins/app/shutdown.ts';
import apiDocs from './plugins/infra/api-docs.ts';
import errorHandler, { sendApiNotFound } from './plugins/infra/error-handler.ts';
import { loggerOptions } from './plugins/infra/log-format.ts';
import { OneLinePerRequest } from './plugins/infra/request-log.ts';
import requestShape from './plugins/infra/request-shape.ts';
import security from './plugins/infra/security.ts';
import web from './plugins/infra/web.ts';

/**
 * The features' plugins, in the order they are registered: each after every plugin it names in
 * its `dependencies` (Fastify refuses to start otherwise, naming both; decision 017).
 */
export const featurePlugins: FastifyPluginAsync<FeatureOptions>[] = [
  auditPlugin,
  brandPlugin,
  healthPlugin,
  mailPlugin,
  usersPlugin,
  notificationsPlugin,
  identityPlugin,
  livePlugin,
  restaurantPlugin,
  menuPlugin,
  cartPlugin,
  deliveryPlugin,
  paymentsPlugin,
  statsPlugin,
  reportsPlugin,
  promoCodesPlugin,
  ordersPlugin,
  bookingsPlugin,
  tablesPlugin,
  reviewsPlugin,
  imagesPlugin,
  privacyPlugin,
  backupsPlugin,
];

/** The features' routes under /api, registered once every feature's plugin is. */
const featureRoutes: FastifyPluginAsyncZod<FeatureOptions>[] = [
  healthRoutes,
  menuRoutes,
  sectionsRoutes,
  optionsRoutes,
  identityRoutes,
  usersRoutes,
  notificationsRoutes,
  privacyRoutes,
  cartRoutes,
  paymentsRoutes,
  checkoutRoutes,
  guestCheckoutRoutes,
  counterRoutes,
  ordersRoutes,
  liveRoutes,
  restaurantRoutes,
  brandRoutes,
  stripeWebhookRoutes,
  imagesRoutes,
  statsRoutes,
  reportsRoutes,
  promoCodesRoutes,
  backupsRoutes,
  auditRoutes,
  reviewsRoutes,
  bookingsRoutes,
  deliveryRoutes,
  tablesRoutes,
];

export interface BuildAppOptions {
  config: AppConfig;
  /** An open database to use instead of opening `config.database` (tests). */
  database?: DatabaseHandle;
  /** The time for the app's rules; tests pass one they control. */
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
}

const seedImagesDir = path.resolve(import.meta.dirname, '../assets/menu');

/** Builds the whole application: infrastructure, then domain plugins, then routes. */
export async function buildApp({
  config,
  database: handle,
  logger,
  clock = systemClock,
}: BuildAppOptions): Promise<FastifyInstance> {
  // One restaurant per process: every amount made and shown is in its currency and locale.
  setRestaurantMoney(config.restaurant);
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    // A request that reaches a process while it stops is served, not refused: the load balancer
    // sends none once the health check fails, and one on its way is as good as any other.
    return503OnClosing: false,
    // A fresh embedded database takes 4–8 s to create on a quiet machine, and more on a busy or
    // small one: Fastify's default of 10 s per plugin would stop the first start.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Infrastructure
  await app.register(errorHandler, { serverFailed: (request) => wordsOf('refusal.somethingWentWrong', { request }) });
  await app.register(requestShape);
  await app.register(clockPlugin, { clock });
  await app.register(shutdown);
  const { service: identityService } = config.identity;
  await app.register(security, {
    stripe: config.payments.provider === 'stripe',
    firebase: identityService.kind === 'firebase' ? identityService : null,
  });
  await app.register(apiDocs, { serve: config.apiDocs });
  await app.register(database, {
    config: config.database,
    ...(handle ? { handle } : {}),
    beforeMigrating: async (opened, pending) => {
      const taken = await backUpBeforeMigrating(opened, config, clock);
      app.log.info({ file: taken.file, migrations: pending }, 'backed up the database before migrating it');
    },
  });

  // Domain: each feature's one plugin decorates the app with its front door
  for (const plugin of featurePlugins) await app.register(plugin, { config });

  // Routes
  await app.register(
    async (api) => {
      api.setNotFoundHandler(sendApiNotFound);
      await api.register(authentication);
      for (const routes of featureRoutes) await api.register(routes, { config });
    },
    { prefix: '/api' },
  );
  await app.register(fastifyStatic, {
    root: seedImagesDir,
    prefix: SEED_IMAGE_PREFIX,
    decorateReply: false,
    maxAge: '7d',
  });
  await app.register(servedPictures, {
    menuDir: seedImagesDir,
    uploads: app.imageStore.objects,
    publicUrl: config.images.publicUrl,
  });
  const sections = async () => (await app.menu.snapshot()).sections;
  // The languages the owner offers now (RESTAURANT_LANGUAGES until they choose): read at each request.
  const languages = () => app.brand.languages();
  await app.register(seoRoutes, { siteUrl: config.publicUrl, sections, brand: () => app.brand.brand(), languages });
  const { visitorLanguage, languageRedirect } = createVisitorLanguage(languages);
  await app.register(web, {
    distDir: config.webDistDir,
    canonicalPathOf: async (pathname) => canonicalPathOf(pathname, await sections(), languages()),
    canonicalQueryOf,
    languages: {
      several: () => languages().length > 1,
      pathInDefault: (pathname) => languageOfPath(pathname, languages()).path,
      visitorLanguage,
      redirect: languageRedirect,
    },
    documentFor: createPageDocuments({
      publicPages,
      showsOrderingNotice: isShopPage,
      tableCodeOf: tableCodeOfPath,
      tables: app.tables,
      renderer: config.webDistDir ? await loadServerRenderer(config.webDistDir) : null,
      config: publicConfig(config),
      brand: app.brand,
      menu: app.menu,
      restaurant: app.restaurant,
      reviews: app.reviews,
      pageHead: createPageHead({ siteUrl: config.publicUrl, mapUrl: config.site.mapUrl }),
      now: () => app.clock.now(),
      log: app.log,
    }),
    prepare: async () => publicPages(await sections(), languages()),
  });

  return app;
}
