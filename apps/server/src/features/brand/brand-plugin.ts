import { featurePlugin } from '../../plugins/app/feature-plugin.ts';
import { BRAND_CHANGED_CHANNEL, createBrandRepository } from './brand-repository.ts';
import { type BrandService, createBrandService } from './brand-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The restaurant's name, look, home page and languages, as its owner set them. */
    brand: BrandService;
  }
}

/** The brand, read at start and again in every process when it changes. */
export default featurePlugin('brand', ['database', 'clock'], async (app, { config }) => {
  const brand = await createBrandService({
    repository: createBrandRepository(app.database.db, app.clock),
    defaults: config.brand,
    defaultLanguages: config.restaurant.languages,
  });
  app.decorate('brand', brand);
  await app.database.listen(BRAND_CHANGED_CHANNEL, () => {
    brand.reload().catch((error: unknown) => app.log.error({ err: error }, 'could not read the brand again'));
  });
});
