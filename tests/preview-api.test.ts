// POST /api/preview/ and GET /api/music/ through their route handlers with real Requests.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GET as getMusic } from '@/app/api/music/route';
import { POST as postPreview } from '@/app/api/preview/route';
import { createRateLimiter, setRateLimiter } from '@/lib/rate-limit';
import { tracks } from '@/lib/music/catalog';
import { getPreviewCache } from '@/lib/render/preview';
import { TtsUnavailableError } from '@/lib/tts/errors';
import { setTtsService } from '@/lib/tts/service';
import { createTestService } from '@/lib/tts/testing/test-service';
import { createToneEngine, type ToneEngine } from '@/lib/tts/testing/tone-engine';

let engine: ToneEngine;

beforeEach(() => {
  engine = createToneEngine();
  setTtsService(createTestService([engine]));
  setRateLimiter(createRateLimiter({ disabled: true }));
});

afterEach(() => {
  setTtsService(undefined);
  setRateLimiter(undefined);
});

const base = { useCase: 'business-voicemail', locale: 'en', voice: { id: 'tone-en-f' } };

function preview(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return postPreview(
    new Request('http://localhost/api/preview/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

async function errorCode(response: Response): Promise<string> {
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.message.length).toBeGreaterThan(0);
  return body.error.code;
}

describe('POST /api/preview/', () => {
  it(
    '200: the full mix as mono 64 kbps MP3 of the layout length; the same spec again is a cache hit',
    { timeout: 30_000 },
    async () => {
      const text = `Preview number ${Date.now()} with music under the voice.`;
      const spec = { ...base, text, music: { trackId: 'still-water', intro: 2, outro: 2 } };
      const first = await preview(spec);
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('audio/mpeg');
      expect(first.headers.get('x-cache')).toBe('miss');
      const bytes = new Uint8Array(await first.arrayBuffer());
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'preview-')), 'p.mp3');
      writeFileSync(file, bytes);
      const probe = JSON.parse(
        execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file], {
          encoding: 'utf8',
        }),
      ) as {
        streams: { codec_name: string; channels: number; bit_rate: string }[];
        format: { duration: string };
      };
      expect(probe.streams[0]).toMatchObject({ codec_name: 'mp3', channels: 1, bit_rate: '64000' });
      const duration = Number(first.headers.get('x-duration'));
      // 8 words of the tone voice (0.25 s each) + 2 s intro + 2 s outro.
      expect(duration).toBeGreaterThan(4);
      expect(Number(probe.format.duration)).toBeCloseTo(duration, 0);

      const calls = engine.calls.length;
      // The export preset and phone system do not change the sound: same cache entry.
      const second = await preview({ ...spec, preset: 'ulaw-8k', phoneSystem: 'cisco' });
      expect(second.status).toBe(200);
      expect(second.headers.get('x-cache')).toBe('hit');
      expect(new Uint8Array(await second.arrayBuffer())).toEqual(bytes);
      expect(engine.calls.length).toBe(calls);
      // A mixer change is a different preview.
      const louder = await preview({ ...spec, music: { ...spec.music, volumeDb: -8 } });
      expect(louder.headers.get('x-cache')).toBe('miss');
      expect(getPreviewCache().size.entries).toBeGreaterThanOrEqual(2);
    },
  );

  it('400 for invalid JSON, a bad spec, an unknown voice, an unknown track and empty text', async () => {
    const cases: [unknown, string][] = [
      ['{"useCase":', 'invalid-json'],
      [{ ...base, text: 'Hello', useCase: 'wedding' }, 'validation'],
      [{ ...base, text: 'Hello', music: { volumeDb: 12 } }, 'validation'],
      [{ ...base, text: 'Hello', voice: {} }, 'validation'],
      [{ ...base, text: 'Hello', voice: { id: 'nobody' } }, 'unknown-voice'],
      [{ ...base, text: 'Hello', music: { trackId: 'no-such-track' } }, 'unknown-track'],
      [{ ...base, text: '   ' }, 'empty-text'],
    ];
    for (const [body, code] of cases) {
      const response = await preview(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await errorCode(response), JSON.stringify(body)).toBe(code);
    }
  });

  it('413 for a text over 1,500 characters and for a body over 64 KiB', async () => {
    const long = await preview({ ...base, text: 'word '.repeat(301) });
    expect(long.status).toBe(413);
    expect(await errorCode(long)).toBe('text-too-long');
    const huge = await preview({ ...base, text: 'x', padding: 'y'.repeat(70 * 1024) });
    expect(huge.status).toBe(413);
    expect(await errorCode(huge)).toBe('payload-too-large');
  });

  it('429 with Retry-After after the burst, per client', async () => {
    setRateLimiter(createRateLimiter({ rules: { preview: { capacity: 1, refillPerMinute: 6 } } }));
    const from = (ip: string) => preview({ ...base, text: 'Hello there.' }, { 'x-gs-peer-address': ip });
    expect((await from('203.0.113.7')).status).toBe(200);
    const limited = await from('203.0.113.7');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await errorCode(limited)).toBe('rate-limited');
    expect((await from('198.51.100.2')).status).toBe(200);
  });

  it('503 with Retry-After when the voice engine is unavailable', async () => {
    engine.failWith = new TtsUnavailableError('busy', 'queue full');
    const response = await preview({ ...base, text: `Busy ${Date.now()}.` });
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await errorCode(response)).toBe('engine-unavailable');
  });
});

describe('GET /api/music/', () => {
  const music = (query: string) => getMusic(new Request(`http://localhost/api/music/${query}`));

  it('200: every track with a localized title, category, duration and URL', async () => {
    const response = music('?locale=de');
    expect(response.status).toBe(200);
    const list = (await response.json()) as {
      id: string;
      title: string;
      category: string;
      durationSec: number;
      url: string;
    }[];
    expect(list.map((t) => t.id)).toEqual(tracks.map((t) => t.id));
    const still = list.find((t) => t.id === 'still-water');
    expect(still).toMatchObject({
      title: 'Stilles Wasser',
      category: 'calm',
      url: '/music/still-water.opus',
    });
    for (const t of list) expect(t.durationSec).toBeGreaterThanOrEqual(60);
    const greek = (await music('?locale=el').json()) as { id: string; title: string }[];
    expect(greek.find((t) => t.id === 'still-water')?.title).toBe('Ήσυχα νερά');
  });

  it('200 in English without a locale; 400 for an unknown locale', async () => {
    const en = (await music('').json()) as { id: string; title: string }[];
    expect(en.find((t) => t.id === 'still-water')?.title).toBe('Still Water');
    const bad = music('?locale=xx');
    expect(bad.status).toBe(400);
    expect(await errorCode(bad)).toBe('validation');
  });
});

describe('POST /api/preview/ under a burst', () => {
  it('503 busy with Retry-After once the mixing queue is full; answers normally afterwards', async () => {
    engine.delayMs = 300;
    const burst = await Promise.all(
      Array.from({ length: 24 }, (_, i) => preview({ ...base, text: `Burst number ${i} at ${Date.now()}.` })),
    );
    const statuses = burst.map((r) => r.status);
    // 2 mixing + 16 waiting are admitted; the rest are refused without waiting.
    expect(statuses.filter((s) => s === 200)).toHaveLength(18);
    const refused = burst.filter((r) => r.status === 503);
    expect(refused).toHaveLength(6);
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await errorCode(refused[0]!)).toBe('engine-unavailable');
    engine.delayMs = 0;
    expect((await preview({ ...base, text: `After the burst ${Date.now()}.` })).status).toBe(200);
  });
});
