// The public TTS API, called through its route handlers with real Request objects.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as getSample } from '@/app/api/voices/[id]/sample/route';
import { GET as getVoices } from '@/app/api/voices/route';
import { POST as postTts } from '@/app/api/tts/route';
import { POST as postWarm } from '@/app/api/tts/warm/route';
import { decodeWav } from '@/lib/audio/encode/decode-wav';
import { createRateLimiter, setRateLimiter } from '@/lib/rate-limit';
import { voiceListSchema } from '@/lib/tts/api-schema';
import { createFliteEngine } from '@/lib/tts/engines/flite';
import { createTtsWorkerPool } from '@/lib/tts/engines/tts-worker-pool';
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

function tts(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return postTts(
    new Request('http://localhost/api/tts/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: text,
    }),
  );
}

function warm(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return postWarm(
    new Request('http://localhost/api/tts/warm/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

async function warmStatus(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/json/);
  return ((await response.json()) as { status: string }).status;
}

async function errorCode(response: Response): Promise<string> {
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.message.length).toBeGreaterThan(0);
  return body.error.code;
}

describe('POST /api/tts/', () => {
  it('200: mono 16-bit PCM WAV, cacheable, with X-Cache miss then hit', async () => {
    const first = await tts({ text: 'Thank you for calling.', voiceId: 'tone-en-f', speed: 1.1, pitch: -1 });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('audio/wav');
    expect(first.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(first.headers.get('x-cache')).toBe('miss');
    const wav = decodeWav(new Uint8Array(await first.arrayBuffer()));
    expect(wav.channels).toHaveLength(1);
    expect(wav.bitsPerSample).toBe(16);
    expect(wav.sampleRate).toBe(24_000);
    expect(wav.mono.length / wav.sampleRate).toBeGreaterThan(0.5);
    const second = await tts({ text: 'Thank you for calling.', voiceId: 'tone-en-f', speed: 1.1, pitch: -1 });
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(engine.calls).toHaveLength(1);
  });

  it('sends the samples undithered: a pause is digital silence (the browser mixes in float anyway)', async () => {
    const response = await tts({ text: 'Hello there. [pause 2s] Goodbye now.', voiceId: 'tone-en-f' });
    const wav = decodeWav(new Uint8Array(await response.arrayBuffer()));
    const rate = wav.sampleRate;
    // The tone engine's words are 0.25 s each: the pause sits between about 0.6 and 2.6 s.
    const pause = wav.mono.subarray(Math.round(1.0 * rate), Math.round(2.2 * rate));
    expect(pause.length).toBeGreaterThan(rate);
    expect(pause.every((v) => v === 0)).toBe(true);
  });

  it('400 unknown-voice, empty-text, validation (bad numbers, control characters, shape, JSON)', async () => {
    const cases: [unknown, string][] = [
      [{ text: 'Hello', voiceId: 'no-such-voice' }, 'unknown-voice'],
      [{ text: '', voiceId: 'tone-en-f' }, 'empty-text'],
      [{ text: ' \n ', voiceId: 'tone-en-f' }, 'empty-text'],
      [{ text: 'Hello', voiceId: 'tone-en-f', speed: 9 }, 'validation'],
      [{ text: 'Hello', voiceId: 'tone-en-f', pitch: '2' }, 'validation'],
      [{ text: 'Hello\u0000world', voiceId: 'tone-en-f' }, 'validation'],
      [{ voiceId: 'tone-en-f' }, 'validation'],
      ['[1, 2', 'invalid-json'],
    ];
    for (const [body, code] of cases) {
      const response = await tts(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await errorCode(response), JSON.stringify(body)).toBe(code);
    }
    expect(engine.calls).toEqual([]);
  });

  it('413 text-too-long above 1,500 characters, and 413 for a body above 64 KiB', async () => {
    const long = await tts({ text: 'word '.repeat(301), voiceId: 'tone-en-f' });
    expect(long.status).toBe(413);
    expect(await errorCode(long)).toBe('text-too-long');
    const huge = await tts({ text: 'x'.repeat(70 * 1024), voiceId: 'tone-en-f' });
    expect(huge.status).toBe(413);
    expect(await errorCode(huge)).toBe('payload-too-large');
  });

  it('429 with Retry-After once a client used its burst; other clients are unaffected', async () => {
    setRateLimiter(createRateLimiter({ rules: { tts: { capacity: 2, refillPerMinute: 6 } } }));
    const from = (ip: string) =>
      tts({ text: 'Hello there.', voiceId: 'tone-en-f' }, { 'x-gs-peer-address': ip });
    expect((await from('203.0.113.9')).status).toBe(200);
    expect((await from('203.0.113.9')).status).toBe(200);
    const limited = await from('203.0.113.9');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await errorCode(limited)).toBe('rate-limited');
    expect((await from('198.51.100.4')).status).toBe(200);
  });

  it('503 with Retry-After when the engine fails, times out or is busy', async () => {
    const failures: Error[] = [
      new Error('engine crashed'),
      new TtsUnavailableError('timeout', 'took too long'),
      new TtsUnavailableError('busy', 'queue full'),
    ];
    for (const [i, failure] of failures.entries()) {
      engine.failWith = failure;
      const response = await tts({ text: `Attempt ${i}.`, voiceId: 'tone-en-f' });
      expect(response.status, failure.message).toBe(503);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await errorCode(response)).toBe('engine-unavailable');
    }
  });

  it(
    '503 from the real worker pool: a job past its timeout, and a full queue',
    { timeout: 30_000 },
    async () => {
      const pool = createTtsWorkerPool({ size: 1, maxQueue: 0, timeoutMs: 1 });
      try {
        setTtsService(createTestService([createFliteEngine(pool)], { parallelism: 1 }));
        const timedOut = await tts({ text: 'This takes longer than one millisecond.', voiceId: 'flite-slt' });
        expect(timedOut.status).toBe(503);
        expect(timedOut.headers.get('retry-after')).toBeTruthy();
        const [a, b] = await Promise.all([
          tts({ text: 'First caller.', voiceId: 'flite-slt' }),
          tts({ text: 'Second caller.', voiceId: 'flite-slt' }),
        ]);
        expect([a.status, b.status]).toEqual([503, 503]);
        const messages = [
          ((await a.json()) as { error: { message: string } }).error.message,
          ((await b.json()) as { error: { message: string } }).error.message,
        ];
        expect(messages.some((m) => /busy/i.test(m))).toBe(true);
      } finally {
        await pool.close();
      }
    },
  );
});

