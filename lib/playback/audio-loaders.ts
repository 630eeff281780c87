// Fetch and decode what a preview needs: the spoken voice from POST /api/tts/ (WAV, decoded by
// lib/audio's reader) and a library track from /music/<id>.opus (decoded by lib/music, the same
// WASM decoder the server uses). Both are prepared at the mix rate once and memoized by key.
import { decodeWav } from '../audio/encode/decode-wav';
import {
  prepareMusic,
  prepareVoice,
  type PreparedMusic,
  type PreparedVoice,
} from '../audio/render-mix';
import type { GreetingSpec } from '../greeting/spec';
import { getTrack } from '../music/catalog';
import { decodeTrack } from '../music/decode';
import { PlayerError, playerErrorFromNetwork, playerErrorFromResponse } from './player-error';
import { voiceRequest, type FetchLike } from './voice-request';

export { voiceKey, type FetchLike, type VoiceRequest } from './voice-request';

export async function loadVoice(
  spec: Pick<GreetingSpec, 'text' | 'voice' | 'locale'>,
  fetchFn: FetchLike,
): Promise<PreparedVoice> {
  if (spec.text.trim() === '') throw new PlayerError('empty-text', 'no text');
  if (spec.voice.id === '') throw new PlayerError('no-voice', 'no voice chosen');
  let response: Response;
  try {
    response = await fetchFn('/api/tts/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(voiceRequest(spec)),
    });
  } catch (error) {
    throw playerErrorFromNetwork(error);
  }
  if (!response.ok) throw await playerErrorFromResponse(response);
  try {
    const wav = decodeWav(new Uint8Array(await response.arrayBuffer()));
    return prepareVoice(wav.mono, wav.sampleRate);
  } catch (error) {
    throw error instanceof PlayerError ? error : new PlayerError('decode', String(error));
  }
}

export async function loadTrack(trackId: string, fetchFn: FetchLike): Promise<PreparedMusic> {
  const track = getTrack(trackId);
  if (!track) throw new PlayerError('invalid', `unknown track ${trackId}`);
  let response: Response;
  try {
    response = await fetchFn(track.file);
  } catch (error) {
    throw playerErrorFromNetwork(error);
  }
  if (!response.ok) throw await playerErrorFromResponse(response);
  try {
    const decoded = await decodeTrack(new Uint8Array(await response.arrayBuffer()), track.lengthSamples);
    return prepareMusic(decoded.samples, decoded.sampleRate);
  } catch (error) {
    throw new PlayerError('decode', String(error));
  }
}

/** A tiny least-recently-used memo of promises; failed loads are forgotten so a retry refetches. */
export class PromiseMemo<T> {
  private readonly entries = new Map<string, Promise<T>>();
  constructor(private readonly max: number) {}

  get(key: string, create: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pending = create();
    this.entries.set(key, pending);
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return pending;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }
}
