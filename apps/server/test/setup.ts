import { DEFAULT_CURRENCY, DEFAULT_LOCALE, setRestaurantMoney } from '@bistro/contract/money';
import { afterEach, vi } from 'vitest';

// The files of a worker share their modules (isolate: false), and an app sets the process's
// restaurant currency when it is built (a euro test's app, say): each file starts in dollars,
// as the embedded defaults are, whatever the file before it built.
setRestaurantMoney({ currency: DEFAULT_CURRENCY, locale: DEFAULT_LOCALE });

// A stray console.error or console.warn is a bug the test did not look for: fail on it.
for (const level of ['error', 'warn'] as const) {
  const original = console[level];
  vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    original(...args);
    throw new Error(`console.${level} was called: ${args.map(String).join(' ')}`);
  });
}

afterEach(() => {
  vi.clearAllMocks();
});
