// Test stand-in engine: a deterministic "voice" that hums a tone per word, counts its calls and
// can be told to fail or be slow. Lets cache, pipeline and API tests run without WASM.
import type { EngineAudio, SynthesisOptions, TtsEngine, VoiceInfo } from '../engine';

export interface ToneEngine extends TtsEngine {
  calls: string[];
  failWith: Error | null;
  delayMs: number;
}

export function createToneEngine(id = 'tone', sampleRate = 16_000): ToneEngine {
  const voices: VoiceInfo[] = [
    {
      id: `${id}-en-f`,
      name: 'Tina',
      locale: 'en-US',
      gender: 'female',
      engine: id,
      engineVoice: 'high',
      quality: 1,
      tier: 'standard',
    },
    {
      id: `${id}-de-m`,
      name: 'Tom',
      locale: 'de-DE',
      gender: 'male',
      engine: id,
      engineVoice: 'low',
      quality: 1,
      tier: 'basic',
    },
  ];
  const engine: ToneEngine = {
    id,
    version: '1',
    calls: [],
    failWith: null,
    delayMs: 0,
    voices: () => voices,
    async synthesize(text: string, voice: VoiceInfo, options: SynthesisOptions): Promise<EngineAudio> {
      engine.calls.push(text);
      if (engine.delayMs) await new Promise((resolve) => setTimeout(resolve, engine.delayMs));
      if (engine.failWith) throw engine.failWith;
      const words = text.split(/\s+/).filter(Boolean).length;
      const samples = new Float32Array(Math.round((words * 0.25 * sampleRate) / options.speed));
      const hz = (voice.engineVoice === 'high' ? 220 : 110) * 2 ** (options.pitch / 12);
      for (let i = 0; i < samples.length; i++)
        samples[i] = 0.05 * Math.sin((2 * Math.PI * hz * i) / sampleRate);
      return { samples, sampleRate };
    },
  };
  return engine;
}
