import { describe, expect, it } from 'vitest';
import { brandStyleSheet, brightVariant, CHARCOAL, colourProblem, contrast } from './brand-colours.ts';

describe('the restaurant’s colours', () => {
  it('measure contrast as WCAG 2 does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrast('#ffffff', '#8a6204')).toBeCloseTo(contrast('#8a6204', '#ffffff'), 10);
  });

  it('refuse a main colour too light to read on the white page, saying why', () => {
    expect(colourProblem('#f2c94c', null)).toEqual({ reason: 'mainTooLight', ratio: 1.5 });
    expect(colourProblem('#8a6204', null)).toBeNull();
    expect(colourProblem('#b3261e', '#ffffff')).toBeNull();
  });

  it('refuse a text colour that does not read on the main colour, its contrast rounded down', () => {
    expect(colourProblem('#1d4ed8', '#0f172a')).toEqual({ reason: 'textTooClose', ratio: 2.6 });
    // 4.49:1, said as 4.4:1, never as a passing 4.5:1.
    expect(colourProblem('#000000', '#747474')).toEqual({ reason: 'textTooClose', ratio: 4.4 });
  });

  it('lighten the main colour until it reads on the dark surfaces', () => {
    for (const colour of ['#8a6204', '#1d4ed8', '#000000', '#b3261e']) {
      expect(contrast(brightVariant(colour), CHARCOAL)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('paint nothing over the house colours until a main colour is set', () => {
    expect(brandStyleSheet({ primaryColor: null, primaryTextColor: null })).toBe('');
    expect(brandStyleSheet({ primaryColor: '#b3261e', primaryTextColor: null })).toMatch(
      /^html\[data-theme\]\{--color-primary:#b3261e;--color-primary-content:#ffffff;--color-gold-dark:#b3261e;--color-gold:#[0-9a-f]{6};/,
    );
    expect(brandStyleSheet({ primaryColor: 'red;}body{x:1', primaryTextColor: null })).toBe('');
  });
});
