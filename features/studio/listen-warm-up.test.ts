import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VoiceSpec } from '@/lib/playback/voice-request';
import { ListenWarmUp, skippedRetryMs, warmUpDelayMs } from './listen-warm-up';

const spec = (text: string, speed = 1): VoiceSpec => ({
  text,
  voice: { id: 'flite-rms', speed, pitch: 0 },
  locale: 'en',
});

type Call = { url: string; body: unknown };

/** A fetch stand-in answering each call with the next of `answers` (the last one repeats). */
function fakeFetch(...answers: (() => Response)[]) {
  const calls: Call[] = [];
  let release: (() => void) | null = null;
  const fn = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init?.body)) });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (hold) await new Promise<void>((resolve) => (release = resolve));
    return answer();
  });
  let hold = false;
  return {
    fn,
    calls,
    holdNext: () => (hold = true),
    release: () => {
      hold = false;
      release?.();
    },
  };
}

const json = (status: string) => () => Response.json({ status });

async function settle(ms = warmUpDelayMs): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ListenWarmUp', () => {
  it('sends nothing before the visitor changed something (a page view costs no synthesis)', async () => {
    const fetch = fakeFetch(json('ready'));
    const warmUp = new ListenWarmUp(fetch.fn);
    warmUp.update(spec('Thank you for calling.'));
    await settle(10 * warmUpDelayMs);
    expect(fetch.calls).toEqual([]);
    warmUp.arm();
    await settle();
    expect(fetch.calls).toEqual([
      {
        url: '/api/tts/warm/',
        body: { text: 'Thank you for calling.', voiceId: 'flite-rms', speed: 1, pitch: 0, locale: 'en' },
      },
    ]);
  });

  it('waits until the text rests: every change within the delay starts the wait again', async () => {
    const fetch = fakeFetch(json('ready'));
    const warmUp = new ListenWarmUp(fetch.fn);
    warmUp.arm();
    for (const text of ['T', 'Th', 'Tha', 'Than', 'Thanks.']) {
      warmUp.update(spec(text));
      await settle(warmUpDelayMs - 100);
    }
    expect(fetch.calls).toEqual([]);
    await settle(100);
    expect(fetch.calls.map((c) => (c.body as { text: string }).text)).toEqual(['Thanks.']);
  });

  it('does not send a spec the server already has', async () => {
    const fetch = fakeFetch(json('ready'), json('cached'));
    const warmUp = new ListenWarmUp(fetch.fn);
    warmUp.arm();
    warmUp.update(spec('One.'));
    await settle();
    warmUp.update(spec('Two.'));
    await settle();
    warmUp.update(spec('One.'));
    await settle();
    warmUp.update(spec('Two.'));
    await settle();
    expect(fetch.calls.map((c) => (c.body as { text: string }).text)).toEqual(['One.', 'Two.']);
  });

  it('tries a text the busy server skipped again a little later, twice at most', async () => {
    const fetch = fakeFetch(json('skipped'), json('skipped'), json('ready'));
    const warmUp = new ListenWarmUp(fetch.fn);
    warmUp.arm();
    warmUp.update(spec('Busy.'));
    await settle();
    expect(fetch.calls).toHaveLength(1);
    await settle(skippedRetryMs);
    await settle(skippedRetryMs);
    expect(fetch.calls.map((c) => (c.body as { text: string }).text)).toEqual(['Busy.', 'Busy.', 'Busy.']);
    // Warmed at the third try: nothing more for this text.
    warmUp.update(spec('Busy.'));
    await settle(10 * skippedRetryMs);
    expect(fetch.calls).toHaveLength(3);

    const always = fakeFetch(json('skipped'));
    const giveUp = new ListenWarmUp(always.fn);
    giveUp.arm();
    giveUp.update(spec('Always busy.'));
    await settle(warmUpDelayMs + 10 * skippedRetryMs);
    expect(always.calls).toHaveLength(3);
  });

  it('keeps one request in flight; the latest change is sent once it is answered', async () => {
    const fetch = fakeFetch(json('ready'));
    const warmUp = new ListenWarmUp(fetch.fn);
    warmUp.arm();
    fetch.holdNext();
    warmUp.update(spec('First.'));
    await settle();
    warmUp.update(spec('Second.'));
    await settle();
    warmUp.update(spec('Third.', 1.25));
    await settle();
    expect(fetch.calls).toHaveLength(1);
    fetch.release();
    await settle();
    expect(fetch.calls.map((c) => c.body)).toEqual([
      expect.objectContaining({ text: 'First.' }),
      expect.objectContaining({ text: 'Third.', speed: 1.25 }),
    ]);
  });

  it('pauses for Retry-After seconds after a 429, and sends nothing for a spec that cannot be spoken', async () => {
    const fetch = fakeFetch(
      () =>
        Response.json({ error: { code: 'rate-limited' } }, { status: 429, headers: { 'Retry-After': '20' } }),
      json('ready'),
    );
    const warmUp = new ListenWarmUp(fetch.fn);
    warmUp.arm();
    warmUp.update(spec('Limited.'));
    await settle();
    warmUp.update(spec('Still limited.'));
    await settle();
    expect(fetch.calls).toHaveLength(1);
    warmUp.update(null);
    await settle(20_000);
    expect(fetch.calls).toHaveLength(1);
    warmUp.update(spec('Allowed again.'));
    await settle();
    expect(fetch.calls.map((c) => (c.body as { text: string }).text)).toEqual(['Limited.', 'Allowed again.']);
  });

  it('sends nothing for the text the visitor is already listening to', async () => {
    const fetch = fakeFetch(json('ready'));
    const warmUp = new ListenWarmUp(fetch.fn);
    warmUp.arm();
    warmUp.update(spec('Heard at once.'));
    await settle(warmUpDelayMs / 2);
    warmUp.listened();
    await settle(10 * warmUpDelayMs);
    expect(fetch.calls).toEqual([]);
    warmUp.update(spec('Edited afterwards.'));
    await settle();
    expect(fetch.calls.map((c) => (c.body as { text: string }).text)).toEqual(['Edited afterwards.']);
  });

  it('swallows network errors and stops for good when disposed', async () => {
    const fetch = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const warmUp = new ListenWarmUp(fetch.fn);
    warmUp.arm();
    warmUp.update(spec('Offline.'));
    await settle();
    expect(fetch.calls).toHaveLength(1);
    warmUp.update(spec('Changed.'));
    warmUp.dispose();
    await settle(10 * warmUpDelayMs);
    expect(fetch.calls).toHaveLength(1);
  });
});
