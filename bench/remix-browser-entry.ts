// Bundled by bench/remix-browser.mjs and run inside Chromium: the preview engine re-mixing 60 s
// of audio after slider changes, playing through a real AudioContext (buffer swap included).
import { WebAudioSink } from '../lib/playback/web-audio-sink';
import { PreviewEngine, type MixSpec } from '../lib/playback/preview-engine';
import { voiceLike } from '../lib/audio/test-signals';
import { useCaseDefaults } from '../lib/greeting/spec';
import { decodeTrack } from '../lib/music/decode';

export interface RemixBenchResult {
  seconds: number;
  quickMs: number[];
  swapMs: number[];
  exactMs: number[];
  loadMs: number;
  positionKept: boolean;
  contextRate: number;
}

async function run(trackBase64: string, lengthSamples: number, runs: number): Promise<RemixBenchResult> {
  const bytes = Uint8Array.from(atob(trackBase64), (c) => c.charCodeAt(0));
  const music = await decodeTrack(bytes, lengthSamples);
  const voice = voiceLike(24000, 50);
  const context = new AudioContext({ sampleRate: 48000 });
  await context.resume();
  let pending: (() => void) | null = null;
  const engine = new PreviewEngine(new WebAudioSink(context), {
    deferExact: (r) => ((pending = r), () => (pending = null)),
  });
  const spec: MixSpec = {
    music: { ...useCaseDefaults['business-voicemail'].music, trackId: 'bench', intro: 5, outro: 5 },
    voiceDelay: 0,
    voiceVolumeDb: 0,
  };
  const t0 = performance.now();
  engine.load({ voice, voiceRate: 24000, music: music.samples, musicRate: music.sampleRate, spec });
  const loadMs = performance.now() - t0;
  engine.play();
  await new Promise((r) => setTimeout(r, 300));
  const quickMs: number[] = [];
  const swapMs: number[] = [];
  const exactMs: number[] = [];
  let positionKept = true;
  for (let i = 0; i < runs; i++) {
    const before = engine.position;
    engine.update({ ...spec, music: { ...spec.music, volumeDb: -24 + (i % 12) } });
    quickMs.push(engine.state.lastMixMs);
    swapMs.push(engine.state.lastSwapMs);
    if (engine.position + 0.05 < before) positionKept = false;
    await new Promise((r) => requestAnimationFrame(() => r(null)));
    const exact = pending as (() => void) | null;
    if (exact) {
      exact();
      exactMs.push(engine.state.lastMixMs);
    }
  }
  engine.pause();
  await context.close();
  return {
    seconds: engine.state.duration,
    quickMs,
    swapMs,
    exactMs,
    loadMs,
    positionKept,
    contextRate: context.sampleRate,
  };
}

(window as Window & { __remixBench?: typeof run }).__remixBench = run;
