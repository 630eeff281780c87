// Real renders, no stand-ins: every script template of every language, spoken by the voice the
// studio preselects for that language, as a buyer gets it. Two promises ride on these renders
// (#33): the default voices speak at the 140–160 words a minute the site's guide recommends for
// phones, and the studio's length estimate is within ±10 % of what the engine makes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillTemplate, templatesByLocale } from '../greeting/templates';
import { useCases } from '../greeting/spec';
import { locales, type Locale } from '../i18n/locales';
import { createTtsWorkerPool, type TtsWorkerPool } from './engines/tts-worker-pool';
import { createDefaultEngines } from './service';
import { synthesizeGreeting } from './synthesize';
import { createTestService } from './testing/test-service';
import { prepareText, spokenWordCount } from './text';
import { EDGE_SECONDS } from './text/sentences';
import { estimateVoiceSeconds } from './text/spoken-length';

type Render = { label: string; text: string; seconds: number; words: number; pauses: number };

let pool: TtsWorkerPool;
const renders = new Map<Locale, Render[]>();

beforeAll(async () => {
  pool = createTtsWorkerPool({ size: 2, maxQueue: 256, timeoutMs: 60_000 });
  const service = createTestService(createDefaultEngines(pool, 60_000), { dir: null });
  for (const locale of locales) {
    const voice = service.registry.defaultVoice(locale);
    if (!voice) throw new Error(`no default voice for ${locale}`);
    const templates = templatesByLocale[locale];
    const list: Render[] = [];
    for (const useCase of useCases) {
      for (const template of templates.byUseCase[useCase]) {
        const text = fillTemplate(template.text, {}, templates.examples);
        const prepared = prepareText(text, locale);
        if (!prepared.ok) throw new Error(`${locale}/${useCase}/${template.id}: ${prepared.issue.code}`);
        const pauses = prepared.segments.reduce((s, p) => s + (p.kind === 'pause' ? p.seconds : 0), 0);
        const audio = await synthesizeGreeting({ text, voiceId: voice.id, locale }, service);
        list.push({
          label: `${locale}/${useCase}/${template.id} (${voice.id})`,
          text,
          seconds: audio.samples.length / audio.sampleRate,
          words: spokenWordCount(text, locale),
          pauses,
        });
      }
    }
    renders.set(locale, list);
  }
}, 300_000);

afterAll(async () => {
  await pool.close();
});

function rendered(locale: Locale): Render[] {
  const list = renders.get(locale);
  if (!list || list.length === 0) throw new Error(`no renders for ${locale}`);
  return list;
}

describe('default voices on the script templates', () => {
  for (const locale of locales) {
    it(`${locale}: speaks the templates at 140–160 words a minute`, () => {
      const list = rendered(locale);
      // Words the engine says (numbers spelled out) over the time it speaks (pauses and the
      // greeting's silent edges left out), over all templates of the language together.
      const words = list.reduce((n, r) => n + r.words, 0);
      const minutes = list.reduce((s, r) => s + r.seconds - r.pauses - 2 * EDGE_SECONDS, 0) / 60;
      const wpm = words / minutes;
      expect(wpm, `${locale}: ${Math.round(wpm)} wpm`).toBeGreaterThanOrEqual(140);
      expect(wpm, `${locale}: ${Math.round(wpm)} wpm`).toBeLessThanOrEqual(160);
    });

    // Each template on its own, not only on average: a render no longer depends on what the
    // worker spoke before (lib/tts/worker/pico-reuse.test.ts), so no render noise needs room.
    it(`${locale}: the length estimate is within ±10 % on each template and over them all`, () => {
      const list = rendered(locale);
      let estimated = 0;
      let spoken = 0;
      for (const r of list) {
        const estimate = estimateVoiceSeconds(r.text, locale, 1);
        estimated += estimate;
        spoken += r.seconds;
        const ratio = estimate / r.seconds;
        const label = `${r.label}: estimate ${estimate.toFixed(1)} s, render ${r.seconds.toFixed(1)} s`;
        expect(ratio, label).toBeGreaterThanOrEqual(0.9);
        expect(ratio, label).toBeLessThanOrEqual(1.1);
      }
      const overall = estimated / spoken;
      expect(
        overall,
        `${locale}: ${estimated.toFixed(1)} s estimated, ${spoken.toFixed(1)} s rendered`,
      ).toBeGreaterThanOrEqual(0.9);
      expect(
        overall,
        `${locale}: ${estimated.toFixed(1)} s estimated, ${spoken.toFixed(1)} s rendered`,
      ).toBeLessThanOrEqual(1.1);
    });
  }
});
