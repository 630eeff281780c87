// For browsers without Web Audio: play the server's preview MP3 (POST /api/preview/) through an
// <audio> element. Coarse status goes to the same audio slice, so the player bar still shows it.
import type { GreetingSpec } from '@/lib/greeting/spec';
import type { AppStore } from '@/stores/app-store';
import { PlayerError, playerErrorFromNetwork, playerErrorFromResponse } from '@/lib/playback/player-error';

const elements = new WeakMap<AppStore, { audio: HTMLAudioElement; key: string; url: string }>();

export async function playWithoutWebAudio(store: AppStore, spec: GreetingSpec, title: string): Promise<void> {
  const { setPlayer } = store.getState();
  const key = JSON.stringify(spec);
  const current = elements.get(store);
  if (current?.key === key) {
    if (current.audio.paused) await current.audio.play();
    else current.audio.pause();
    return;
  }
  setPlayer({ status: 'loading', title, errorCode: null, retryAfterSeconds: null });
  try {
    let response: Response;
    try {
      response = await fetch('/api/preview/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(spec),
      });
    } catch (error) {
      throw playerErrorFromNetwork(error);
    }
    if (!response.ok) throw await playerErrorFromResponse(response);
    const url = URL.createObjectURL(await response.blob());
    if (current) {
      current.audio.pause();
      URL.revokeObjectURL(current.url);
    }
    const audio = new Audio(url);
    elements.set(store, { audio, key, url });
    audio.addEventListener('loadedmetadata', () => setPlayer({ duration: audio.duration }));
    audio.addEventListener('playing', () => setPlayer({ status: 'playing' }));
    audio.addEventListener('pause', () => setPlayer({ status: 'paused' }));
    audio.addEventListener('error', () => setPlayer({ status: 'error', errorCode: 'decode' }));
    await audio.play();
  } catch (error) {
    const e = error instanceof PlayerError ? error : new PlayerError('unsupported', String(error));
    setPlayer({ status: 'error', errorCode: e.code, retryAfterSeconds: e.retryAfterSeconds });
  }
}
