import { describe, expect, it } from 'vitest';
import { findInSources, type LineRule, linesBreaking } from './test/production-sources.ts';

/**
 * "Now" is read in one place on each side: the server's `app.clock` (tests give their own) and
 * the web app's lib/clock.ts. Anything else that asks the system for the time escapes the tests'
 * clock, as the 409 printed in UTC once did.
 */
const READS_THE_TIME: LineRule[] = [
  { pattern: /new Date\(\)/, why: 'new Date(): take the time from app.clock (server) or now() (web, lib/clock.ts)' },
  { pattern: /\bDate\.now\(\)/, why: 'Date.now(): take the time from app.clock (server) or now() (web, lib/clock.ts)' },
];
const readsTheTime = linesBreaking(READS_THE_TIME);

/** The clocks themselves, and the reads that are not the app's time but a library's or a file's. */
const allowed = [
  'apps/server/src/plugins/app/clock.ts',
  'apps/web/src/lib/clock.ts',
  // The outbox's file names say when a message was written: a name, not a rule.
  'apps/server/src/features/mail/mailer.ts',
  // Google's tokens are checked by jose against the system clock; auth_time must agree with it.
  'apps/server/src/features/identity/firebase-id-token.ts',
];

describe('clock guard', () => {
  it('finds no reading of the time outside the two clocks', () => {
    expect(findInSources(readsTheTime, allowed)).toEqual([]);
  });

  it('flags new Date() and Date.now(), not a date made from a value', () => {
    expect(readsTheTime('const today = localDay(new Date(), zone);')).toHaveLength(1);
    expect(readsTheTime('setTimeout(end, until.getTime() - Date.now());')).toHaveLength(1);
    expect(readsTheTime('new Date(order.pickupAt)')).toEqual([]);
    expect(readsTheTime('clock.now()')).toEqual([]);
  });
});
