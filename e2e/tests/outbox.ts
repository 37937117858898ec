import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { sites } from '../support/sites.ts';

/** Undoes quoted-printable, as the server's mail library writes long lines. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The newest message to `to` whose subject matches, from the site's outbox, waiting for it to arrive. */
export async function mailTo(
  to: string,
  subject: RegExp,
  dataDir = sites.main.dataDir,
): Promise<{ text: string; link: string }> {
  const dir = path.join(dataDir, 'outbox');
  // The whole address: mail to kitchen-boss@bistro.test is not mail to boss@bistro.test.
  const addressedTo = new RegExp(`^To:(?:.*[\\s<,])?${to.replace(/[.+]/g, '\\$&')}(?=[>\\s,]|$)`, 'mi');
  let found: { text: string; link: string } | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(dir).catch(() => []))
          .filter((name) => name.endsWith('.eml'))
          .sort()
          .reverse();
        for (const name of names) {
          const eml = await readFile(path.join(dir, name), 'utf8');
          const [head = '', ...body] = eml.split('\n\n');
          if (!addressedTo.test(head)) continue;
          if (!subject.test(/^Subject: (.*)$/m.exec(head)?.[1] ?? '')) continue;
          // A body mostly outside ASCII (Arabic) comes in base64; the others quoted-printable.
          const text = /^Content-Transfer-Encoding: base64/im.test(head)
            ? Buffer.from(body.join('\n\n'), 'base64').toString('utf8')
            : decodeQuotedPrintable(body.join('\n\n'));
          found = { text, link: /https?:\/\/\S+/.exec(text)?.[0] ?? '' };
          return true;
        }
        return false;
      },
      { message: `a message to ${to} matching ${subject}`, timeout: 10_000 },
    )
    .toBe(true);
  return found ?? { text: '', link: '' };
}

/** The link in the newest message to `to` whose subject matches (see mailTo). */
export async function linkInMail(to: string, subject: RegExp, dataDir = sites.main.dataDir): Promise<string> {
  const { link } = await mailTo(to, subject, dataDir);
  expect(link, `a link in the message to ${to}`).not.toBe('');
  return link;
}
