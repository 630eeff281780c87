import { describe, expect, it } from 'vitest';
import { detectLocale, parseAcceptLanguage } from './detect';

describe('parseAcceptLanguage', () => {
  it('orders tags by quality, keeping header order for ties', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de-DE, el;q=0.9, *;q=0.1')).toEqual(['de-de', 'el', 'fr']);
  });
  it('ignores empty, wildcard and zero-quality entries', () => {
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(null)).toEqual([]);
    expect(parseAcceptLanguage('es;q=0, *')).toEqual([]);
  });
});

describe('detectLocale', () => {
  it('lets the stored cookie win over the browser', () => {
    expect(detectLocale('it', 'de-DE,de;q=0.9')).toBe('it');
  });
  it('uses the first supported browser language', () => {
    expect(detectLocale(undefined, 'ja, pt-BR;q=0.8, en;q=0.5')).toBe('pt');
  });
  it('ignores a cookie that is not one of our locales', () => {
    expect(detectLocale('xx', 'el-GR')).toBe('el');
  });
  it('falls back to English', () => {
    expect(detectLocale(undefined, 'ja, zh-CN')).toBe('en');
    expect(detectLocale(undefined, null)).toBe('en');
  });
});
