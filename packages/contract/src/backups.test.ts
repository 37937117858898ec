import { describe, expect, it } from 'vitest';
import { everyInWords, spanInWords } from './backups.ts';

describe('spans in words', () => {
  it('says how long ago in the largest whole unit', () => {
    expect([1, 59, 61, 3600, 5400, 86_400, 200_000].map(spanInWords)).toEqual([
      '1 second',
      '59 seconds',
      '1 minute',
      '1 hour',
      '1 hour',
      '1 day',
      '2 days',
    ]);
  });

  it('says how often in the largest unit the interval is a whole number of', () => {
    expect([15, 60, 5400, 21_600, 86_400, 172_800].map(everyInWords)).toEqual([
      'every 15 seconds',
      'every minute',
      'every 90 minutes',
      'every 6 hours',
      'every day',
      'every 2 days',
    ]);
  });
});
