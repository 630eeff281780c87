// Spoken prompts for the call simulator: one POST /api/tts/ per distinct text and voice, kept as
// object URLs for the page's lifetime, so a caller path heard twice is fetched once (the server
// caches by content too, and a paid render reuses what was previewed).
import type { VoiceRequest } from '../../../components/player/voice-request';

export type PromptAudioCache = {
  url: (request: VoiceRequest, signal?: AbortSignal) => Promise<string>;
  dispose: () => void;
};

export function createPromptAudioCache(
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): PromptAudioCache {
  const urls = new Map<string, Promise<string>>();
  return {
    url(request, signal) {
      const key = JSON.stringify(request);
      const known = urls.get(key);
      if (known) return known;
      const pending = fetchImpl('/api/tts/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'audio/wav' },
        body: JSON.stringify(request),
        signal,
      }).then(async (response) => {
        if (!response.ok) throw new Error(`tts: HTTP ${response.status}`);
        const blob = await response.blob();
        if (blob.size === 0) throw new Error('tts: empty audio');
        return URL.createObjectURL(blob);
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
