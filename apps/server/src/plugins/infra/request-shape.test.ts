import { describe, expect, it } from 'vitest';
import { isPlainHost, isPlainPath, jsonDepthExceeds } from './request-shape.ts';

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
      '/api/auth/sign-in/%65mail',
      '/%61pi/menu',
      '/order/%53ALADS',
      '/api/menu/%31',
      '/x%7e',
    ])
      expect(isPlainPath(path), path).toBe(false);
  });

  it('accepts other %-codes, which name what cannot be written plainly', () => {
    for (const path of ['/api/users/caf%C3%A9%40bistro.test', '/menu%20list', '/a%2Cb', '/%E2%80%AE'])
      expect(isPlainPath(path), path).toBe(true);
  });
});

describe('isPlainHost', () => {
  it('accepts host names and addresses with an optional port', () => {
    for (const host of [
      'localhost',
      'localhost:5000',
      '127.0.0.1:5000',
      '[::1]:5000',
      'bistro.example',
      'Bistro.Example',
    ])
      expect(isPlainHost(host), host).toBe(true);
  });

  it('refuses user-info, paths, queries, bad ports and what is no host at all', () => {
    for (const host of [
      'localhost:5642@evil.com',
      'user:secret@localhost',
      'localhost:99999',
      'localhost:port',
      'localhost:5000:5000',
      '[::1',
      '::1',
      'localhost:5000/path',
      'localhost:5000?query',
      'localhost:5000#fragment',
      'évil.example',
      ' ',
      '',
    ])
      expect(isPlainHost(host), host).toBe(false);
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
