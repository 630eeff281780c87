import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage } from './detect';
import { browserRegion, regionalLocale, tagRegion } from './region';

describe('tagRegion', () => {
  it('reads the region subtag, skipping a script', () => {
    expect(tagRegion('en-GB')).toBe('GB');
    expect(tagRegion('en-gb')).toBe('GB');
    expect(tagRegion('zh-Hant-TW')).toBe('TW');
    expect(tagRegion('en')).toBeNull();
    expect(tagRegion('es-419')).toBeNull();
  });
});

describe('browserRegion', () => {
  it("takes the first tag of the page's language that names a region", () => {
    expect(browserRegion('en', ['en-GB', 'en-US', 'en'])).toBe('GB');
    expect(browserRegion('en', ['en', 'en-GB'])).toBe('GB');
    expect(browserRegion('en', ['de-DE', 'en-US'])).toBe('US');
  });

  it('is null when no tag of that language has a region', () => {
    expect(browserRegion('en', ['en', 'de-CH'])).toBeNull();
    expect(browserRegion('de', [])).toBeNull();
  });

  it('works on a parsed Accept-Language header', () => {
    expect(browserRegion('en', parseAcceptLanguage('en-US;q=0.5, en-GB;q=0.9, fr'))).toBe('GB');
  });
});

describe('regionalLocale', () => {
  const at = new Date('2026-11-28T22:12:00Z');
  const long = (tag: string) =>
    new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at);

  it('formats an English buyer in the UK the UK way: day first, 24-hour clock', () => {
    expect(regionalLocale('en', 'GB')).toBe('en-GB');
    expect(long(regionalLocale('en', 'GB'))).toMatch(/^28 November 2026\b.*22:12$/);
    expect(long(regionalLocale('en', 'US'))).toMatch(/^November 28, 2026\b.*10:12\sPM$/);
  });

  it("keeps the page's language and follows the country's conventions", () => {
    expect(regionalLocale('de', 'CH')).toBe('de-CH');
    expect(regionalLocale('fr', 'CH')).toBe('fr-CH');
  });

  it('falls back to the language without a usable country', () => {
    expect(regionalLocale('en', null)).toBe('en');
    expect(regionalLocale('en', '')).toBe('en');
    expect(regionalLocale('en', 'gb; drop')).toBe('en');
  });
});
