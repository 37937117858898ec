import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/helper.ts';
import { slidingWindow } from './sliding-window.ts';

describe('a sliding window of counts per key', () => {
  it('is full after `max` in the window, for that key alone, and frees as the oldest leave it', () => {
    const clock = testClock();
    const window = slidingWindow({ max: 2, windowMs: 60_000, clock });
    window.add('a');
    clock.advance(10);
    window.add('a');
    expect(window.full('a')).toBe(true);
    expect(window.full('b')).toBe(false);
    expect(window.secondsUntilFree('a')).toBe(50);
    clock.advance(50);
    expect(window.full('a')).toBe(false);
    expect(window.secondsUntilFree('a')).toBe(0);
  });
});
