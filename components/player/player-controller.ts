// Ties the preview engine to the app: loads voice and music for the store's spec, writes the
// coarse player status into the `audio` slice, and re-mixes live when the mixer edits the spec.
// Loaded lazily (dynamic import) on the first Listen, with lib/audio and the Opus decoder.
import type { PreparedMusic, PreparedVoice } from '@/lib/audio/render-mix';
import type { GreetingSpec } from '@/lib/greeting/spec';
import type { AppStore } from '@/stores/app-store';
import { loadTrack, loadVoice, PromiseMemo, voiceKey, type FetchLike } from '@/lib/playback/audio-loaders';
import type { AudioSink } from '@/lib/playback/audio-sink';
import { PlayerError } from '@/lib/playback/player-error';
import { PreviewEngine, type MixSpec } from '@/lib/playback/preview-engine';

/** How long the mixer's per-track play button previews a track alone. */
export const TRACK_PREVIEW_SECONDS = 20;

export interface ControllerSnapshot {
  /** The spec's text or voice changed since the audio was made: Listen fetches the new voice. */
  stale: boolean;
  /** Voice seconds of the loaded greeting, for the mixer's live total length. */
  voiceSeconds: number;
  /** voiceKey of the loaded greeting. */
  loadedKey: string | null;
  trackPreview: { trackId: string; status: 'loading' | 'playing' } | null;
}

export interface PlayerControllerOptions {
  store: AppStore;
  sink: AudioSink;
  /** Plays the per-track previews (a second sink on the same AudioContext). */
  previewSink: AudioSink;
  fetch: FetchLike;
  /** Coalesces slider bursts into one re-mix per frame (requestAnimationFrame in the browser). */
  schedule?: (run: () => void) => void;
  /** When the exact render follows a quick slider re-mix (see PreviewEngine). */
  deferExact?: (run: () => void) => () => void;
}

export class PlayerController {
  readonly engine: PreviewEngine;
  private readonly store: AppStore;
  private readonly fetchFn: FetchLike;
  private readonly previewSink: AudioSink;
  private readonly schedule: (run: () => void) => void;
  private readonly voices = new PromiseMemo<PreparedVoice>(6);
  private readonly tracks = new PromiseMemo<PreparedMusic>(3);
  private loadedTrackId: string | null = null;
  private generation = 0;
  private previewGeneration = 0;
  private pendingSpec: GreetingSpec | null = null;
  private appliedMix: MixSpec | null = null;
  private snapshot: ControllerSnapshot = {
    stale: false,
    voiceSeconds: 0,
    loadedKey: null,
    trackPreview: null,
  };
  private readonly listeners = new Set<() => void>();
  private readonly unsubscribeStore: () => void;

  constructor(options: PlayerControllerOptions) {
    this.store = options.store;
    this.fetchFn = options.fetch;
    this.previewSink = options.previewSink;
    this.schedule = options.schedule ?? ((run) => run());
    this.engine = new PreviewEngine(options.sink, { deferExact: options.deferExact });
    this.engine.subscribe((state) => {
      const player = this.store.getState().player;
      const status =
        state.status === 'playing'
          ? 'playing'
          : state.status === 'paused' || state.status === 'ready'
            ? 'paused'
            : player.status;
      if (player.status !== status || player.duration !== state.duration)
        this.store.getState().setPlayer({ status, duration: state.duration });
    });
    this.previewSink.onEnded(() => this.setSnapshot({ trackPreview: null }));
    this.unsubscribeStore = this.store.subscribe((state, previous) => {
      if (state.spec !== previous.spec) this.specChanged(state.spec);
    });
  }

