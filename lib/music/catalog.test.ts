import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '../i18n/locales';
import { getTrack, musicCategories, tracks } from './catalog';
import { loopSamples, musicSampleRate } from './render';
import { categoryNames, trackTitles } from './titles';
import { songs } from './tracks';

describe('music catalog', () => {
  it('has 10–12 tracks with unique ids and every category present', () => {
    expect(tracks.length).toBeGreaterThanOrEqual(10);
    expect(tracks.length).toBeLessThanOrEqual(12);
    expect(new Set(tracks.map((t) => t.id)).size).toBe(tracks.length);
    for (const c of musicCategories) expect(tracks.some((t) => t.category === c)).toBe(true);
  });

  it('lists tracks of 60–120 s whose files exist and stay small', () => {
    let bytes = 0;
    for (const t of tracks) {
      expect(t.durationSec).toBeGreaterThanOrEqual(60);
      expect(t.durationSec).toBeLessThanOrEqual(120);
      expect(t.lengthSamples).toBe(Math.round(t.durationSec * musicSampleRate));
      expect(t.file).toBe(`/music/${t.id}.opus`);
      const path = join(process.cwd(), 'public', t.file);
      expect(existsSync(path)).toBe(true);
      bytes += statSync(path).size;
    }
    expect(bytes).toBeLessThan(8 * 1024 * 1024);
  });

  it('matches the note data it was rendered from', () => {
    expect(tracks.map((t) => t.id)).toEqual(songs.map((s) => s.id));
    for (const song of songs) {
      const t = getTrack(song.id);
      expect(t?.category).toBe(song.category);
      expect(t?.bpm).toBe(song.bpm);
      expect(t?.lengthSamples).toBe(loopSamples(song));
    }
    expect(getTrack('no-such-track')).toBeUndefined();
  });

  it('has a title for every track and a name for every category in every language', () => {
    for (const t of tracks) {
      for (const l of locales) expect(trackTitles[t.id]?.[l]?.trim()).toBeTruthy();
    }
    for (const c of musicCategories) for (const l of locales) expect(categoryNames[c][l].trim()).toBeTruthy();
    expect(Object.keys(trackTitles).sort()).toEqual(tracks.map((t) => t.id).sort());
  });
});
