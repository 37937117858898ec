import { describe, expect, it } from 'vitest';
import { createTokenService } from './token-service.ts';

describe('the keys of links that open one thing without signing in', () => {
  const tokens = createTokenService('a-test-secret-of-at-least-32-characters', 3600);
  const now = new Date('2026-11-22T12:00:00Z');
  const key = tokens.linkKey('guest-order', 'order-1', new Date('2026-12-22T12:00:00Z'));

  it('opens its own thing, for its purpose, until it expires', () => {
    expect(tokens.checkLinkKey('guest-order', 'order-1', key, now)).toBe(true);
    expect(tokens.checkLinkKey('guest-order', 'order-2', key, now)).toBe(false);
    expect(tokens.checkLinkKey('guest-booking', 'order-1', key, now)).toBe(false);
    expect(tokens.checkLinkKey('guest-order', 'order-1', key, new Date('2026-12-23T00:00:00Z'))).toBe(false);
  });

  it('is compared exactly: nothing added before, inside or after it opens anything', () => {
    const [expires, signature] = key.split('.');
    for (const changed of [
      `${key}.anything`,
      `${key}x`,
      `${key} `,
      ` ${key}`,
      `${key}\n`,
      `x${key}`,
      `${expires}..${signature}`,
      `${expires}.${signature}.`,
      `${expires}.${signature}&more`,
    ]) {
      expect(tokens.checkLinkKey('guest-order', 'order-1', changed, now), JSON.stringify(changed)).toBe(false);
    }
  });
});
