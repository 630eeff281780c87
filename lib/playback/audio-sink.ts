// Where the preview engine's samples go. The browser uses WebAudioSink; unit tests use a fake
// clock, so the engine's position bookkeeping is tested without Web Audio.

export interface AudioSink {
  /** The sink's clock in seconds (AudioContext.currentTime in the browser). */
  readonly currentTime: number;
  /**
   * Play `samples` from `offset` seconds. With `swap`, the new buffer replaces the one playing
   * at the same moment (a short crossfade), so a re-mix does not restart or click.
   */
  play(samples: Float32Array, sampleRate: number, offset: number, swap: boolean): void;
  stop(): void;
  /** Called when the current buffer plays to its end (not after stop or swap). */
  onEnded(listener: () => void): void;
}
