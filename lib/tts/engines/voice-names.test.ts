import { describe, expect, it } from 'vitest';
import { sampleText } from '../sample-texts';
import { espeakVoices } from './espeak';

describe('eSpeak voice names', () => {
  it('names the Greek voices in Greek script and keeps their stored ids', () => {
    const greek = espeakVoices().filter((v) => v.locale === 'el-GR');
    expect(greek.map((v) => [v.id, v.name])).toEqual([
      ['espeak-el-eleni', 'Ελένη'],
      ['espeak-el-nikos', 'Νίκος'],
    ]);
    for (const v of greek) expect(v.name).toMatch(/^[\p{Script=Greek}]+$/u);
  });

  it('keeps every id in plain Latin letters, one per voice', () => {
    const ids = espeakVoices().map((v) => v.id);
    for (const id of ids) expect(id).toMatch(/^espeak-[a-z]{2}-[a-z]+$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a Greek sample says the name as written, with the article of its gender', () => {
    expect(sampleText('el', 'Νίκος', 'male')).toContain('είμαι ο Νίκος');
    expect(sampleText('el', 'Ελένη', 'female')).toContain('είμαι η Ελένη');
  });
});
