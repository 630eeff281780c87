// The in-browser preview engine: a plain class (no React) that mixes with lib/audio — the same
// code the paid render runs — and plays through an AudioSink. React reads `state` through
// `subscribe` for coarse changes and `position` on requestAnimationFrame for the playhead.
//
// A slider change re-mixes in two steps. At once (well inside a frame): lay out and sum voice and
// music with lib/audio at the loudness gain of the last exact render — the loudness search and
// true-peak oversampling are what make a full render slow. Once the slider rests (`deferExact`), the full renderPrepared runs and its output,
// identical to the server's, replaces the quick one. `state.exact` tells which one is playing.
import type { GreetingSpec } from '../greeting/spec';
import {
  MIX_SAMPLE_RATE,
  mixPrepared,
  prepareMusic,
  prepareVoice,
  renderPrepared,
  type PreparedMusic,
  type PreparedVoice,
} from '../audio/render-mix';
import { mixMasking } from '../audio/mix-masking';
import { phoneLine } from '../audio/phone-line';
import type { AudioSink } from './audio-sink';

export type MixSpec = Pick<GreetingSpec, 'music' | 'voiceDelay' | 'voiceVolumeDb'>;

export type EngineStatus = 'empty' | 'ready' | 'playing' | 'paused';

export interface EngineState {
  status: EngineStatus;
  /** Seconds. */
  duration: number;
  voiceStart: number;
  voiceEnd: number;
  lufs: number;
  truePeakDb: number;
  /** Increases with every new mix, so views know when to redraw the waveform. */
  version: number;
  /** Milliseconds the last re-mix took (render + buffer swap). */
  lastMixMs: number;
  /** Of that, milliseconds handing the new buffer to the sink (the copy into an AudioBuffer). */
  lastSwapMs: number;
  /** The playing mix is the exact render (what the server makes), not the quick slider mix. */
  exact: boolean;
  /** Playing "as callers hear it": the mix through lib/audio/phone-line.ts, as the exports are. */
  phoneLine: boolean;
  /** Voice over music in the phone band (dB; Infinity without music), from the last exact mix. */
  maskingMarginDb: number;
  /** The music would mask the voice on a phone line (maskingMarginDb below maskingThresholdDb). */
  masked: boolean;
}

export interface PreviewEngineOptions {
  /** Milliseconds clock for timing re-mixes. */
  now?: () => number;
  /**
   * Schedules the exact render after a quick one and returns a cancel function. Without it every
   * update renders exactly at once (tests, Node).
   */
  deferExact?: (run: () => void) => () => void;
}

export interface EngineLoadInput {
  voice: Float32Array;
  voiceRate: number;
  music: Float32Array | null;
  musicRate: number;
  spec: MixSpec;
}

type Listener = (state: EngineState) => void;

const emptyState: EngineState = {
  status: 'empty',
  duration: 0,
  voiceStart: 0,
  voiceEnd: 0,
  lufs: -Infinity,
  truePeakDb: -Infinity,
  version: 0,
  lastMixMs: 0,
  lastSwapMs: 0,
  exact: true,
  phoneLine: false,
  maskingMarginDb: Infinity,
  masked: false,
};

export class PreviewEngine {
  private readonly sink: AudioSink;
  private readonly now: () => number;
  private readonly deferExact: PreviewEngineOptions['deferExact'];
  private cancelExact: (() => void) | null = null;
  /** Normalization gain of the last exact render, reused by quick re-mixes. */
  private lastGainDb = 0;
  private voice: PreparedVoice | null = null;
  private spec: MixSpec | null = null;
  private music: PreparedMusic | null = null;
  /** Re-used between re-mixes so a slider change allocates nothing. */
  private scratch: Float32Array | null = null;
  private mix: Float32Array = new Float32Array(0);
  /** The mix through the phone line, made when first needed after each re-mix. */
  private phoneMix: Float32Array | null = null;
  private snapshot: EngineState = emptyState;
  private readonly listeners = new Set<Listener>();
  /** Position bookkeeping: playback started at `offset` seconds when the sink's clock read `startedAt`. */
  private offset = 0;
  private startedAt = 0;

