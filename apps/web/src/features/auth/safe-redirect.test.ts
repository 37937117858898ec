import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps a path on this site', () => {
    expect(safeRedirect('/order/DRINKS?x=1')).toBe('/order/DRINKS?x=1');
  });

  it('refuses other sites and nothing, falling back to the home page', () => {
    for (const target of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirect(target)).toBe('/');
    }
  });
});
