import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../../test/smtp-server.ts';
import { createMailer } from './mailer.ts';

/** A logger that keeps what it is told, to check the outbox's one-line notice. */
function recordingLog() {
  const lines: { fields: object; message: string }[] = [];
  const log = { info: (fields: object, message: string) => lines.push({ fields, message }) };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

const message = {
  to: 'diner@bistro.test',
  subject: 'Reset your Bistro Boss password',
  text: 'Open this link:\n\nhttp://localhost:5000/reset-password?token=abc\n',
  link: 'http://localhost:5000/reset-password?token=abc',
};

describe('the outbox (default mail adapter)', () => {
  it('writes each message as an .eml file and announces it with its link in one log line', async () => {
    const dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'bistro-outbox-')), 'outbox');
    const { log, lines } = recordingLog();
    const mailer = createMailer(
      { address: 'no-reply@localhost', transport: { kind: 'outbox', dir } },
      () => 'Bistro Boss',
      log,
    );
    await mailer.send(message);

    const [file] = await readdir(dir);
    expect(file).toMatch(/\.eml$/);
    const eml = await readFile(path.join(dir, file ?? ''), 'utf8');
    expect(eml).toMatch(/^From: Bistro Boss <no-reply@localhost>$/m);
    expect(eml).toMatch(/^To: diner@bistro\.test$/m);
    expect(eml).toMatch(/^Subject: Reset your Bistro Boss password$/m);
    expect(eml).toContain('http://localhost:5000/reset-password?token=abc');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.message).toBe(
      `mail to diner@bistro.test: "Reset your Bistro Boss password" http://localhost:5000/reset-password?token=abc (outbox: ${path.join(dir, file ?? '')})`,
    );
  });
});

describe('SMTP (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer({ username: 'bistro', password: 'mail-secret' });
  });
  afterAll(() => smtp.close());

  const address = 'no-reply@bistro.test';
  const sender = () => 'Bistro Boss';

  it('delivers the message to the SMTP server, signed in with the URL’s credentials', async () => {
    const mailer = createMailer({ address, transport: { kind: 'smtp', url: smtp.url() } }, sender, recordingLog().log);
    await mailer.send(message);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'no-reply@bistro.test', to: ['diner@bistro.test'], user: 'bistro' });
    expect(smtp.received[0]?.data).toMatch(/^Subject: Reset your Bistro Boss password$/m);
    expect(smtp.received[0]?.data).toContain('reset-password?token=abc');
  });

  it('fails loudly when the server refuses the credentials', async () => {
    const mailer = createMailer(
      { address, transport: { kind: 'smtp', url: smtp.url('bistro', 'wrong') } },
      sender,
      recordingLog().log,
    );
    await expect(mailer.send(message)).rejects.toThrow(/Invalid username or password/);
  });
});
