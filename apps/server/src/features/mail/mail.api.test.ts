import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, signUpWithIdentity } from '../../../test/helper.ts';
import { startSmtpServer } from '../../../test/smtp-server.ts';

describe('the app’s mail through SMTP_URL', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    smtp = await startSmtpServer({ username: 'bistro', password: 'mail-secret' });
    app = await buildTestApp({ SMTP_URL: smtp.url(), MAIL_FROM: 'The Bistro <hello@bistro.test>' });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('sends the address confirmation of a new account to the SMTP server', async () => {
    await signUpWithIdentity(app, { email: 'smtp-diner@bistro.test' });
    const mail = await vi.waitFor(
      () => {
        const found = smtp.received.find((message) => message.to.includes('smtp-diner@bistro.test'));
        if (!found) throw new Error('not yet');
        return found;
      },
      { timeout: 5000, interval: 50 },
    );
    expect(mail.from).toBe('hello@bistro.test');
    expect(mail.data).toMatch(/^Subject: Confirm your email address for Bistro Boss$/m);
    expect(mail.data.replace(/=\r?\n/g, '')).toContain('http://localhost:5000/api/auth/verify-email?token=3D');
  });
});
