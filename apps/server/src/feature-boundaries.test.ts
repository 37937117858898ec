import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  boundaryViolation,
  boundaryViolations,
  featureGraph,
  importCycles,
  serverRoot,
} from '../test/feature-boundaries.ts';

const at = (file: string) => path.join(serverRoot, 'src', file);

describe('feature boundaries of the server', () => {
  it('are kept by every file: features meet only through their public modules', () => {
    expect(boundaryViolations()).toEqual([]);
  });

  it('refuse an import of another feature’s internals, from either side', () => {
    expect(boundaryViolation(at('features/orders/order-service.ts'), '../payments/payments-repository.ts')).toMatch(
      /the orders feature imports an internal of the payments feature .*features\/payments\/index\.ts/,
    );
    expect(boundaryViolation(at('features/payments/checkout.ts'), '../orders/order-service.ts')).toMatch(
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

  it('refuse shared code importing a feature, even its public module', () => {
    expect(boundaryViolation(at('plugins/infra/web.ts'), '../../features/pages/page-documents.ts')).toMatch(
      /shared code imports the pages feature/,
    );
    expect(boundaryViolation(at('db/schema.ts'), '../features/menu/index.ts')).toMatch(
      /shared code imports the menu feature/,
    );
  });

  it('allow a public module, a feature’s own files, the shared code and the composition in app.ts', () => {
    expect(boundaryViolation(at('features/payments/checkout.ts'), '../orders/index.ts')).toBeNull();
    expect(boundaryViolation(at('features/orders/order-service.ts'), './orders-repository.ts')).toBeNull();
    expect(boundaryViolation(at('features/orders/order-service.ts'), '../../http/problems.ts')).toBeNull();
    expect(boundaryViolation(at('app.ts'), './features/orders/orders-plugin.ts')).toBeNull();
    expect(boundaryViolation(at('features/orders/x.ts'), 'fastify')).toBeNull();
  });

  it('have no import cycle between features', () => {
    expect(importCycles(featureGraph())).toEqual([]);
  });

  it('name an import cycle, however long, and whichever feature it is found from', () => {
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
    // The real graph with one deliberate import added: the menu feature importing the cart.
    const withCrossing = featureGraph();
    withCrossing.set('menu', new Set([...(withCrossing.get('menu') ?? []), 'cart']));
    expect(importCycles(withCrossing)).toEqual(['cart → menu → cart']);
  });
});
