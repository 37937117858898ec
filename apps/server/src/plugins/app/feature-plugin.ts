import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env.ts';

/** What every feature's plugin and routes are given: the app's configuration. */
export interface FeatureOptions {
  config: AppConfig;
}

/**
 * A feature's one plugin (features/<name>/<name>-plugin.ts), named after its folder: it decorates
 * the app with what the feature offers (its front door), and names every plugin whose decorators
 * the feature uses, its routes' included (`dependencies`: other features and the infrastructure).
 * Fastify refuses to start when one of them is not registered before it, naming both ("The
 * dependency 'restaurant' of plugin 'orders' is not registered"); the boundary test keeps the
 * list true to the decorators the feature uses (test/feature-boundaries.ts). See decision 017.
 */
export function featurePlugin(
  name: string,
  dependencies: readonly string[],
  plugin: FastifyPluginAsync<FeatureOptions>,
): FastifyPluginAsync<FeatureOptions> {
  return fp(plugin, { name, dependencies: [...dependencies] });
}
