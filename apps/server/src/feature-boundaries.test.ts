import { readdirSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import {
  boundaryViolation,
  boundaryViolations,
  decoratorViolations,
  featureGraph,
  featurePluginDeclarations,
  importCycles,
  publicModuleViolations,
  schemaTables,
  serverRoot,
  tableOwners,
  tableWriteViolations,
} from '../test/feature-boundaries.ts';
import { featurePlugins } from './app.ts';
import type { AppConfig } from './config/env.ts';

const at = (file: string) => path.join(serverRoot, 'src', file);
const features = readdirSync(at('features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A registered plugin's name and dependencies, as fastify-plugin keeps them. */
const metaOf = (plugin: FastifyPluginAsync<never>) =>
  (plugin as unknown as Record<symbol, { name: string; dependencies?: string[] }>)[Symbol.for('plugin-meta')];

describe('feature boundaries of the server', () => {
  it('are kept by every file: imports, decorators, public modules and table writes', () => {
    expect(boundaryViolations()).toEqual([]);
  });

  it('refuse an import of another feature’s internals, from either side', () => {
    expect(boundaryViolation(at('features/orders/flows/kitchen.ts'), '../../payments/payments-repository.ts')).toMatch(
      /the orders feature imports an internal of the payments feature .*features\/payments\/index\.ts/,
    );
    expect(boundaryViolation(at('features/payments/payments.ts'), '../orders/flows/checkout.ts')).toMatch(
      /the payments feature imports an internal of the orders feature/,
    );
    expect(boundaryViolation(at('features/payments/providers/x.ts'), '../../cart/cart-repository.ts')).toMatch(
      /the payments feature imports an internal of the cart feature/,
    );
    expect(boundaryViolation(at('cli/admin.ts'), '../features/users/users-repository.ts')).toMatch(
      /imports an internal of the users feature/,
    );
    expect(boundaryViolation(at('features/cart/x.ts'), '../../app.ts')).toMatch(/the cart feature imports the app/);
  });

  it('refuse shared code importing a feature, even its public module: every folder but features/ and cli/', () => {
    expect(boundaryViolation(at('plugins/infra/web.ts'), '../../features/pages/page-documents.ts')).toMatch(
      /shared code imports the pages feature/,
    );
    expect(boundaryViolation(at('db/schema.ts'), '../features/menu/index.ts')).toMatch(
      /shared code imports the menu feature/,
    );
    expect(boundaryViolation(at('jobs/scheduled-job.ts'), '../features/bookings/index.ts')).toMatch(
      /shared code imports the bookings feature/,
    );
  });

  it('allow a public module, a feature’s own files, the shared code and the composition in app.ts', () => {
    expect(boundaryViolation(at('features/privacy/privacy-service.ts'), '../orders/index.ts')).toBeNull();
    expect(boundaryViolation(at('features/orders/flows/kitchen.ts'), '../orders-repository.ts')).toBeNull();
    expect(boundaryViolation(at('features/orders/flows/kitchen.ts'), '../../../http/problems.ts')).toBeNull();
    expect(boundaryViolation(at('app.ts'), './features/orders/orders-plugin.ts')).toBeNull();
    expect(boundaryViolation(at('features/orders/x.ts'), 'fastify')).toBeNull();
    expect(boundaryViolation(at('cli/admin.ts'), '../features/users/index.ts')).toBeNull();
  });

  it('refuse a feature, or shared code, using another feature’s repository through the app’s decorators', () => {
    expect(
      decoratorViolations(at('features/identity/sign-in.ts'), 'await app.ordersRepository.joinGuestOrders(id, email);'),
    ).toEqual([
      "the identity feature uses the orders feature's repository through the app (app.ordersRepository): use its front door",
    ]);
    expect(decoratorViolations(at('plugins/app/x.ts'), 'const { usersRepository } = app;')).toEqual([
      "shared code (plugins/app/x.ts) uses the users feature's repository through the app (app.usersRepository): use its front door",
    ]);
  });

  it('refuse a feature using another’s front door that its plugin does not name, so the order is checked at start-up', () => {
    expect(
      decoratorViolations(at('features/menu/menu-routes.ts'), 'await app.orders.kitchen.listFor(caller, {});'),
    ).toEqual([
      "the menu feature uses app.orders of the orders feature without naming 'orders' in its plugin's dependencies",
    ]);
    expect(
      decoratorViolations(at('features/orders/x.ts'), 'await app.restaurant.bill(); await app.cart.list(id);'),
    ).toEqual([]);
    // Tests drive the whole app, as a client does.
    expect(
      decoratorViolations(at('features/menu/menu.api.test.ts'), 'await app.ordersRepository.findById(id);'),
    ).toEqual([]);
  });

  it('refuse a public module exporting a repository, or a whole file', () => {
    expect(
      publicModuleViolations(
        at('features/orders/index.ts'),
        "export type { OrderRecord, OrdersRepository } from './orders-repository.ts';",
      ),
    ).toEqual(["the orders feature's public module exports its repository (OrdersRepository): export its front door"]);
    expect(
      publicModuleViolations(at('features/users/index.ts'), "export { createUsersRepository as users } from './x.ts';"),
    ).toEqual([]);
    expect(
      publicModuleViolations(at('features/users/index.ts'), "export { createUsersRepository } from './x.ts';"),
    ).toHaveLength(1);
    expect(publicModuleViolations(at('features/cart/index.ts'), "export * from './cart-repository.ts';")).toEqual([
      "the cart feature's public module exports a whole file: name what it exports",
    ]);
  });

  it('refuse a feature writing a table another feature owns: each table is written by its owner', () => {
    const probe = `import { orders, payments } from '../../db/schema.ts';
      await tx.update(orders).set({ userId });
      await tx.update(payments).set({ userId }).where(inArray(payments.orderId, ids));
      await tx.execute(sql\`delete from \${payments} where \${payments.orderId} = \${id}\`);`;
    expect(tableWriteViolations(at('features/orders/orders-repository.ts'), probe)).toEqual([
      "the orders feature writes payments, the payments feature's table: ask that feature",
    ]);
    expect(tableWriteViolations(at('features/payments/payments-repository.ts'), probe)).toEqual([
      "the payments feature writes orders, the orders feature's table: ask that feature",
    ]);
  });

  it('know the owner of every table of the schema, a feature of the app (or the shared database code)', () => {
    expect(schemaTables().filter((table) => !(table in tableOwners))).toEqual([]);
    expect(Object.values(tableOwners).filter((owner) => !features.includes(owner) && owner !== 'db')).toEqual([]);
  });

  it('have no cycle between features, counting imports, decorators and plugin dependencies; payments depends on no order', () => {
    expect(importCycles(featureGraph())).toEqual([]);
    expect([...(featureGraph().get('payments') ?? [])]).not.toContain('orders');
  });

  it('name a cycle, however long, and whichever feature it is found from', () => {
    const graph = (edges: [string, string[]][]) => new Map(edges.map(([from, to]) => [from, new Set(to)]));
    expect(
      importCycles(
        graph([
          ['payments', ['orders']],
          ['orders', ['payments']],
        ]),
      ),
    ).toEqual(['orders → payments → orders']);
    expect(
      importCycles(
        graph([
          ['pages', ['seo']],
          ['seo', ['menu']],
          ['menu', ['pages']],
          ['cart', ['menu']],
        ]),
      ),
    ).toEqual(['menu → pages → seo → menu']);
    // The real graph with one deliberate dependency added: the menu feature using the cart.
    const withCrossing = featureGraph();
    withCrossing.set('menu', new Set([...(withCrossing.get('menu') ?? []), 'cart']));
    expect(importCycles(withCrossing)).toEqual(['cart → menu → cart']);
  });
});

describe('the wiring of the server’s features', () => {
  it('gives each feature at most one plugin, named after its folder', () => {
    for (const [feature, { name }] of featurePluginDeclarations) expect(name).toBe(feature);
    const pluginFiles = features.map(
      (feature) =>
        readdirSync(at(`features/${feature}`)).filter((file) => file.endsWith('-plugin.ts') && !file.includes('.test.'))
          .length,
    );
    expect(Math.max(...pluginFiles)).toBe(1);
  });

  it('registers every feature’s plugin after each plugin it depends on', () => {
    // The infrastructure every feature may build on is registered before any feature.
    const registered = ['database', 'clock'];
    for (const plugin of featurePlugins) {
      const meta = metaOf(plugin);
      expect(meta?.dependencies?.filter((dependency) => !registered.includes(dependency)) ?? [], meta?.name).toEqual(
        [],
      );
      registered.push(meta?.name ?? '');
    }
    expect(registered.slice(2).sort()).toEqual([...featurePluginDeclarations.keys()].sort());
  });

  it('fails at start-up, naming both, when a plugin a feature depends on is missing or comes after it', async () => {
    const orders = featurePlugins.find((plugin) => metaOf(plugin)?.name === 'orders');
    if (!orders) throw new Error('no orders plugin');
    const app = Fastify();
    for (const name of metaOf(orders)?.dependencies?.filter((dependency) => dependency !== 'restaurant') ?? []) {
      await app.register(fp(async () => {}, { name }));
    }
    app.register(orders, { config: {} as AppConfig });
    app.register(fp(async () => {}, { name: 'restaurant' }));
    await expect(app.ready()).rejects.toThrow("The dependency 'restaurant' of plugin 'orders' is not registered");
  });
});
