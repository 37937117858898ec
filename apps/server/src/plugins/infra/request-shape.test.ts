import { describe, expect, it } from 'vitest';
import { isPlainPath, jsonDepthExceeds } from './request-shape.ts';

describe('isPlainPath', () => {
  it('accepts plain paths, with a query or a trailing slash', () => {
    for (const path of ['/', '/menu', '/api/auth/sign-in/email', '/api/menu?x=../y', '/order/SALADS/', '/a.b/c..d'])
      expect(isPlainPath(path), path).toBe(true);
  });

  it('refuses ".", ".." and empty segments, also percent-encoded or with backslashes', () => {
    for (const path of [
      '/api/auth/x/../sign-in/email',
      '/api/./menu',
      '/api//menu',
      '//api/menu',
      '/api/auth/x/%2e%2e/sign-in/email',
      '/api/auth/x/%2E./sign-in/email',
      '/api/auth/x%2f..%2fsign-in/email',
      '/api/auth/x/..%5csign-in',
      '/api/%2e/menu',
      '/api/%zz',
      'api/menu',
    ])
      expect(isPlainPath(path), path).toBe(false);
  });
});

describe('jsonDepthExceeds', () => {
  it('measures nesting outside of strings', () => {
    expect(jsonDepthExceeds('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":[1,{"b":[2]}]}', 3)).toBe(true);
    expect(jsonDepthExceeds(`{"a":"${'['.repeat(100)}"}`, 3)).toBe(false);
    expect(jsonDepthExceeds(`{"a":"\\"${'{'.repeat(100)}"}`, 3)).toBe(false);
    expect(jsonDepthExceeds('['.repeat(10_000), 32)).toBe(true);
  });
});
