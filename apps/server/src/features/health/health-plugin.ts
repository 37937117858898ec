import { featurePlugin } from '../../plugins/app/feature-plugin.ts';

/**
 * The health feature offers nothing to others; its plugin names what its routes read, so that
 * Fastify checks the order at start-up: GET /api/config sends the restaurant's brand and home page.
 */
export default featurePlugin('health', ['brand'], async () => {});
