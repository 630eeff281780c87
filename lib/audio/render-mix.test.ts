import { describe, expect, it } from 'vitest';
import { useCaseDefaults, type GreetingSpec } from '../greeting/spec';
import { mixDuration, mixLayout } from './layout';
import { integratedLoudness, truePeakDb } from './loudness';
import {
  cachedPrepareMusic,
  cachedPrepareVoice,
  KEYED_VOICE_LIMITS,
  keyedPrepareVoice,
  mixPrepared,
  prepareMusic,
  prepareVoice,
  renderMix,
  renderPrepared,
} from './render-mix';
import { rms, sine } from './test-signals';

type MixSpec = Pick<GreetingSpec, 'music' | 'voiceDelay' | 'voiceVolumeDb'>;

function spec(music: Partial<GreetingSpec['music']> = {}, rest: Partial<MixSpec> = {}): MixSpec {
  const d = useCaseDefaults['business-voicemail'];
  return {
    voiceDelay: d.voiceDelay,
    voiceVolumeDb: d.voiceVolumeDb,
    ...rest,
    music: { ...d.music, trackId: 'calm-1', ...music },
  };
}

const voice = sine(300, 22050, 4, 0.3);

describe('layout', () => {
  it('adds delay, intro, voice and outro; intro/outro only with music', () => {
    const s = spec({ intro: 2, outro: 3 }, { voiceDelay: 0.5 });
    expect(mixDuration(s, 4)).toBeCloseTo(9.5, 10);
    const l = mixLayout(s, 4);
    expect(l.voiceStart).toBeCloseTo(2.5, 10);
    expect(l.voiceEnd).toBeCloseTo(6.5, 10);
    const none = spec({ trackId: null, intro: 2, outro: 3 }, { voiceDelay: 0.5 });
    expect(mixDuration(none, 4)).toBeCloseTo(4.5, 10);
    expect(mixLayout(none, 4).fadeIn).toBe(0);
  });

  it('shrinks fades that would overlap', () => {
    const l = mixLayout(spec({ intro: 0, outro: 0, fadeIn: 5, fadeOut: 5 }), 4);
    expect(l.fadeIn + l.fadeOut).toBeCloseTo(4, 10);
  });
});

