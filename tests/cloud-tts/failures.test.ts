// Failure is normal for a paid provider: every case of issue 23 §2 through the real pipeline
// (synthesizeGreeting and the /api/tts/ route), against the Azure stand-in.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { POST as postTts } from '../../app/api/tts/route';
import { POST as postWarm } from '../../app/api/tts/warm/route';
import { createRateLimiter, setRateLimiter } from '../../lib/rate-limit';
import { createAzureProvider } from '../../lib/tts/engines/cloud/azure';
import {
  createCloudEngine,
  type CloudEngine,
  type CloudEngineOptions,
} from '../../lib/tts/engines/cloud/cloud-engine';
import { TtsUnavailableError } from '../../lib/tts/errors';
import { setTtsService, type TtsService } from '../../lib/tts/service';
import { synthesizeGreeting } from '../../lib/tts/synthesize';
import { createTestService } from '../../lib/tts/testing/test-service';
import { startProviderStandIn, type ProviderStandIn } from './stand-in';

let standIn: ProviderStandIn;
let engine: CloudEngine;
let service: TtsService;
let logs: string[];
let sleeps: number[];
let clock: number;
const VOICE = 'azure-de-DE-KatjaNeural';

async function setUp(options: Partial<CloudEngineOptions> = {}) {
  standIn = await startProviderStandIn('azure');
  logs = [];
  sleeps = [];
  engine = createCloudEngine(createAzureProvider({ key: standIn.key, endpoint: standIn.url }), {
    dailyChars: null,
    log: (m) => logs.push(m),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    now: () => clock,
    ...options,
  });
  await engine.ready;
  service = createTestService([engine], { dir: null });
  setTtsService(service);
}

beforeEach(() => {
  clock = Date.parse('2026-11-27T10:00:00Z');
  setRateLimiter(createRateLimiter({ disabled: true }));
});
afterEach(async () => {
  setTtsService(undefined);
  setRateLimiter(undefined);
  await standIn.close();
});

const post = (route: typeof postTts, body: unknown) =>
  route(
    new Request('http://localhost/api/tts/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

async function errorOf(
  response: Response,
): Promise<{ status: number; code: string; retryAfter: string | null }> {
  const body = (await response.json()) as { error: { code: string } };
  return { status: response.status, code: body.error.code, retryAfter: response.headers.get('retry-after') };
}

describe('cloud failures', () => {
  it('gives up on a silent provider after the time limit, without a retry', async () => {
    await setUp({ timeoutMs: 300 });
    standIn.fail({ status: 0, hang: true });
    const started = Date.now();
    const error = await synthesizeGreeting({ text: 'Guten Tag.', voiceId: VOICE }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TtsUnavailableError);
    expect(String((error as Error).message)).toMatch(/no answer within 300 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(standIn.syntheses).toHaveLength(1);
  });

  it('retries once after a 429, waiting what Retry-After asked', async () => {
    await setUp();
    standIn.fail({ status: 429, headers: { 'Retry-After': '1' } });
    const audio = await synthesizeGreeting({ text: 'Guten Tag.', voiceId: VOICE });
    expect(audio.samples.length).toBeGreaterThan(0);
    expect(standIn.syntheses).toHaveLength(2);
    expect(sleeps).toEqual([1000]);
  });

  it('answers 503 engine-unavailable with Retry-After after two 5xx, and does not retry other 4xx', async () => {
    await setUp();
    standIn.fail({ status: 500 }, { status: 502 });
    expect(await errorOf(await post(postTts, { text: 'Guten Tag.', voiceId: VOICE }))).toEqual({
      status: 503,
      code: 'engine-unavailable',
      retryAfter: '5',
    });
    expect(standIn.syntheses).toHaveLength(2);
    expect(sleeps).toEqual([500]);
    standIn.fail({ status: 400 });
    expect((await post(postTts, { text: 'Noch einmal.', voiceId: VOICE })).status).toBe(503);
    expect(standIn.syntheses).toHaveLength(3);
  });

  it('switches the provider off on 401/403: one log line, voices hidden, no further calls', async () => {
    await setUp();
    standIn.fail({ status: 403 });
    expect((await post(postTts, { text: 'Guten Tag.', voiceId: VOICE })).status).toBe(503);
    expect((await post(postTts, { text: 'Zweiter Versuch.', voiceId: VOICE })).status).toBe(503);
    expect(standIn.syntheses).toHaveLength(1);
    expect(logs).toEqual([expect.stringMatching(/^tts: azure refused our credentials \(HTTP 403/)]);
    expect(service.registry.voices()).toEqual([]);
  });

  it('opens the circuit after repeated failures, then lets one trial through once it has cooled', async () => {
    await setUp({ breaker: { failures: 2, openMs: 30_000 } });
    standIn.fail({ status: 500 }, { status: 500 }, { status: 503 }, { status: 503 });
    for (const text of ['Eins.', 'Zwei.']) {
      expect((await post(postTts, { text, voiceId: VOICE })).status).toBe(503);
    }
    expect(standIn.syntheses).toHaveLength(4);
    const refused = await errorOf(await post(postTts, { text: 'Drei.', voiceId: VOICE }));
    expect(refused).toEqual({ status: 503, code: 'engine-unavailable', retryAfter: '30' });
    expect(standIn.syntheses).toHaveLength(4);
    clock += 31_000;
    expect((await post(postTts, { text: 'Vier.', voiceId: VOICE })).status).toBe(200);
    expect((await post(postTts, { text: 'Fünf.', voiceId: VOICE })).status).toBe(200);
    expect(standIn.syntheses).toHaveLength(6);
  });

  it('caps preview characters per day; past it previews explain why, cached audio still plays, orders still render', async () => {
    await setUp({ dailyChars: 30 });
    expect((await post(postTts, { text: 'Guten Tag, willkommen.', voiceId: VOICE })).status).toBe(200);
    const refused = await errorOf(
      await post(postTts, { text: 'Wir sind gleich für Sie da.', voiceId: VOICE }),
    );
    expect(refused.status).toBe(503);
    expect(refused.code).toBe('voice-quota');
    expect(Number(refused.retryAfter)).toBe(14 * 3600);
    const again = await post(postTts, { text: 'Guten Tag, willkommen.', voiceId: VOICE });
    expect(again.headers.get('x-cache')).toBe('hit');
    const paid = await synthesizeGreeting({
      text: 'Wir sind gleich für Sie da.',
      voiceId: VOICE,
      purpose: 'order',
    });
    expect(paid.cacheHit).toBe(false);
    // The preview of what was bought is now the paid audio: no second charge.
    expect(
      (await post(postTts, { text: 'Wir sind gleich für Sie da.', voiceId: VOICE })).headers.get('x-cache'),
    ).toBe('hit');
    expect(standIn.syntheses).toHaveLength(2);
    clock += 15 * 3600 * 1000;
    expect((await post(postTts, { text: 'Ein neuer Tag.', voiceId: VOICE })).status).toBe(200);
  });

  it('never warms a cloud voice up ahead of a listen (a guess must not spend paid characters)', async () => {
    await setUp();
    const warm = await post(postWarm, { text: 'Guten Tag.', voiceId: VOICE });
    expect(await warm.json()).toEqual({ status: 'skipped' });
    expect(standIn.syntheses).toHaveLength(0);
    await post(postTts, { text: 'Guten Tag.', voiceId: VOICE });
    expect(await (await post(postWarm, { text: 'Guten Tag.', voiceId: VOICE })).json()).toEqual({
      status: 'cached',
    });
  });
});
