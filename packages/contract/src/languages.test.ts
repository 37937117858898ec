import { describe, expect, it } from 'vitest';
import { keptLanguageIn } from './languages.ts';

describe('the language a browser keeps', () => {
  it('is read from its cookies wherever it stands among them, and only when it is a language', () => {
    expect(keptLanguageIn('lang=fr')).toBe('fr');
    expect(keptLanguageIn('session=abc; lang=ar; theme=dark')).toBe('ar');
    expect(keptLanguageIn('session=abc;lang=de')).toBe('de');
    expect(keptLanguageIn('lang=it')).toBeNull();
    expect(keptLanguageIn('slang=fr')).toBeNull();
    expect(keptLanguageIn('lang=french')).toBeNull();
    expect(keptLanguageIn('')).toBeNull();
  });
});
