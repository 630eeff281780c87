import { onPlayerReady, peekPlayer } from '@/components/player/player-handle';
import type { AppStore } from '@/stores/app-store';

export type SampleStatus = 'loading' | 'playing' | 'error';
/** `scope` says which part of the studio started it (the voice cards, the examples). */
export type SampleState = { scope: string; key: string; status: SampleStatus } | null;

/**
 * The page's one player for short samples (voice samples, examples): one sound at a time. A
 * sample starting stops the sample before it and pauses the greeting and any music preview, as a
 * music preview pauses the greeting; the greeting or a music preview starting stops the sample.
 * `load` may be a URL or a function that fetches audio (e.g. POST /api/tts/) and returns a Blob.
 */
export class SamplePlayer {
  private audio: HTMLAudioElement | null = null;
  private objectUrl: string | null = null;
  private request = 0;
  private current: SampleState = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly store: AppStore) {
    store.subscribe((state, previous) => {
      const status = state.player.status;
      if (status !== previous.player.status && (status === 'loading' || status === 'playing')) this.stop();
    });
    const watchPreviews = () =>
      peekPlayer(store)?.subscribe(() => {
        if (peekPlayer(store)?.state.trackPreview) this.stop();
      });
    if (peekPlayer(store)) watchPreviews();
    else onPlayerReady(store, watchPreviews);
  }

  get state(): SampleState {
    return this.current;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stop what plays (only a sample of `scope`, when given). */
  stop(scope?: string): void {
    if (scope !== undefined && this.current?.scope !== scope) return;
    this.request += 1;
    this.release();
    this.set(null);
  }

  async play(scope: string, key: string, load: string | (() => Promise<Blob>)): Promise<void> {
    this.stop();
    const mine = this.request;
    const greeting = peekPlayer(this.store);
    greeting?.stopTrackPreview();
    greeting?.pause();
    this.set({ scope, key, status: 'loading' });
    try {
      let src: string;
      if (typeof load === 'string') src = load;
      else {
        const blob = await load();
        if (mine !== this.request) return;
        src = URL.createObjectURL(blob);
        this.objectUrl = src;
      }
      const element = new Audio(src);
      this.audio = element;
      element.addEventListener(
        'playing',
        () => mine === this.request && this.set({ scope, key, status: 'playing' }),
      );
      element.addEventListener('ended', () => mine === this.request && this.stop());
      element.addEventListener(
        'error',
        () => mine === this.request && this.set({ scope, key, status: 'error' }),
      );
      await element.play();
    } catch {
      if (mine === this.request) this.set({ scope, key, status: 'error' });
    }
  }

  private release(): void {
    this.audio?.pause();
    this.audio = null;
    if (this.objectUrl) URL.revokeObjectURL(this.objectUrl);
    this.objectUrl = null;
  }

  private set(state: SampleState): void {
    this.current = state;
    for (const listener of this.listeners) listener();
  }
}

// One per app store (per page load), like the greeting's player (components/player/player-handle).
const players = new WeakMap<AppStore, SamplePlayer>();

export function samplePlayerFor(store: AppStore): SamplePlayer {
  let player = players.get(store);
  if (!player) {
    player = new SamplePlayer(store);
    players.set(store, player);
  }
  return player;
}

/** What plays now, without creating a player (server render, first client render). */
export function peekSample(store: AppStore): SampleState {
  return players.get(store)?.state ?? null;
}
