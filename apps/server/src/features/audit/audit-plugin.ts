import { featurePlugin } from '../../plugins/app/feature-plugin.ts';
import { type Audit, createAudit } from './audit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The audit log: features record their changes through it (see audit.ts). */
    audit: Audit;
  }
}

/** The audit log: every change that moves money or changes what is sold, append only. */
export default featurePlugin('audit', ['database', 'clock'], async (app, { config }) => {
  app.decorate('audit', createAudit({ db: app.database.db, clock: app.clock, timeZone: config.restaurant.timeZone }));
});
