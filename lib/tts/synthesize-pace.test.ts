// A voice's pace is what the studio's 1.0× means for it: the engine hears speed × pace, and the
// cache never serves audio made at another pace.
import { describe, expect, it } from 'vitest';
import type { SynthesisOptions, TtsEngine, VoiceInfo } from './engine';
import { synthesizeGreeting } from './synthesize';
import { createTestService } from './testing/test-service';
import { createToneEngine } from './testing/tone-engine';

/** The tone engine with its English voice at `pace`, recording the speeds it was asked for. */
function pacedEngine(pace: number | undefined): TtsEngine & { speeds: number[] } {
  const tone = createToneEngine();
  const voices: VoiceInfo[] = tone.voices().map((v) => ({ ...v, pace }));
  const speeds: number[] = [];
  return {
    ...tone,
    speeds,
    voices: () => voices,
    synthesize: (text: string, voice: VoiceInfo, options: SynthesisOptions) => {
      speeds.push(options.speed);
      return tone.synthesize(text, voice, options);
    },
  };
}

const text = 'Thank you for calling. Please leave a message after the tone.';

describe('voice pace', () => {
  it('multiplies the requested speed by the voice’s pace', async () => {
    const engine = pacedEngine(0.8);
    const service = createTestService([engine], { dir: null });
    await synthesizeGreeting({ text, voiceId: 'tone-en-f' }, service);
    await synthesizeGreeting({ text, voiceId: 'tone-en-f', speed: 1.25 }, service);
    expect(new Set(engine.speeds)).toEqual(new Set([0.8, 1]));
  });

  it('makes a slower pace a longer greeting, and a voice without pace speaks at the plain speed', async () => {
    const paced = pacedEngine(0.8);
    const plain = pacedEngine(undefined);
    const slow = await synthesizeGreeting({ text, voiceId: 'tone-en-f' }, createTestService([paced], { dir: null }));
    const normal = await synthesizeGreeting({ text, voiceId: 'tone-en-f' }, createTestService([plain], { dir: null }));
    expect(plain.speeds.every((s) => s === 1)).toBe(true);
    expect(slow.samples.length).toBeGreaterThan(normal.samples.length * 1.1);
  });

  it('keeps audio made at another pace out of the cache', async () => {
    const dir = null;
    const first = createTestService([pacedEngine(1)], { dir });
    const before = await synthesizeGreeting({ text, voiceId: 'tone-en-f' }, first);
    // Same cache, a new catalog where the voice got slower: a miss, not the old audio.
    const slower = pacedEngine(0.8);
    const second = { ...first, registry: createTestService([slower], { dir }).registry };
    const after = await synthesizeGreeting({ text, voiceId: 'tone-en-f' }, second);
    expect(after.cacheHit).toBe(false);
    expect(slower.speeds.length).toBeGreaterThan(0);
    expect(after.samples.length).toBeGreaterThan(before.samples.length);
  });
});
