import { describe, expect, it } from 'vitest';
import {
  applyBiquad,
  bandLimit,
  butterworth,
  musicMasksVoice,
  phoneLine,
  phoneMaskingMargin,
} from './phone-line';

const rate = 24000;
const tone = (hz: number, seconds = 0.5, amplitude = 0.5) =>
  Float32Array.from(
    { length: Math.round(rate * seconds) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / rate),
  );
/** RMS in dB of the middle of a signal (past the filters' settling). */
const rmsDb = (s: Float32Array) => {
  const mid = s.subarray(Math.floor(s.length / 4), Math.floor((3 * s.length) / 4));
  const energy = mid.reduce((sum, x) => sum + x * x, 0) / mid.length;
  return 10 * Math.log10(energy);
};

describe('phone band filters', () => {
  it('pass 1 kHz and cut 100 Hz and 6 kHz by more than 15 dB', () => {
    const ref = rmsDb(tone(1000));
    expect(Math.abs(rmsDb(bandLimit(tone(1000), rate)) - ref)).toBeLessThan(1);
    expect(rmsDb(bandLimit(tone(100), rate)) - ref).toBeLessThan(-15);
    expect(rmsDb(bandLimit(tone(6000), rate)) - ref).toBeLessThan(-15);
  });

  it('are -3 dB at the corner frequency for one section', () => {
    const ref = rmsDb(tone(3400));
    const once = applyBiquad(tone(3400), butterworth('lowpass', 3400, rate));
    expect(rmsDb(once) - ref).toBeCloseTo(-3.01, 0);
  });
});

describe('phoneLine', () => {
  it('keeps length and the voice band, drops what a phone line cannot carry', () => {
    const speech = tone(1000);
    const out = phoneLine(speech, rate);
    expect(out.length).toBe(speech.length);
    expect(Math.abs(rmsDb(out) - rmsDb(speech))).toBeLessThan(1.5);
    expect(rmsDb(phoneLine(tone(7000), rate)) - rmsDb(tone(7000))).toBeLessThan(-30);
  });

  it('adds the quantization noise of G.711 (a quiet tone is no longer exact), µ-law and A-law alike', () => {
    const quiet = tone(1000, 0.5, 0.01);
    for (const codec of ['ulaw', 'alaw'] as const) {
      const out = phoneLine(quiet, rate, codec);
      const filtered = bandLimit(quiet, rate);
      const error = out.reduce((sum, x, i) => sum + (x - (filtered[i] ?? 0)) ** 2, 0);
      expect(error).toBeGreaterThan(0);
      expect(Math.abs(rmsDb(out) - rmsDb(quiet))).toBeLessThan(2);
    }
  });
});

describe('phoneMaskingMargin', () => {
  it('measures the voice over the music while the voice speaks', () => {
    const voice = tone(800, 1, 0.3);
    const music = tone(1200, 1, 0.03);
    expect(phoneMaskingMargin(voice, music, rate)).toBeCloseTo(20, 0);
    expect(musicMasksVoice(20)).toBe(false);
  });

  it('warns when the music is nearly as loud as the voice in the phone band', () => {
    const margin = phoneMaskingMargin(tone(800, 1, 0.3), tone(1200, 1, 0.15), rate);
    expect(margin).toBeCloseTo(6, 0);
    expect(musicMasksVoice(margin)).toBe(true);
  });

  it('ignores bass the line cannot carry, and music in the pauses', () => {
    const bass = phoneMaskingMargin(tone(800, 1, 0.3), tone(60, 1, 0.3), rate);
    expect(bass).toBeGreaterThan(20);
    const voice = tone(800, 1, 0.3);
    voice.fill(0, 0, rate / 2);
    const music = tone(1200, 1, 0.3);
    music.fill(0, rate / 2);
    expect(phoneMaskingMargin(voice, music, rate)).toBeGreaterThan(30);
    expect(phoneMaskingMargin(new Float32Array(rate), music, rate)).toBe(Infinity);
  });
});
