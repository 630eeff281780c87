// Spoken prompts for the call simulator: one POST /api/tts/ per distinct text and voice, kept as
// object URLs for the page's lifetime, so a caller path heard twice is fetched once (the server
// caches by content too, and a paid render reuses what was previewed).
import type { VoiceRequest } from '../../../components/player/voice-request';
import { decodeWav } from '../../../lib/audio/encode/decode-wav';
import { encodeWav } from '../../../lib/audio/encode/wav';
import { phoneLine } from '../../../lib/audio/phone-line';

export type PromptAudioCache = {
  /** `phone`: the prompt as a caller hears it over a G.711 line (lib/audio/phone-line). */
  url: (request: VoiceRequest, phone: boolean, signal?: AbortSignal) => Promise<string>;
  dispose: () => void;
};

/** The same WAV through the phone line, at its own rate, so a switch keeps the position. */
function asCallersHearIt(bytes: Uint8Array): Blob {
  const wav = decodeWav(bytes);
  const encoded = encodeWav(phoneLine(wav.mono, wav.sampleRate), wav.sampleRate, 'pcm16');
  return new Blob([encoded.slice().buffer], { type: 'audio/wav' });
}

export function createPromptAudioCache(
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): PromptAudioCache {
  const urls = new Map<string, Promise<string>>();
  return {
    url(request, phone, signal) {
      const key = JSON.stringify([request, phone]);
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
        return URL.createObjectURL(phone ? asCallersHearIt(bytes) : new Blob([bytes], { type: 'audio/wav' }));
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
