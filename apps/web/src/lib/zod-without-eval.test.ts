import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('is how zod is configured once the app has started', async () => {
    await import('./zod-without-eval.ts');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
