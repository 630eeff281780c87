import { describe, expect, it } from 'vitest';
import { landingCopy, landingPageCopy, landingSlugs } from './landing-content';

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

describe('landing copy', () => {
  it('parses, and every page has unique titles and descriptions', () => {
    const pages = landingSlugs.map(landingPageCopy);
    expect(new Set(pages.map((p) => p.metaTitle)).size).toBe(landingSlugs.length);
    expect(new Set(pages.map((p) => p.description)).size).toBe(landingSlugs.length);
    for (const p of pages) expect(p.description.length).toBeLessThanOrEqual(170);
  });

  it('gives each page 2–4 examples with text to show and guidance of a few hundred words', () => {
    for (const slug of landingSlugs) {
      const p = landingPageCopy(slug);
      expect(p.examples.length).toBeGreaterThanOrEqual(2);
      expect(p.examples.length).toBeLessThanOrEqual(4);
      for (const e of p.examples)
        expect(Boolean(e.template) || Boolean(e.text), `${slug}: ${e.title}`).toBe(true);
      const guidance = [p.lead, ...p.sections.flatMap((s) => [s.title, ...s.body, ...s.list]), p.tip.body]
        .concat(p.faq.flatMap((f) => [f.q, f.a]))
        .join(' ');
      expect(words(guidance), slug).toBeGreaterThanOrEqual(400);
      expect(words(guidance), slug).toBeLessThanOrEqual(800);
    }
    expect(landingCopy.pause).toContain('{seconds}');
  });
});
