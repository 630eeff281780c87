// The controller with a real app store, the real decoders and a stand-in network and sink.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeWav } from '@/lib/audio/encode/wav';
import { sine } from '@/lib/audio/test-signals';
import { createAppStore } from '@/stores/app-store';
import type { AudioSink } from '@/lib/playback/audio-sink';
import { PlayerController } from './player-controller';

class FakeSink implements AudioSink {
  currentTime = 0;
  plays: { offset: number; swap: boolean; length: number }[] = [];
  stops = 0;
  play(samples: Float32Array, _rate: number, offset: number, swap: boolean) {
    this.plays.push({ offset, swap, length: samples.length });
  }
  stop() {
    this.stops++;
  }
  onEnded() {}
}

type Route = (init?: RequestInit) => Response;

function setup(routes: Record<string, Route> = {}) {
  const requests: { url: string; body: string | null }[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    requests.push({ url, body: typeof init?.body === 'string' ? init.body : null });
    const route = routes[url];
    if (route) return route(init);
    if (url === '/api/tts/') {
      const text = (JSON.parse(String(init?.body)) as { text: string }).text;
      // A different length per text, so a new text is audibly a new greeting.
      const wav = encodeWav(sine(220, 24000, 1 + text.length / 100, 0.3), 24000, 'pcm16');
      return new Response(new Blob([wav as Uint8Array<ArrayBuffer>]), {
        headers: { 'content-type': 'audio/wav' },
      });
    }
    if (url.startsWith('/music/')) return new Response(new Blob([readFileSync(path.join('public', url))]));
    return new Response('not found', { status: 404 });
  };
  const store = createAppStore('en');
  store.getState().patchVoice({ id: 'flite-slt' });
  store.getState().patchSpec({ text: 'Thank you for calling.' });
  const sink = new FakeSink();
  const previewSink = new FakeSink();
  const controller = new PlayerController({ store, sink, previewSink, fetch });
  return { store, sink, previewSink, controller, requests };
}