  get state(): ControllerSnapshot {
    return this.snapshot;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Whether the loaded audio was made from this spec's text and voice. */
  isCurrent(spec: GreetingSpec): boolean {
    return this.snapshot.loadedKey === voiceKey(spec) && this.engine.state.status !== 'empty';
  }

  /** Render the spec and play it from the start (voice and track come from the memo when unchanged). */
  async listen(spec: GreetingSpec, title: string): Promise<void> {
    const generation = ++this.generation;
    this.stopTrackPreview();
    this.engine.pause();
    this.store.getState().setPlayer({ status: 'loading', title, errorCode: null, retryAfterSeconds: null });
    try {
      const key = voiceKey(spec);
      const [voice, music] = await Promise.all([
        this.voices.get(key, () => loadVoice(spec, this.fetchFn)),
        spec.music.trackId
          ? this.tracks.get(spec.music.trackId, () => loadTrack(spec.music.trackId!, this.fetchFn))
          : null,
      ]);
      if (generation !== this.generation) return;
      // The mixer may have moved while we were loading: mix what the store holds now.
      const latest = this.store.getState().spec;
      this.loadedTrackId = spec.music.trackId;
      this.appliedMix = mixSpecOf(latest.music.trackId === spec.music.trackId ? latest : spec);
      this.engine.loadPrepared(voice, music, this.appliedMix);
      this.setSnapshot({
        loadedKey: key,
        stale: key !== voiceKey(latest),
        voiceSeconds: this.engine.voiceSeconds,
      });
      this.engine.play();
    } catch (error) {
      if (generation !== this.generation) return;
      const e = error instanceof PlayerError ? error : new PlayerError('failed', String(error));
      this.store
        .getState()
        .setPlayer({ status: 'error', errorCode: e.code, retryAfterSeconds: e.retryAfterSeconds });
    }
  }

  /** The Listen button: play/pause what is loaded when it is current, else listen anew. */
  async toggle(spec: GreetingSpec, title: string): Promise<void> {
    const status = this.engine.state.status;
    if (this.isCurrent(spec) && this.store.getState().player.status !== 'loading') {
      if (status === 'playing') this.engine.pause();
      else {
        this.stopTrackPreview();
        this.engine.play();
      }
      return;
    }
    await this.listen(spec, title);
  }

  play(): void {
    this.stopTrackPreview();
    this.engine.play();
  }

  pause(): void {
    this.engine.pause();
  }

  seek(seconds: number): void {
    this.engine.seek(seconds);
  }

  /** Play a library track alone for a short while; pressing it again stops it. */
  async previewTrack(trackId: string): Promise<void> {
    const current = this.snapshot.trackPreview;
    this.stopTrackPreview();
    if (current?.trackId === trackId) return;
    const generation = this.previewGeneration;
    this.engine.pause();
    this.setSnapshot({ trackPreview: { trackId, status: 'loading' } });
    try {
      const music = await this.tracks.get(trackId, () => loadTrack(trackId, this.fetchFn));
      if (generation !== this.previewGeneration) return;
      this.previewSink.play(previewExcerpt(music.samples, music.sampleRate), music.sampleRate, 0, false);
      this.setSnapshot({ trackPreview: { trackId, status: 'playing' } });
    } catch {
      if (generation === this.previewGeneration) this.setSnapshot({ trackPreview: null });
    }
  }

  stopTrackPreview(): void {
    this.previewGeneration++;
    if (this.snapshot.trackPreview) {
      this.previewSink.stop();
      this.setSnapshot({ trackPreview: null });
    }
  }

  dispose(): void {
    this.unsubscribeStore();
    this.engine.unload();
    this.previewSink.stop();
  }

  private specChanged(spec: GreetingSpec): void {
    if (this.engine.state.status === 'empty') return;
    const stale = voiceKey(spec) !== this.snapshot.loadedKey;
    if (stale !== this.snapshot.stale) this.setSnapshot({ stale });
    const first = this.pendingSpec === null;
    this.pendingSpec = spec;
    if (first) this.schedule(() => this.applyPending());
  }

  private applyPending(): void {
    const spec = this.pendingSpec;
    this.pendingSpec = null;
    if (!spec || this.engine.state.status === 'empty') return;
    // Typing in the text box changes the spec too; only mixer settings call for a re-mix.
    if (this.appliedMix && sameMix(this.appliedMix, spec)) return;
    this.appliedMix = mixSpecOf(spec);
    const trackId = spec.music.trackId;
    if (trackId === null || trackId === this.loadedTrackId) {
      this.engine.update(mixSpecOf(spec));
      return;
    }
    const generation = this.generation;
    void this.tracks
      .get(trackId, () => loadTrack(trackId, this.fetchFn))
      .then((music) => {
        const latest = this.store.getState().spec;
        if (generation !== this.generation || latest.music.trackId !== trackId) return;
        this.loadedTrackId = trackId;
        this.engine.setMusic(music, mixSpecOf(latest));
      })
      .catch((error: unknown) => {
        const e = error instanceof PlayerError ? error : new PlayerError('failed', String(error));
        this.store.getState().setPlayer({ errorCode: e.code, retryAfterSeconds: e.retryAfterSeconds });
      });
  }

  private setSnapshot(patch: Partial<ControllerSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }
}

function sameMix(a: MixSpec, b: MixSpec): boolean {
  if (a.voiceDelay !== b.voiceDelay || a.voiceVolumeDb !== b.voiceVolumeDb) return false;
  const keys = Object.keys(a.music) as (keyof MixSpec['music'])[];
  return keys.every((k) => a.music[k] === b.music[k]);
}

export function mixSpecOf(spec: GreetingSpec): MixSpec {
  return { music: spec.music, voiceDelay: spec.voiceDelay, voiceVolumeDb: spec.voiceVolumeDb };
}

/** The first TRACK_PREVIEW_SECONDS of a track with short fades, so the preview starts and ends softly. */
export function previewExcerpt(samples: Float32Array, sampleRate: number): Float32Array {
  const length = Math.min(samples.length, Math.round(TRACK_PREVIEW_SECONDS * sampleRate));
  const out = samples.slice(0, length);
  const fadeIn = Math.min(length, Math.round(0.3 * sampleRate));
  const fadeOut = Math.min(length, Math.round(2 * sampleRate));
  for (let i = 0; i < fadeIn; i++) out[i] = out[i]! * (i / fadeIn);
  for (let i = 0; i < fadeOut; i++) out[length - 1 - i] = out[length - 1 - i]! * (i / fadeOut);
  return out;
}
