import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A stray console.error or console.warn (React warnings included) fails the test.
for (const level of ['error', 'warn'] as const) {
  vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    throw new Error(`console.${level} was called: ${args.map(String).join(' ')}`);
  });
}

afterEach(() => cleanup());
