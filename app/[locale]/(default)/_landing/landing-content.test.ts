import { describe, expect, it } from 'vitest';
import { exampleScript } from '@/components/content/script-examples';
import { estimateVoiceSeconds } from '@/lib/tts/text/spoken-length';
import { prepareText } from '@/lib/tts/text';
import {
  landingCopy,
  landingPageCopy,
  landingSlugs,
  scriptLength,
  scriptLengthLabel,
} from './landing-content';

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

  it("states each example's length from its script, never in a hand-written note", () => {
    for (const slug of landingSlugs) {
      for (const example of landingPageCopy(slug).examples) {
        const where = `${slug}: ${example.title}`;
        // A typed "45 words, 18 seconds" drifts from the script it sits on.
        expect(example.note ?? '', where).not.toMatch(/\d+\s*(words?|seconds?|s\b)/i);
        const text = exampleScript('en', example);
        // The words the engine receives (as the price counts them), pauses left out.
        const prepared = prepareText(text, 'en');
        const spoken = (prepared.ok ? prepared.segments : [])
          .flatMap((s) => (s.kind === 'speech' ? s.text.split(/[\s\-–—]+/) : []))
          .filter((w) => /[a-z0-9]/i.test(w));
        const { words, seconds } = scriptLength(text);
        expect(words, where).toBe(spoken.length);
        expect(seconds, where).toBe(Math.round(estimateVoiceSeconds(text, 'en', 1)));
        expect(scriptLengthLabel(text), where).toBe(`${words} words · about ${seconds} s`);
      }
    }
  });

  it('counts the main business line as the price and the studio do (59 spoken words, about 0:23)', () => {
    const [main] = landingPageCopy('ai-voicemail').examples;
    expect(scriptLength(exampleScript('en', main!))).toEqual({ words: 59, seconds: 23 });
  });
});
