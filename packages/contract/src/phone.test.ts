import { describe, expect, it } from 'vitest';
import { phoneSchema, telLink } from './phone.ts';

const parse = (value: unknown) => phoneSchema.safeParse(value);

describe('phone numbers', () => {
  it('keeps a number as typed, trimmed and with single spaces', () => {
    expect(parse('  +1 (555)   010-0199 ').data).toBe('+1 (555) 010-0199');
    expect(parse('030.123.4567').data).toBe('030.123.4567');
    expect(parse('5550100').data).toBe('5550100');
  });

  it('counts 7 to 15 digits, whatever groups them', () => {
    expect(parse('555 010').success).toBe(false);
    expect(parse('+123 456 789 012 345').success).toBe(true);
    expect(parse('+123 456 789 012 3456').success).toBe(false);
  });

  it('refuses letters, a + that does not lead and other signs, saying what a number may hold', () => {
    for (const value of ['555-CALL-NOW', '555+0100199', '555/010/0199', '', '+']) {
      const result = parse(value);
      expect(result.success, value).toBe(false);
    }
    expect(parse('555-CALL-NOW').error?.issues[0]?.message).toBe(
      'Enter a phone number of 7 to 15 digits (a leading +, spaces, dashes, dots and parentheses may go with them)',
    );
  });

  it('refuses what is not text and what is too long', () => {
    expect(parse(5550100199).error?.issues[0]?.message).toBe('Phone must be text');
    expect(parse(`+1 ${'5 '.repeat(20)}`).success).toBe(false);
  });

  it('dials the digits, with the leading + kept', () => {
    expect(telLink('+1 (555) 010-0199')).toBe('tel:+15550100199');
    expect(telLink('030.123.4567')).toBe('tel:0301234567');
  });
});
