import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage } from './detect';
import { browserRegion, tagRegion } from './region';

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
