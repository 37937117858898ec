import { featurePlugin } from '../../plugins/app/feature-plugin.ts';
import { createPromoCodes, type PromoCodes } from './promo-codes.ts';
import { createPromoCodesRepository } from './promo-codes-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    promoCodes: PromoCodes;
  }
}

/** Promo codes: the checkout quotes, holds, counts and releases them; admins manage them. */
export default featurePlugin('promo-codes', ['database', 'clock', 'audit'], async (app, { config }) => {
  app.decorate(
    'promoCodes',
    createPromoCodes({
      repository: createPromoCodesRepository(app.database.db),
      audit: app.audit,
      transaction: (work) => app.database.db.transaction(work),
      clock: app.clock,
      timeZone: config.restaurant.timeZone,
      currency: config.restaurant.currency,
    }),
  );
});
