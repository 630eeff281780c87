// "As callers hear it" and the masking measure of the preview engine: what reaches the sink is
// the phone line's band when the switch is on, at the same position; the masking report comes
// from the engine's own voice and music buffers.
import { describe, expect, it } from 'vitest';
import { maskingThresholdDb } from '../audio/phone-line';
import { sine } from '../audio/test-signals';
import { useCaseDefaults } from '../greeting/spec';
import type { AudioSink } from './audio-sink';
import { PreviewEngine, type MixSpec } from './preview-engine';

class FakeSink implements AudioSink {
  currentTime = 0;
  calls: { samples: Float32Array; offset: number; swap: boolean }[] = [];
  play(samples: Float32Array, _rate: number, offset: number, swap: boolean): void {
    this.calls.push({ samples: samples.slice(), offset, swap });
  }
  stop(): void {}
  onEnded(): void {}
}

/** Power of one frequency (Goertzel) over the middle second of a 48 kHz signal, in dB. */
function levelDb(samples: Float32Array, hz: number, rate = 48000): number {
  const start = Math.floor(samples.length / 2 - rate / 2);
  const coeff = 2 * Math.cos((2 * Math.PI * hz) / rate);
  let s1 = 0;
  let s2 = 0;
  for (let i = start; i < start + rate; i++) {
    const s0 = (samples[i] ?? 0) + coeff * s1 - s2;
    s2 = s1;
    s1 = s0;
  }
  return 10 * Math.log10(s1 * s1 + s2 * s2 - coeff * s1 * s2 + 1e-30);
}

const noMusic: MixSpec = {
  music: { ...useCaseDefaults['business-voicemail'].music, trackId: null },
  voiceDelay: 0,
  voiceVolumeDb: 0,
};

/** A "voice" with energy inside the phone band (1 kHz) and far above it (8 kHz). */
function wideVoice(seconds: number): Float32Array {
  const low = sine(1000, 48000, seconds, 0.2);
  const high = sine(8000, 48000, seconds, 0.2);
  return low.map((v, i) => v + high[i]!);
}

describe('PreviewEngine phone line', () => {
  it('sends the band-limited mix to the sink when on, from the same position, and the full mix when off', () => {
    const sink = new FakeSink();
    const engine = new PreviewEngine(sink);
    engine.load({ voice: wideVoice(4), voiceRate: 48000, music: null, musicRate: 48000, spec: noMusic });
    engine.play();
    const full = sink.calls.at(-1)!.samples;
    expect(levelDb(full, 8000) - levelDb(full, 1000)).toBeGreaterThan(-3);

    sink.currentTime = 1.25;
    engine.setPhoneLine(true);
    const phone = sink.calls.at(-1)!;
    expect(engine.state.phoneLine).toBe(true);
    expect(phone.swap).toBe(true);
    expect(phone.offset).toBeCloseTo(1.25, 3);
    expect(phone.samples.length).toBe(full.length);
    // 8 kHz is far outside the 300–3,400 Hz band; 1 kHz passes.
    expect(levelDb(phone.samples, 8000) - levelDb(phone.samples, 1000)).toBeLessThan(-40);
    expect(levelDb(phone.samples, 1000)).toBeGreaterThan(levelDb(full, 1000) - 3);

    sink.currentTime = 2;
    engine.setPhoneLine(false);
    const back = sink.calls.at(-1)!;
    expect(back.offset).toBeCloseTo(2, 3);
    expect(back.samples).toEqual(full);
  });

  it('stays on for the next greeting, and plays it through the line from the start', () => {
    const sink = new FakeSink();
    const engine = new PreviewEngine(sink);
    engine.setPhoneLine(true);
    engine.load({ voice: wideVoice(3), voiceRate: 48000, music: null, musicRate: 48000, spec: noMusic });
    engine.play();
    const played = sink.calls.at(-1)!;
    expect(played.offset).toBe(0);
    expect(levelDb(played.samples, 8000) - levelDb(played.samples, 1000)).toBeLessThan(-40);
  });
});

describe('PreviewEngine masking report', () => {
  const withMusic = (volumeDb: number): MixSpec => ({
    music: {
      ...useCaseDefaults['business-voicemail'].music,
      trackId: 'test',
      volumeDb,
      duckDb: 0,
      intro: 0.5,
      outro: 0.5,
    },
    voiceDelay: 0,
    voiceVolumeDb: 0,
  });

  function load(spec: MixSpec) {
    const engine = new PreviewEngine(new FakeSink());
    const voice = sine(700, 48000, 3, 0.3);
    const music = sine(1200, 48000, 10, 0.3);
    engine.load({ voice, voiceRate: 48000, music, musicRate: 48000, spec });
    return engine;
  }

  it('flags music loud in the phone band, and clears when the music is lowered', () => {
    const loud = load(withMusic(0));
    expect(loud.state.maskingMarginDb).toBeLessThan(maskingThresholdDb);
    expect(loud.state.masked).toBe(true);
    loud.update(withMusic(-30));
    expect(loud.state.maskingMarginDb).toBeCloseTo(30, 0);
    expect(loud.state.masked).toBe(false);
  });

  it('reports no masking without music', () => {
    const engine = load({ ...withMusic(0), music: { ...withMusic(0).music, trackId: null } });
    expect(engine.state.maskingMarginDb).toBe(Infinity);
    expect(engine.state.masked).toBe(false);
  });
});
