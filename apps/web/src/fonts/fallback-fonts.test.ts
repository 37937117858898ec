import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import cinzel from '@capsizecss/metrics/cinzel';
import georgia from '@capsizecss/metrics/georgia';
import inter from '@capsizecss/metrics/inter';
import notoSerif from '@capsizecss/metrics/notoSerif';
import roboto from '@capsizecss/metrics/roboto';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { describe, expect, it } from 'vitest';

// Linux has no Arial and no Times New Roman; its Liberation faces have their metrics and another name.
const liberationSans = {
  ...arial,
  familyName: 'Liberation Sans',
  fullName: 'Liberation Sans',
  postscriptName: 'LiberationSans',
};
const liberationSerif = {
  ...timesNewRoman,
  familyName: 'Liberation Serif',
  fullName: 'Liberation Serif',
  postscriptName: 'LiberationSerif',
};

// Cinzel's letters are all capitals (its small letters are small capitals), and the text set in it
// is mostly uppercase (dish names, page titles): its stand-ins are sized on capitals, where Cinzel
// is 1.28 times narrower than its width on average text says, next to a Times-like face (measured
// in Chromium against Liberation Serif).
const capitalsWidth = Math.round(cinzel.xWidthAvg / 1.28);
const cinzelCapitals = {
  ...cinzel,
  xWidthAvg: capitalsWidth,
  subsets: { ...cinzel.subsets, latin: { xWidthAvg: capitalsWidth } },
};

// What each web font stands in for until it arrives: Mac, iPhone and Windows, Linux, Android.
const stacks = [
  {
    variable: '--font-sans',
    stack: createFontStack([inter, arial, liberationSans, roboto], { fontFaceFormat: 'styleString' }),
  },
  {
    variable: '--font-display',
    stack: createFontStack([cinzelCapitals, georgia, timesNewRoman, liberationSerif, notoSerif], {
      fontFaceFormat: 'styleString',
    }),
  },
];

const read = (file: string) => readFileSync(path.resolve(import.meta.dirname, file), 'utf8');

describe('the fallback faces the text shows until the web fonts arrive', () => {
  it('are sized from the fonts’ metrics, so the swap moves nothing', () => {
    const faces = read('fallback-fonts.css').replace(/^\/\*[\s\S]*?\*\/\n/, '');
    expect(faces, 'regenerate fallback-fonts.css from this test’s stacks').toBe(
      // In the house style's double quotes.
      `${stacks.map(({ stack }) => stack.fontFaces.replaceAll("'", '"')).join('\n')}\n`,
    );
  });

  it('come right after their web font in the theme’s families', () => {
    const theme = read('../index.css').replace(/\s+/g, ' ');
    for (const { variable, stack } of stacks) {
      const fallbacks = stack.fontFamily.split(', ').filter((family) => family.includes('Fallback'));
      const [webFont] = stack.fontFamily.split(', ');
      expect(theme).toContain(`${variable}: ${[webFont, ...fallbacks].join(', ')}, `);
    }
  });
});
