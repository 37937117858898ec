import { test as base, expect } from '@playwright/test';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Every test runs with a guard: a request to anything but this machine is blocked and
 * fails the test, because the site must work offline (images, fonts, scripts ship with it).
 */
// biome-ignore lint/suspicious/noConfusingVoidType: Playwright types a fixture without a value as void.
export const test = base.extend<{ offlineGuard: void }>({
  offlineGuard: [
    async ({ context, baseURL }, use) => {
      const outside: string[] = [];
      await context.route(
        (url) => url.protocol.startsWith('http') && !LOCAL_HOSTS.has(url.hostname),
        (route) => {
          // Only our app's pages count; the identity stand-ins' own screens are test scaffolding.
          const pageUrl = route.request().frame().url();
          if (baseURL && pageUrl.startsWith(`${baseURL}/`)) outside.push(route.request().url());
          return route.abort('blockedbyclient');
        },
      );
      await use();
      expect(outside, 'requests that left localhost').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export interface MenuItem {
  _id: string;
  name: string;
  category: string;
  price: number;
}
