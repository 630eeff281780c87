import { describe, expect, it } from 'vitest';
import { parsePreviewRequest } from '../../render/preview-http';
import { readTtsRequest } from '../http';
import { estimateAudioSeconds, MAX_AUDIO_SECONDS } from './audio-length';

const post = (body: unknown) =>
  new Request('http://localhost/api/tts/', { method: 'POST', body: JSON.stringify(body) });

// The attack run's requests: ~1.5 KB that made a 578 s preview and 17–28 MB of WAV.
const pauses = '[pause 5s]'.repeat(149);
const digits = '999999999 '.repeat(150);

describe('audio length per request', () => {
  it('counts pauses and the normalized (spoken) text, slower at lower speed', () => {
    expect(estimateAudioSeconds(`Hello.${pauses}`, 'en')).toBeGreaterThan(700);
    // Digits are read as number words: far longer than their characters suggest.
    expect(estimateAudioSeconds(digits, 'en')!).toBeGreaterThan(MAX_AUDIO_SECONDS);
    const normal = 'Thank you for calling. Please leave a message after the tone. '.repeat(20);
    const atOne = estimateAudioSeconds(normal, 'en', 1)!;
    expect(atOne).toBeLessThan(MAX_AUDIO_SECONDS);
    expect(estimateAudioSeconds(normal, 'en', 0.75)!).toBeCloseTo(atOne / 0.75, 5);
    expect(estimateAudioSeconds('', 'en')).toBeNull();
  });

  it('lets the longest ordinary script through at the slowest speed', () => {
    const words = 'Our office hours are Monday to Friday, nine to five. '.repeat(30).slice(0, 1500);
    expect(estimateAudioSeconds(words, 'en', 0.75)!).toBeLessThan(MAX_AUDIO_SECONDS);
  });

  it('POST /api/tts/ answers 413 audio-too-long before any engine runs', async () => {
    for (const text of [`Hi.${pauses}`, digits]) {
      const result = await readTtsRequest(post({ text, voiceId: 'flite-slt' }));
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.response.status).toBe(413);
      const body = (await result.response.json()) as {
        error: { code: string; details: { limitSeconds: number } };
      };
      expect(body.error.code).toBe('audio-too-long');
      expect(body.error.details.limitSeconds).toBe(MAX_AUDIO_SECONDS);
    }
    expect((await readTtsRequest(post({ text: 'Hello there.', voiceId: 'flite-slt' }))).ok).toBe(true);
  });

  it('POST /api/preview/ counts the music intro and outro too', async () => {
    const spec = (text: string, music: Record<string, unknown> | null) => ({
      useCase: 'on-hold',
      locale: 'en',
      text,
      voice: { id: 'flite-slt', speed: 0.75 },
      ...(music ? { music } : {}),
    });
    const refused = parsePreviewRequest(spec(`Hi.${pauses}`, null));
    expect(refused.ok ? 0 : refused.response.status).toBe(413);
    // Just under the cap in speech; the intro and outro push it over.
    const nearCap = `Hello there.${'[pause 5s]'.repeat(32)}`;
    expect(parsePreviewRequest(spec(nearCap, { trackId: null })).ok).toBe(true);
    const withMusic = parsePreviewRequest(spec(nearCap, { trackId: 'soft-focus', intro: 10, outro: 10 }));
    expect(withMusic.ok).toBe(false);
  });
});
