import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { loggerOptions } from './log-format.ts';

/** A destination that keeps what is written to it. */
function collector() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

describe('the server log', () => {
  it('is one short line per request for a person at a terminal', async () => {
    const output = collector();
    const app = await buildTestApp(
      {},
      { logger: loggerOptions({ logLevel: 'info', logFormat: 'pretty' }, output.stream) },
    );
    try {
      await app.inject({ method: 'GET', url: '/api/health' });
      const line = output
        .text()
        .split('\n')
        .find((candidate) => candidate.includes('/api/health'));
      expect(line).toMatch(/^\[\d\d:\d\d:\d\d(\.\d+)?\] INFO: GET \/api\/health 200 \d+ ms$/);
    } finally {
      await app.close();
    }
  });

  it('is JSON lines for machines', async () => {
    const output = collector();
    const app = await buildTestApp(
      {},
      { logger: loggerOptions({ logLevel: 'info', logFormat: 'json' }, output.stream) },
    );
    try {
      await app.inject({ method: 'GET', url: '/api/health' });
      const lines = output
        .text()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(lines).toContainEqual(
        expect.objectContaining({ msg: 'request completed', url: '/api/health', statusCode: 200 }),
      );
    } finally {
      await app.close();
    }
  });
});