describe('POST /api/tts/warm/', () => {
  const request = { text: 'Thank you for calling. We open at nine.', voiceId: 'tone-en-f', speed: 1.2 };

  it('speaks into the cache, so the listen that follows is a hit without synthesis', async () => {
    expect(await warmStatus(await warm(request))).toBe('ready');
    const callsAfterWarm = engine.calls.length;
    expect(callsAfterWarm).toBe(2);
    expect(await warmStatus(await warm(request))).toBe('cached');
    const listen = await tts(request);
    expect(listen.status).toBe(200);
    expect(listen.headers.get('x-cache')).toBe('hit');
    expect(engine.calls).toHaveLength(callsAfterWarm);
  });

  it('skips (no synthesis) while another greeting is being spoken, and shares nothing it did not make', async () => {
    // Long enough that a busy machine cannot finish the listen before the warm-up asks.
    engine.delayMs = 1500;
    const listening = tts({ text: 'Somebody is listening right now.', voiceId: 'tone-en-f' });
    // The warm-up asks once the listen's synthesis has really started, not after a guessed wait.
    await vi.waitFor(() => expect(engine.calls).toHaveLength(1), { timeout: 5000, interval: 5 });
    expect(await warmStatus(await warm(request))).toBe('skipped');
    expect((await listening).status).toBe(200);
    expect(engine.calls).toEqual(['Somebody is listening right now.']);
    // Once the engines are free again the same warm-up runs.
    engine.delayMs = 0;
    expect(await warmStatus(await warm(request))).toBe('ready');
  });

  it('answers bad input exactly like /api/tts/ (400, 413) and engine failures with 503', async () => {
    const cases: [unknown, number, string][] = [
      [{ text: 'Hello', voiceId: 'no-such-voice' }, 400, 'unknown-voice'],
      [{ text: '', voiceId: 'tone-en-f' }, 400, 'empty-text'],
      [{ text: 'Hello', voiceId: 'tone-en-f', speed: 9 }, 400, 'validation'],
      ['{', 400, 'invalid-json'],
      [{ text: 'word '.repeat(301), voiceId: 'tone-en-f' }, 413, 'text-too-long'],
    ];
    for (const [body, status, code] of cases) {
      const response = await warm(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(await errorCode(response)).toBe(code);
    }
    engine.failWith = new Error('engine crashed');
    const failed = await warm({ text: 'Broken.', voiceId: 'tone-en-f' });
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBeTruthy();
  });

  it('has its own rate limit: 429 with Retry-After, while listens from the same client still pass', async () => {
    setRateLimiter(createRateLimiter({ rules: { ttsWarm: { capacity: 1, refillPerMinute: 6 } } }));
    const headers = { 'x-gs-peer-address': '203.0.113.7' };
    expect((await warm(request, headers)).status).toBe(200);
    const limited = await warm({ ...request, speed: 1.1 }, headers);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await errorCode(limited)).toBe('rate-limited');
    expect((await tts({ ...request, speed: 1.1 }, headers)).status).toBe(200);
  });
});

describe('GET /api/voices/', () => {
  it('lists every voice with a sample URL', async () => {
    const response = getVoices();
    expect(response.status).toBe(200);
    const voices = voiceListSchema.parse(await response.json());
    expect(voices.map((v) => v.id)).toEqual(['tone-en-f', 'tone-de-m']);
    expect(voices[0]).toEqual({
      id: 'tone-en-f',
      name: 'Tina',
      locale: 'en-US',
      gender: 'female',
      engine: 'tone',
      tier: 'standard',
      sampleUrl: '/api/voices/tone-en-f/sample/',
    });
  });
});

describe('GET /api/voices/<id>/sample/', () => {
  const get = (id: string) =>
    getSample(new Request(`http://localhost/api/voices/${id}/sample/`), { params: Promise.resolve({ id }) });

  it('serves a short greeting in the voice language, cached after the first', async () => {
    const first = await get('tone-de-m');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('audio/wav');
    expect(engine.calls.join(' ')).toContain('Tom');
    expect(engine.calls.join(' ')).toContain('Anruf');
    expect((await get('tone-de-m')).headers.get('x-cache')).toBe('hit');
  });

  it('404 for an unknown voice', async () => {
    const response = await get('nobody');
    expect(response.status).toBe(404);
    expect(await errorCode(response)).toBe('not-found');
  });
});
