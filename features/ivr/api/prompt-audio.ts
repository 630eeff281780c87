// Spoken prompts for the call simulator and the prompt list's Listen buttons: one POST /api/tts/
// per distinct text and voice, kept as object URLs for the page's lifetime, so a caller path heard
// twice is fetched once (the server caches by content too, and a paid render reuses what was
// previewed). With the set's music on, the voice is mixed over the track in the browser by the
// same lib/audio mixer the paid render runs.
import type { GreetingSpec } from '@/lib/greeting/spec';
import { voiceRequest } from '@/lib/playback/voice-request';
import { decodeWav } from '@/lib/audio/encode/decode-wav';
import { encodeWav } from '@/lib/audio/encode/wav';
import { phoneLine } from '@/lib/audio/phone-line';

/** What a prompt sounds like: its voice request plus the mix settings when music plays under it. */
export type PromptSound = Pick<
  GreetingSpec,
  'text' | 'voice' | 'locale' | 'pronunciations' | 'music' | 'voiceVolumeDb' | 'voiceDelay'
>;

export type PromptAudioCache = {
  /** `phone`: the prompt as a caller hears it over a G.711 line (lib/audio/phone-line). */
  url: (sound: PromptSound, phone: boolean, signal?: AbortSignal) => Promise<string>;
  dispose: () => void;
};

/** Mono samples as a WAV Blob; `phone` passes them through the phone line at their own rate first. */
function wavBlob(samples: Float32Array, sampleRate: number, phone: boolean): Blob {
  const encoded = encodeWav(phone ? phoneLine(samples, sampleRate) : samples, sampleRate, 'pcm16');
  return new Blob([encoded.slice().buffer], { type: 'audio/wav' });
}

export function createPromptAudioCache(
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): PromptAudioCache {
  const urls = new Map<string, Promise<string>>();
  return {
    url(sound, phone, signal) {
      const request = voiceRequest(sound);
      const trackId = sound.music.trackId;
      const music = trackId === null ? null : sound.music;
      // Mix settings only count when a track plays: without one, the voice alone is the sound.
      const key = JSON.stringify([request, music && [music, sound.voiceVolumeDb, sound.voiceDelay], phone]);
      const known = urls.get(key);
      if (known) return known;
      const pending = fetchImpl('/api/tts/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'audio/wav' },
        body: JSON.stringify(request),
        signal,
      }).then(async (response) => {
        if (!response.ok) throw new Error(`tts: HTTP ${response.status}`);
        const bytes = new Uint8Array(await response.arrayBuffer());
        if (bytes.length === 0) throw new Error('tts: empty audio');
        if (trackId !== null) {
          // Loaded on first use: the Opus decoder stays out of the page until music is chosen.
          const { mixOverTrack } = await import('./prompt-mix');
          const mix = await mixOverTrack(bytes, trackId, sound, fetchImpl);
          return URL.createObjectURL(wavBlob(mix.samples, mix.sampleRate, phone));
        }
        if (!phone) return URL.createObjectURL(new Blob([bytes], { type: 'audio/wav' }));
        // The same WAV through the phone line, at its own rate, so a switch keeps the position.
        const wav = decodeWav(bytes);
        return URL.createObjectURL(wavBlob(wav.mono, wav.sampleRate, true));
      });
      // A failed or cancelled fetch is forgotten, so the next try asks again.
      pending.catch(() => urls.delete(key));
      urls.set(key, pending);
      return pending;
    },
    dispose() {
      for (const pending of urls.values()) void pending.then(URL.revokeObjectURL, () => undefined);
      urls.clear();
    },
  };
}
