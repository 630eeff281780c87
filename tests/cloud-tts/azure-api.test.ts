// Done-when of issue 23 §2: with the Azure variables pointed at a stand-in, the server's own
// wiring (env → createDefaultTtsService) lists Azure voices first in all seven languages and
// /api/tts/ speaks one in each, through the real pipeline (normalization, cache, 24 kHz WAV).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as postTts } from '../../app/api/tts/route';
import { GET as getVoices } from '../../app/api/voices/route';
import { decodeWav } from '../../lib/audio/encode/decode-wav';
import { resetEnvCache } from '../../lib/env';
import { locales } from '../../lib/i18n/locales';
import { createRateLimiter, setRateLimiter } from '../../lib/rate-limit';
import { voiceListItemSchema, type VoiceListItem } from '../../lib/tts/api-schema';
import { getTtsService, setTtsService } from '../../lib/tts/service';
import { startProviderStandIn, type ProviderStandIn } from './stand-in';

let standIn: ProviderStandIn;

beforeAll(async () => {
  standIn = await startProviderStandIn('azure');
  vi.stubEnv('AZURE_SPEECH_KEY', standIn.key);
  vi.stubEnv('AZURE_SPEECH_ENDPOINT', standIn.url);
  vi.stubEnv('DATA_DIR', mkdtempSync(path.join(tmpdir(), 'azure-api-')));
  vi.stubEnv('TTS_WORKERS', '1');
  resetEnvCache();
  setTtsService(undefined);
  setRateLimiter(createRateLimiter({ disabled: true }));
});

afterAll(async () => {
  await getTtsService().close();
  setTtsService(undefined);
  setRateLimiter(undefined);
  vi.unstubAllEnvs();
  resetEnvCache();
  await standIn.close();
});

const language = (v: VoiceListItem) => v.locale.slice(0, 2);

describe('Azure configured by environment', () => {
  it('lists Azure voices first in all seven languages, marked neural, next to the offline voices', async () => {
    const voices = voiceListItemSchema.array().parse(await getVoices().json());
    for (const locale of locales) {
      const own = voices.filter((v) => language(v) === locale);
      expect(own[0]?.engine, locale).toBe('azure');
      expect(own[0]?.tier).toBe('neural');
      expect(
        own.some((v) => v.engine !== 'azure'),
        `${locale} keeps its offline voices`,
      ).toBe(true);
      expect(new Set(own.filter((v) => v.engine === 'azure').map((v) => v.gender))).toEqual(
        new Set(['female', 'male']),
      );
    }
  });

  it('speaks an Azure voice in each language through /api/tts/', async () => {
    const voices = voiceListItemSchema.array().parse(await getVoices().json());
    for (const locale of locales) {
      const voice = voices.find((v) => language(v) === locale && v.engine === 'azure')!;
      const response = await postTts(
        new Request('http://localhost/api/tts/', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text: 'Hello & welcome <3 [pause 1s] Call 555 0100.', voiceId: voice.id }),
        }),
      );
      expect(response.status, locale).toBe(200);
      const wav = decodeWav(new Uint8Array(await response.arrayBuffer()));
      expect(wav.sampleRate).toBe(24_000);
      expect(wav.mono.length / wav.sampleRate).toBeGreaterThan(1.5);
      const sent = standIn.syntheses.filter((r) => r.voice === voice.id.replace(/^azure-/, ''));
      expect(sent.length, locale).toBeGreaterThanOrEqual(2);
      expect(sent[0]!.ssml!.documentElement.getAttribute('xml:lang')).toBe(voice.locale);
      // Our text rules ran first: the number is read out in words, not sent as digits.
      // Our text rules ran first (numbers read out in the voice's language, '&' as a word), and
      // the pause became our own silence between two requests, not text.
      const spoken = sent.map((r) => r.text).join(' | ');
      expect(spoken).not.toMatch(/[0-9&<]|pause/);
      if (locale === 'en')
        expect(spoken).toBe('Call five five five, zero one zero zero. | Hello and welcome three');
    }
  });
});
