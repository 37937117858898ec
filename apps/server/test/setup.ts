import { afterEach, vi } from 'vitest';

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
