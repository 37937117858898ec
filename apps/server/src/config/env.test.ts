import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('runs on the embedded defaults with no configuration', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.host).toBe('localhost');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('data/db') });
    expect(config.webDistDir).toMatch(/apps\/web\/dist$/);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://bistro:secret@db.internal:5432/bistro' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://bistro:secret@db.internal:5432/bistro' });
  });

  it('names every bad variable at once', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(attempt).toThrowError(ConfigError);
    expect(attempt).toThrowError(/PORT:/);
    expect(attempt).toThrowError(/DATABASE_URL: DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(attempt).toThrowError(/LOG_LEVEL:/);
  });

  it('treats an empty WEB_DIST_DIR as "serve only the API"', () => {
    expect(loadConfig({ WEB_DIST_DIR: '' }).webDistDir).toBeNull();
  });

  it('turns Google sign-in on only with both client id and secret, at the configured issuer', () => {
    expect(loadConfig({}).identity.google).toBeNull();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).identity.google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuer: 'https://accounts.google.com',
    });
    expect(
      loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER: 'http://localhost:9000' })
        .identity.google?.issuer,
    ).toBe('http://localhost:9000');
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrowError(
      /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together/,
    );
  });

  it('reads admin emails case-insensitively and keeps the captcha on unless switched off', () => {
    const config = loadConfig({ ADMIN_EMAILS: 'Boss@Bistro.test, chef@bistro.test' });
    expect(config.identity.adminEmails).toEqual(['boss@bistro.test', 'chef@bistro.test']);
    expect(config.identity.captcha).toBe(true);
    expect(loadConfig({ LOGIN_CAPTCHA: 'false' }).identity.captcha).toBe(false);
  });

  it('refuses short secrets', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrowError(/JWT_SECRET must be at least 32 characters/);
  });
});
