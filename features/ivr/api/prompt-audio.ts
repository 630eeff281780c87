// Spoken prompts for the call simulator and the prompt list's Listen buttons: one POST /api/tts/
// per distinct text and voice, kept as object URLs for the page's lifetime, so a caller path heard
// twice is fetched once (the server caches by content too, and a paid render reuses what was
// previewed). With the set's music on, the voice is mixed over the track in the browser by the
// same lib/audio mixer the paid render runs.
import type { GreetingSpec } from '@/lib/greeting/spec';
import { voiceRequest } from '@/lib/playback/voice-request';

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
          const [{ mixOverTrack }, { wavBlob }] = await Promise.all([
            import('./prompt-mix'),
            import('./prompt-wav'),
          ]);
          const mix = await mixOverTrack(bytes, trackId, sound, fetchImpl);
          return URL.createObjectURL(wavBlob(mix.samples, mix.sampleRate, phone));
        }
        if (!phone) return URL.createObjectURL(new Blob([bytes], { type: 'audio/wav' }));
        // The WAV codec and the phone line load with the first prompt heard on the phone (prompt-wav.ts).
        const { phoneWav } = await import('./prompt-wav');
        return URL.createObjectURL(phoneWav(bytes));
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
