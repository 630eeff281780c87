'use client';

import { useEffect } from 'react';
import type { MixSpec } from '@/lib/playback/preview-engine';

export interface MixCheckInput {
  ttsRequest: { text: string; voiceId: string; speed: number; pitch: number; locale: string };
  trackId: string | null;
  spec: MixSpec;
  /** Quick re-mixes to time after the first exact mix (the benchmark). */
  remixes?: number;
}

export interface MixCheckResult {
  /** Little-endian float32 bytes of the exact mix, base64. */
  samplesBase64: string;
  sampleRate: number;
  lufs: number;
  remixMs: number[];
  exactMs: number[];
}

declare global {
  interface Window {
    __mixCheck?: (input: MixCheckInput) => Promise<MixCheckResult>;
  }
}

/** Exposes window.__mixCheck: fetch voice and track like the player does, mix with the engine. */
export function MixCheck() {
  useEffect(() => {
    window.__mixCheck = async (input) => {
      const [{ PreviewEngine }, { decodeWav }, { getTrack }, { decodeTrack }] = await Promise.all([
        import('@/lib/playback/preview-engine'),
        import('@/lib/audio/encode/decode-wav'),
        import('@/lib/music/catalog'),
        import('@/lib/music/decode'),
      ]);
      const tts = await fetch('/api/tts/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(input.ttsRequest),
      });
      if (!tts.ok) throw new Error(`tts ${tts.status}`);
      const wav = decodeWav(new Uint8Array(await tts.arrayBuffer()));
      let music: { samples: Float32Array; sampleRate: number } | null = null;
      if (input.trackId) {
        const track = getTrack(input.trackId);
        if (!track) throw new Error('unknown track');
        const bytes = new Uint8Array(await (await fetch(track.file)).arrayBuffer());
        music = await decodeTrack(bytes, track.lengthSamples);
      }
      let pending: (() => void) | null = null;
      const sink = { currentTime: 0, play: () => {}, stop: () => {}, onEnded: () => {} };
      const engine = new PreviewEngine(sink, {
        deferExact: (run) => ((pending = run), () => (pending = null)),
      });
      engine.load({
        voice: wav.mono,
        voiceRate: wav.sampleRate,
        music: music?.samples ?? null,
        musicRate: music?.sampleRate ?? 48000,
        spec: input.spec,
      });
      const exactMs = [engine.state.lastMixMs];
      const samples = engine.samples.slice();
      const lufs = engine.state.lufs;
      const remixMs: number[] = [];
      for (let i = 0; i < (input.remixes ?? 0); i++) {
        engine.update({
          ...input.spec,
          music: { ...input.spec.music, volumeDb: input.spec.music.volumeDb - 1 - (i % 6) },
        });
        remixMs.push(engine.state.lastMixMs);
        if (i % 5 === 4 && pending) {
          (pending as () => void)();
          exactMs.push(engine.state.lastMixMs);
        }
      }
      const bytes = new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength);
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return { samplesBase64: btoa(binary), sampleRate: engine.sampleRate, lufs, remixMs, exactMs };
    };
  }, []);
  return <p data-testid="mix-check">mix check</p>;
}
