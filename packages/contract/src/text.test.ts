import { describe, expect, it } from 'vitest';
import { lineOfText, multilineText } from './text.ts';

describe('the one-line text rule', () => {
  const name = lineOfText({ label: 'Name', min: 1, max: 100 });
  const note = multilineText({ label: 'Note', max: 500 });

  it('refuses line breaks, control characters, line separators and bidirectional overrides in one line', () => {
    for (const typed of [
      'Ann\nLee',
      'Ann\r\nBcc: all@example.com',
      'Ann\rLee',
      'Ann\tLee',
      'Ann\u0000Lee',
      'Ann\u0085Lee',
      'Ann\u2028Lee',
      'Ann\u2029Lee',
      'Ann \u202eeeL',
      'Ann \u2066Lee\u2069',
    ]) {
      const parsed = name.safeParse(typed);
      expect(parsed.success, JSON.stringify(typed)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Name must be one line, without control characters');
    }
  });

  it('takes names in any script, with accents, marks and emoji, trimmed', () => {
    for (const typed of ['Zoë Ångström', 'محمد\u200f', '山田 太郎', 'Chef 👩‍🍳', "O'Brien-Smith"]) {
      expect(name.parse(typed), typed).toBe(typed);
    }
    expect(name.parse('  Ann Lee \n')).toBe('Ann Lee');
  });

  it('lets several lines hold line breaks and tabs, but not the other controls', () => {
    expect(note.parse('A high chair\r\n\tand a cake')).toBe('A high chair\r\n\tand a cake');
    for (const typed of ['nul\u0000', 'bell\u0007', 'Ann\u2028Lee', 'rtl \u202e']) {
      expect(note.safeParse(typed).success, JSON.stringify(typed)).toBe(false);
    }
  });
});