describe('PlayerController', () => {
  it('listens: fetches the voice, mixes, plays and writes the coarse status to the audio slice', async () => {
    const { store, sink, controller, requests } = setup();
    await controller.listen(store.getState().spec, 'My greeting');
    const player = store.getState().player;
    expect(player).toMatchObject({ status: 'playing', title: 'My greeting', errorCode: null });
    expect(player.duration).toBeCloseTo(1.22, 2);
    expect(sink.plays).toHaveLength(1);
    expect(JSON.parse(requests[0]!.body!)).toEqual({
      text: 'Thank you for calling.',
      voiceId: 'flite-slt',
      speed: 1,
      pitch: 0,
      locale: 'en',
    });
    expect(controller.state).toMatchObject({ stale: false, loadedKey: expect.any(String) });
  });

  it('toggle pauses and resumes the current greeting; after an edit it fetches the new version; unchanged text is not fetched again', async () => {
    const { store, controller, requests } = setup();
    await controller.toggle(store.getState().spec, 't');
    await controller.toggle(store.getState().spec, 't');
    expect(store.getState().player.status).toBe('paused');
    await controller.toggle(store.getState().spec, 't');
    expect(store.getState().player.status).toBe('playing');
    expect(requests.filter((r) => r.url === '/api/tts/')).toHaveLength(1);

    store.getState().patchSpec({ text: 'We are closed today, please call again tomorrow morning.' });
    expect(controller.state.stale).toBe(true);
    await controller.toggle(store.getState().spec, 't');
    expect(requests.filter((r) => r.url === '/api/tts/')).toHaveLength(2);
    expect(controller.state.stale).toBe(false);
    expect(store.getState().player.duration).toBeCloseTo(1.56, 2);

    // Back to the first text: served from the client memo, no request.
    store.getState().patchSpec({ text: 'Thank you for calling.' });
    await controller.toggle(store.getState().spec, 't');
    expect(requests.filter((r) => r.url === '/api/tts/')).toHaveLength(2);
    expect(store.getState().player.duration).toBeCloseTo(1.22, 2);
  });

  it('re-mixes live when the mixer edits the spec while playing, keeping the position', async () => {
    const { store, sink, controller } = setup();
    store.getState().patchMusic({ trackId: 'still-water', intro: 2, outro: 2 });
    await controller.listen(store.getState().spec, 't');
    expect(store.getState().player.duration).toBeCloseTo(5.22, 2);
    sink.currentTime = 1.5;
    const version = controller.engine.state.version;
    store.getState().patchMusic({ volumeDb: -6 });
    expect(controller.engine.state.version).toBe(version + 1);
    expect(sink.plays.at(-1)).toMatchObject({ swap: true });
    expect(sink.plays.at(-1)!.offset).toBeCloseTo(1.5, 6);
    store.getState().patchMusic({ intro: 4 });
    expect(store.getState().player.duration).toBeCloseTo(7.22, 2);
    expect(store.getState().player.status).toBe('playing');
  });

  it('loads a newly picked track while playing and swaps it in', async () => {
    const { store, sink, controller, requests } = setup();
    store.getState().patchMusic({ trackId: 'still-water' });
    await controller.listen(store.getState().spec, 't');
    store.getState().patchMusic({ trackId: 'deep-blue' });
    await expect.poll(() => requests.some((r) => r.url === '/music/deep-blue.opus')).toBe(true);
    await expect.poll(() => sink.plays.length).toBeGreaterThan(1);
    expect(sink.plays.at(-1)!.swap).toBe(true);
  });

  it.each([
    [429, { 'retry-after': '7' }, 'rate-limited', 7],
    [413, {}, 'too-long', null],
    [503, { 'retry-after': '2' }, 'unavailable', 2],
    [400, {}, 'invalid', null],
  ] as const)('maps HTTP %i to the %s error', async (status, headers, code, retry) => {
    const { store, controller } = setup({
      '/api/tts/': () => Response.json({ error: { code: 'x', message: 'no' } }, { status, headers }),
    });
    await controller.listen(store.getState().spec, 't');
    expect(store.getState().player).toMatchObject({
      status: 'error',
      errorCode: code,
      retryAfterSeconds: retry,
    });
  });

  it('reports an empty text and a missing voice without asking the server', async () => {
    const { store, controller, requests } = setup();
    store.getState().patchSpec({ text: '  ' });
    await controller.listen(store.getState().spec, 't');
    expect(store.getState().player.errorCode).toBe('empty-text');
    store.getState().patchSpec({ text: 'Hello' });
    store.getState().patchVoice({ id: '' });
    await controller.listen(store.getState().spec, 't');
    expect(store.getState().player.errorCode).toBe('no-voice');
    expect(requests).toHaveLength(0);
  });

  it('reports a network failure (offline) and recovers on the next listen', async () => {
    let fail = true;
    const { store, controller } = setup({
      '/api/tts/': () => {
        if (fail) throw new TypeError('Failed to fetch');
        const wav = encodeWav(sine(220, 24000, 1, 0.3), 24000, 'pcm16');
        return new Response(new Blob([wav as Uint8Array<ArrayBuffer>]));
      },
    });
    await controller.listen(store.getState().spec, 't');
    expect(store.getState().player).toMatchObject({ status: 'error', errorCode: 'failed' });
    fail = false;
    await controller.listen(store.getState().spec, 't');
    expect(store.getState().player.status).toBe('playing');
  });

  it('previews a track alone for 20 s and stops it when pressed again or when the greeting plays', async () => {
    const { store, controller, previewSink } = setup();
    await controller.previewTrack('still-water');
    expect(controller.state.trackPreview).toEqual({ trackId: 'still-water', status: 'playing' });
    expect(previewSink.plays[0]!.length).toBe(20 * 48000);
    await controller.previewTrack('still-water');
    expect(controller.state.trackPreview).toBeNull();
    await controller.previewTrack('deep-blue');
    await controller.listen(store.getState().spec, 't');
    expect(controller.state.trackPreview).toBeNull();
  });
});

describe('PlayerController re-mix triggers', () => {
  it('does not re-mix when only the text changes (typing while playing)', async () => {
    const { store, controller } = setup();
    await controller.listen(store.getState().spec, 't');
    const version = controller.engine.state.version;
    store.getState().patchSpec({ text: 'Thank you for calling!' });
    store.getState().patchSpec({ text: 'Thank you for calling!!' });
    expect(controller.engine.state.version).toBe(version);
    expect(controller.state.stale).toBe(true);
    store.getState().patchSpec({ voiceVolumeDb: -2 });
    expect(controller.engine.state.version).toBe(version + 1);
  });
});
