// The light entry point to the player: no DSP here. The first Listen creates the AudioContext
// inside the click (browsers allow audio only from a user gesture) and then loads the engine,
// lib/audio and the Opus decoder with a dynamic import, so pages without a Listen stay small.
// One controller per app store (per page load), found through a WeakMap rather than a global.
import type { AppStore } from '@/stores/app-store';
import type { PlayerController } from './player-controller';
import { PlayerError } from '@/lib/playback/player-error';

type Entry = {
  controller: PlayerController | null;
  promise: Promise<PlayerController> | null;
  listeners: Set<() => void>;
};

/** A slider that rests this long gets the exact (server-identical) render. */
const EXACT_RENDER_DELAY_MS = 150;

const entries = new WeakMap<AppStore, Entry>();

function entryFor(store: AppStore): Entry {
  let entry = entries.get(store);
  if (!entry) {
    entry = { controller: null, promise: null, listeners: new Set() };
    entries.set(store, entry);
  }
  return entry;
}

/** The controller if it has loaded, else null (nothing is loaded by asking). */
export function peekPlayer(store: AppStore): PlayerController | null {
  return entries.get(store)?.controller ?? null;
}

/** Be told when the controller has loaded (hooks re-render then). */
export function onPlayerReady(store: AppStore, listener: () => void): () => void {
  const { listeners } = entryFor(store);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Load (once) and return the controller. Call it from a user gesture the first time. */
export function ensurePlayer(store: AppStore): Promise<PlayerController> {
  const entry = entryFor(store);
  if (entry.promise) return entry.promise;
  const context = createAudioContext();
  if (!context) return Promise.reject(new PlayerError('unsupported', 'Web Audio is not available'));
  const promise = Promise.all([import('./player-controller'), import('@/lib/playback/web-audio-sink')]).then(([c, s]) => {
    const controller = new c.PlayerController({
      store,
      sink: new s.WebAudioSink(context),
      previewSink: new s.WebAudioSink(context),
      fetch: (input, init) => fetch(input, init),
      schedule: (run) => requestAnimationFrame(() => run()),
      deferExact: (run) => {
        const timer = window.setTimeout(run, EXACT_RENDER_DELAY_MS);
        return () => window.clearTimeout(timer);
      },
    });
    entry.controller = controller;
    for (const listener of entry.listeners) listener();
    return controller;
  });
  entry.promise = promise;
  promise.catch(() => {
    // A failed chunk load (offline, new deployment): let the next click try again.
    entry.promise = null;
    void context.close();
  });
  return promise;
}

function createAudioContext(): AudioContext | null {
  if (typeof window === 'undefined') return null;
  const Ctor: typeof AudioContext | undefined =
    window.AudioContext ??
    (window as Window & { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    // 48 kHz is the mix rate, so the browser does not resample our buffers.
    return new Ctor({ sampleRate: 48000, latencyHint: 'playback' });
  } catch {
    return new Ctor();
  }
}
