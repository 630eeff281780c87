import { describe, expect, it } from 'vitest';
import { alternatesFor, isEnglishOnly, localePath, splitLocale } from './paths';

describe('locale paths', () => {
  it('prefixes every language but English', () => {
    expect(localePath('en', '/help/')).toBe('/help/');
    expect(localePath('de', '/help/')).toBe('/de/help/');
    expect(localePath('el', '/')).toBe('/el/');
  });

  it('splits a known prefix only', () => {
    expect(splitLocale('/de/help/')).toEqual({ locale: 'de', rest: '/help/' });
    expect(splitLocale('/de')).toEqual({ locale: 'de', rest: '/' });
    expect(splitLocale('/xx/help/')).toEqual({ locale: null, rest: '/xx/help/' });
    expect(splitLocale('/help/')).toEqual({ locale: null, rest: '/help/' });
  });

  it('gives localized pages a canonical and 7 alternates plus x-default', () => {
    const a = alternatesFor('fr', '/on-hold/', 'https://example.com');
    expect(a.canonical).toBe('https://example.com/fr/on-hold/');
    expect(Object.keys(a.languages).sort()).toEqual(['de', 'el', 'en', 'es', 'fr', 'it', 'pt', 'x-default']);
    expect(a.languages['x-default']).toBe('https://example.com/on-hold/');
    expect(a.languages.en).toBe('https://example.com/on-hold/');
  });

  it('gives English-only pages no alternates to pages that do not exist', () => {
    expect(isEnglishOnly('/out-of-office/')).toBe(true);
    expect(alternatesFor('en', '/out-of-office/', 'https://example.com')).toEqual({
      canonical: 'https://example.com/out-of-office/',
      languages: {},
    });
  });
});