describe('renderMix', () => {
  const music = sine(440, 44100, 3, 0.3); // shorter than the mix: must loop

  it('places the voice after delay + intro and gets the total length right', () => {
    const s = spec({ intro: 2, outro: 1.5, duckDb: 12 }, { voiceDelay: 0.25 });
    const r = renderMix({ voice, voiceRate: 22050, music, musicRate: 44100, spec: s });
    expect(r.sampleRate).toBe(48000);
    expect(r.voiceStart).toBeCloseTo(2.25, 6);
    expect(r.voiceEnd).toBeCloseTo(6.25, 3);
    expect(r.samples.length / 48000).toBeCloseTo(7.75, 3);
    expect(r.samples.length / 48000).toBeCloseTo(mixDuration(s, 4), 3);
  });

  it('loops the music to fit, or plays it once when loop is off', () => {
    const s = spec({ intro: 1, outro: 4, duckDb: 0, fadeOut: 0 });
    const looped = renderMix({
      voice: new Float32Array(22050 * 2),
      voiceRate: 22050,
      music,
      musicRate: 44100,
      spec: s,
    });
    // 7 s of mix, 3 s of music: still playing at 6 s.
    expect(rms(looped.samples, 6 * 48000, 6.5 * 48000)).toBeGreaterThan(-30);
    const once = renderMix({
      voice: new Float32Array(22050 * 2),
      voiceRate: 22050,
      music,
      musicRate: 44100,
      spec: { ...s, music: { ...s.music, loop: false } },
    });
    expect(rms(once.samples, 6 * 48000, 6.5 * 48000)).toBe(-Infinity);
  });

  it('has no music when trackId is null (or no buffer is given)', () => {
    const s = spec({ trackId: null, intro: 3, outro: 3 });
    const r = renderMix({ voice, voiceRate: 22050, music, musicRate: 44100, spec: s });
    expect(r.voiceStart).toBe(0);
    expect(r.samples.length).toBe(Math.ceil((voice.length * 48000) / 22050));
    // Only the 300 Hz voice: 440 Hz content absent → correlation with a 440 Hz tone ≈ 0.
    let c = 0;
    for (let i = 0; i < 48000; i++) c += r.samples[i + 24000]! * Math.sin((2 * Math.PI * 440 * i) / 48000);
    expect(Math.abs(c / 48000)).toBeLessThan(1e-3);
    const noBuffer = renderMix({
      voice,
      voiceRate: 22050,
      music: null,
      musicRate: 44100,
      spec: spec({ intro: 3 }),
    });
    expect(noBuffer.voiceStart).toBe(0);
  });

  it('ducks the music under the voice and normalizes to −16 LUFS / −1 dBTP', () => {
    const s = spec({ intro: 3, outro: 3, duckDb: 12, volumeDb: -6, fadeIn: 0, fadeOut: 0 });
    const silentVoice = new Float32Array(4 * 48000);
    silentVoice.set(sine(300, 48000, 2, 0.3), 48000);
    const voiceP = prepareVoice(silentVoice, 48000);
    const musicP = prepareMusic(sine(440, 48000, 10, 0.3), 48000);
    const raw = mixPrepared(voiceP, musicP, s);
    const musicOnly = mixPrepared(prepareVoice(new Float32Array(4 * 48000), 48000), musicP, s);
    // Music level under the voice (voice region 4–6 s, minus the voice itself) is 12 dB down.
    const under = new Float32Array(48000);
    for (let i = 0; i < 48000; i++) under[i] = raw.samples[4.5 * 48000 + i]! - silentVoice[1.5 * 48000 + i]!;
    expect(Math.abs(rms(musicOnly.samples, 48000, 2 * 48000) - rms(under) - 12)).toBeLessThan(0.5);
    const r = renderPrepared(voiceP, musicP, s);
    expect(Math.abs(integratedLoudness(r.samples, 48000) + 16)).toBeLessThan(0.5);
    expect(truePeakDb(r.samples, 48000)).toBeLessThanOrEqual(-1);
  });

  it('fades the music but never the voice', () => {
    // Fades (1 s) longer than intro/outro (0.2 s) and no ducking: the voice keeps its level.
    const s = spec({ intro: 0.2, outro: 0.2, fadeIn: 1, fadeOut: 1, duckDb: 0, volumeDb: -40 });
    const tone = sine(300, 48000, 2, 0.3);
    const r = mixPrepared(prepareVoice(tone, 48000), prepareMusic(sine(440, 48000, 10, 0.3), 48000), s);
    const start = Math.round(0.2 * 48000);
    // 10–60 ms into the voice it is at full level (within the −40 dB music's contribution).
    expect(Math.abs(rms(r.samples, start + 480, start + 2880) - rms(tone, 480, 2880))).toBeLessThan(0.2);
  });

  it('fades the whole mix in and out', () => {
    const s = spec({ intro: 2, outro: 2, fadeIn: 1, fadeOut: 1, duckDb: 0 });
    const r = renderMix({
      voice,
      voiceRate: 22050,
      music: sine(440, 48000, 10, 0.3),
      musicRate: 48000,
      spec: s,
    });
    expect(Math.abs(r.samples[0]!)).toBe(0);
    expect(Math.abs(r.samples[r.samples.length - 1]!)).toBe(0);
    expect(rms(r.samples, 0, 4800)).toBeLessThan(rms(r.samples, 48000, 52800) - 12);
  });

  it('re-mixes into a reusable buffer with identical results', () => {
    const s = spec({ intro: 1, outro: 1 });
    const v = prepareVoice(voice, 22050);
    const m = prepareMusic(music, 44100);
    const fresh = mixPrepared(v, m, s).samples;
    const buffer = new Float32Array(48000 * 20).fill(7);
    const reused = mixPrepared(v, m, s, buffer).samples;
    expect(reused.buffer).toBe(buffer.buffer);
    expect(Array.from(reused)).toEqual(Array.from(fresh));
  });

  it('renders into a reused buffer exactly as into a fresh one (the preview path)', () => {
    const s = spec({ intro: 1, outro: 1, volumeDb: -3 });
    const v = prepareVoice(voice, 22050);
    const m = prepareMusic(music, 44100);
    const fresh = renderPrepared(v, m, s);
    const buffer = new Float32Array(48000 * 20);
    renderPrepared(v, m, { ...s, music: { ...s.music, volumeDb: -20 } }, buffer); // an earlier slider state
    const reused = renderPrepared(v, m, s, buffer);
    expect(reused.samples.buffer).toBe(buffer.buffer);
    expect(Array.from(reused.samples)).toEqual(Array.from(fresh.samples));
    expect(reused.lufs).toBe(fresh.lufs);
  });

  it('resamples only the part of a long track it plays, with identical samples', () => {
    const s = spec({ intro: 1, outro: 1 });
    const long = sine(523, 44100, 40, 0.3);
    const oneShot = renderMix({ voice, voiceRate: 22050, music: long, musicRate: 44100, spec: s });
    const full = renderPrepared(prepareVoice(voice, 22050), prepareMusic(long, 44100), s);
    expect(Array.from(oneShot.samples)).toEqual(Array.from(full.samples));
  });

  it('remembers prepared voice and music per source array and rate (the server cache)', () => {
    const v = sine(300, 24000, 2, 0.3);
    const m = sine(440, 44100, 6, 0.2);
    const first = cachedPrepareVoice(v, 24000);
    expect(cachedPrepareVoice(v, 24000)).toBe(first);
    expect(cachedPrepareVoice(v, 16000)).not.toBe(first);
    expect(cachedPrepareVoice(v.slice(), 24000)).not.toBe(first);
    expect(cachedPrepareMusic(m, 44100)).toBe(cachedPrepareMusic(m, 44100));
    expect(first.samples).toEqual(prepareVoice(v, 24000).samples);
    // A cached render (whole track resampled once) equals the uncached one (only the part played).
    const input = {
      voice: v,
      voiceRate: 24000,
      music: m,
      musicRate: 44100,
      spec: spec({ intro: 1, outro: 1 }),
    };
    const plain = renderMix(input);
    const cached = renderMix(input, { cache: true });
    expect(Array.from(cached.samples)).toEqual(Array.from(plain.samples));
    expect(renderMix(input, { cache: true }).samples).toEqual(cached.samples);
  });

  it('remembers prepared voices by content key across array copies, bounded (worker threads)', () => {
    const v = sine(300, 24000, 1, 0.3);
    const first = keyedPrepareVoice('clip-a', v, 24000);
    // A structured-clone copy (what a worker receives) finds the same prepared voice.
    expect(keyedPrepareVoice('clip-a', v.slice(), 24000)).toBe(first);
    expect(keyedPrepareVoice('clip-a', v, 16000)).not.toBe(first);
    // A key reused for audio of another length is prepared afresh.
    expect(keyedPrepareVoice('clip-a', v.subarray(0, 1000), 24000).samples.length).toBe(2000);
    const input = {
      voice: v,
      voiceRate: 24000,
      music: null,
      musicRate: 48000,
      spec: spec({ trackId: null }),
    };
    expect(renderMix(input, { voiceKey: 'clip-b' }).samples).toEqual(renderMix(input).samples);
    // More clips than the bound: the oldest are dropped, the newest kept.
    const keep = keyedPrepareVoice('clip-0', v, 24000);
    let newest = keep;
    for (let i = 1; i <= KEYED_VOICE_LIMITS.entries; i++) newest = keyedPrepareVoice(`clip-${i}`, v, 24000);
    expect(keyedPrepareVoice(`clip-${KEYED_VOICE_LIMITS.entries}`, v.slice(), 24000)).toBe(newest);
    expect(keyedPrepareVoice('clip-0', v.slice(), 24000)).not.toBe(keep);
  });

  it('copes with an empty voice, with and without music', () => {
    const empty = renderMix({
      voice: new Float32Array(0),
      voiceRate: 22050,
      music: null,
      musicRate: 48000,
      spec: spec({ trackId: null }),
    });
    expect(empty.samples.length).toBe(0);
    expect(empty.lufs).toBe(-Infinity);
    const musicOnly = renderMix({
      voice: new Float32Array(0),
      voiceRate: 22050,
      music,
      musicRate: 44100,
      spec: spec({ intro: 2, outro: 2 }),
    });
    expect(musicOnly.samples.length).toBe(4 * 48000);
    expect(Math.abs(musicOnly.lufs + 16)).toBeLessThan(0.5);
  });

  it('folds an output gain into the mix', () => {
    const s = spec({ intro: 1, outro: 1 });
    const v = prepareVoice(voice, 22050);
    const m = prepareMusic(music, 44100);
    const plain = mixPrepared(v, m, s).samples;
    const louder = mixPrepared(v, m, s, undefined, 0.5).samples;
    let err = 0;
    for (let i = 0; i < plain.length; i++) err = Math.max(err, Math.abs(louder[i]! - plain[i]! * 0.5));
    expect(err).toBeLessThan(1e-6);
  });

  it('is deterministic', () => {
    const s = spec({ intro: 1, outro: 1 });
    const a = renderMix({ voice, voiceRate: 22050, music, musicRate: 44100, spec: s }).samples;
    const b = renderMix({ voice, voiceRate: 22050, music, musicRate: 44100, spec: s }).samples;
    expect(a).toEqual(b);
  });
});
