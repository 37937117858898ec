import { describe, expect, it } from 'vitest';
import { returnPathOf } from './pages.ts';

describe('returnPathOf', () => {
  const returnPath = (target: string) => returnPathOf(new URLSearchParams({ redirectTo: target }));

  it('keeps a path on this site', () => {
    expect(returnPath('/order/DRINKS?x=1')).toBe('/order/DRINKS?x=1');
  });

  it('refuses other sites and nothing', () => {
    for (const target of ['https://evil.example', '//evil.example/x', '/\\evil.example', '/\t/evil.example', '']) {
      expect(returnPath(target), target).toBeUndefined();
    }
    expect(returnPathOf(new URLSearchParams())).toBeUndefined();
  });
});