  constructor(sink: AudioSink, options: PreviewEngineOptions = {}) {
    this.sink = sink;
    this.now = options.now ?? (() => performance.now());
    this.deferExact = options.deferExact;
    sink.onEnded(() => this.handleEnded());
  }

  get state(): EngineState {
    return this.snapshot;
  }

  /** The mixed samples at MIX_SAMPLE_RATE (a view; replaced by the next mix). */
  get samples(): Float32Array {
    return this.mix;
  }

  get sampleRate(): number {
    return MIX_SAMPLE_RATE;
  }

  /** Seconds into the mix; read it on requestAnimationFrame, it is not pushed to listeners. */
  get position(): number {
    if (this.snapshot.status !== 'playing') return this.offset;
    return Math.min(this.snapshot.duration, this.offset + (this.sink.currentTime - this.startedAt));
  }

  /** Voice seconds of the loaded greeting (0 when empty). */
  get voiceSeconds(): number {
    return this.voice ? this.voice.samples.length / this.voice.sampleRate : 0;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Replace voice and music (expensive: resampling and voice activity); playback restarts at 0. */
  load(input: EngineLoadInput): void {
    this.voice = prepareVoice(input.voice, input.voiceRate);
    this.music = input.music ? prepareMusic(input.music, input.musicRate) : null;
    this.loadPrepared(this.voice, this.music, input.spec);
  }

  /** Like load, with buffers prepared earlier (the controller caches prepared voices and tracks). */
  loadPrepared(voice: PreparedVoice, music: PreparedMusic | null, spec: MixSpec): void {
    const wasPlaying = this.snapshot.status === 'playing';
    if (wasPlaying) this.sink.stop();
    this.cancelExact?.();
    this.cancelExact = null;
    this.voice = voice;
    this.music = music;
    this.offset = 0;
    this.remix(spec, 'ready');
  }

  /** Swap the music track only, keeping the playback position. */
  setMusic(music: PreparedMusic | null, spec: MixSpec): void {
    this.music = music;
    this.update(spec);
  }

  /** Re-mix with new settings; while playing, the new mix continues from the current position. */
  update(spec: MixSpec): void {
    if (!this.voice) return;
    const status = this.snapshot.status;
    const position = this.position;
    this.cancelExact?.();
    this.cancelExact = null;
    if (!this.deferExact) {
      this.remix(spec, status === 'empty' ? 'ready' : status, position);
      return;
    }
    this.remix(spec, status === 'empty' ? 'ready' : status, position, false);
    this.cancelExact = this.deferExact(() => {
      this.cancelExact = null;
      this.remix(spec, this.snapshot.status, this.position);
    });
  }

  /** Run a pending exact render now (tests and the mix check call it). */
  flush(): void {
    if (!this.cancelExact || !this.spec) return;
    this.cancelExact();
    this.cancelExact = null;
    this.remix(this.spec, this.snapshot.status, this.position);
  }

  play(): void {
    if (this.snapshot.status === 'empty' || this.snapshot.status === 'playing') return;
    if (this.offset >= this.snapshot.duration) this.offset = 0;
    this.startAt(this.offset);
    this.setState({ status: 'playing' });
  }

  pause(): void {
    if (this.snapshot.status !== 'playing') return;
    this.offset = this.position;
    this.sink.stop();
    this.setState({ status: 'paused' });
  }

  seek(seconds: number): void {
    if (this.snapshot.status === 'empty') return;
    const target = clamp(seconds, 0, this.snapshot.duration);
    this.offset = target;
    if (this.snapshot.status === 'playing') this.startAt(target);
    else this.notify();
  }

  /**
   * Hear the mix as callers do, or as it is. While playing, the other version takes over at the
   * same position (the sink's crossfade), so the visitor compares the two on the same words.
   */
  setPhoneLine(on: boolean): void {
    if (this.snapshot.phoneLine === on) return;
    const position = this.position;
    this.snapshot = { ...this.snapshot, phoneLine: on };
    if (this.snapshot.status === 'playing') this.startAt(position, true);
    this.notify();
  }

  /** Stop and forget the audio (the controller calls this before loading something else). */
  unload(): void {
    this.cancelExact?.();
    this.cancelExact = null;
    if (this.snapshot.status === 'playing') this.sink.stop();
    this.voice = null;
    this.music = null;
    this.mix = new Float32Array(0);
    this.phoneMix = null;
    this.offset = 0;
    this.setState({ ...emptyState, version: this.snapshot.version + 1, phoneLine: this.snapshot.phoneLine });
  }

  private remix(spec: MixSpec, status: EngineStatus, position = 0, exact = true): void {
    if (!this.voice) return;
    const t0 = this.now();
    this.spec = spec;
    const music = spec.music.trackId === null ? null : this.music;
    const needed = Math.ceil(estimateTotalSamples(this.voice, spec, music !== null));
    if (!this.scratch || this.scratch.length < needed)
      this.scratch = new Float32Array(Math.ceil(needed * 1.25));
    const result = exact
      ? renderPrepared(this.voice, music, spec, this.scratch)
      : this.quickMix(this.voice, music, spec, this.scratch);
    if (exact) this.lastGainDb = result.gainDb;
    this.mix = result.samples;
    this.phoneMix = null;
    // Measured on exact mixes only (a slider at rest): two more layouts and band filters.
    const masking = exact ? mixMasking(this.voice, music, spec) : null;
    const duration = result.samples.length / result.sampleRate;
    let nextStatus = status;
    let swapMs = 0;
    let pos = clamp(position, 0, duration);
    if (status === 'playing') {
      if (pos >= duration) {
        // The mix got shorter than where we were: stop at the end, like a finished playback.
        this.sink.stop();
        nextStatus = 'paused';
        pos = duration;
      } else {
        const t1 = this.now();
        this.startAt(pos, true);
        swapMs = this.now() - t1;
      }
    }
    this.offset = pos;
    this.setState({
      status: nextStatus,
      duration,
      voiceStart: result.voiceStart,
      voiceEnd: result.voiceEnd,
      lufs: result.lufs,
      truePeakDb: result.truePeakDb,
      version: this.snapshot.version + 1,
      lastMixMs: this.now() - t0,
      lastSwapMs: swapMs,
      exact,
      ...(masking ? { maskingMarginDb: masking.marginDb, masked: masking.masked } : {}),
    });
  }

  /**
   * The slider-speed mix: the exact layout, sum and ducking, with the last exact render's
   * normalization gain folded into the voice and music gains (the mix is linear in them), so no
   * extra pass over the samples. The exact render replaces it when the slider rests.
   */
  private quickMix(voice: PreparedVoice, music: PreparedMusic | null, spec: MixSpec, buffer: Float32Array) {
    const g = this.lastGainDb;
    const raw = mixPrepared(
      voice,
      music,
      {
        voiceDelay: spec.voiceDelay,
        voiceVolumeDb: spec.voiceVolumeDb + g,
        music: { ...spec.music, volumeDb: spec.music.volumeDb + g },
      },
      buffer,
    );
    return { ...raw, lufs: this.snapshot.lufs, truePeakDb: this.snapshot.truePeakDb, gainDb: g };
  }

  /** What the sink plays: the mix, or the mix through the phone line. */
  private get output(): Float32Array {
    if (!this.snapshot.phoneLine) return this.mix;
    this.phoneMix ??= phoneLine(this.mix, MIX_SAMPLE_RATE);
    return this.phoneMix;
  }

  private startAt(position: number, swap = false): void {
    this.sink.play(this.output, MIX_SAMPLE_RATE, position, swap);
    this.offset = position;
    this.startedAt = this.sink.currentTime;
  }

  private handleEnded(): void {
    if (this.snapshot.status !== 'playing') return;
    this.offset = 0;
    this.setState({ status: 'paused' });
  }

  private setState(patch: Partial<EngineState>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener(this.snapshot);
  }
}

/** An upper bound of the mix length in samples, to size the scratch buffer once. */
function estimateTotalSamples(voice: PreparedVoice, spec: MixSpec, withMusic: boolean): number {
  const extra = spec.voiceDelay + (withMusic ? spec.music.intro + spec.music.outro : 0);
  return voice.samples.length + Math.ceil(extra * voice.sampleRate) + 2;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
