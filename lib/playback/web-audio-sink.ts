// AudioSink on Web Audio: one AudioBufferSourceNode per play, each behind its own gain so a swap
// crossfades over a few milliseconds instead of clicking. Two AudioBuffers are reused in turn
// while the mix length stays the same, so a slider change does not allocate 11 MB each time.
import type { AudioSink } from './audio-sink';

const CROSSFADE_SECONDS = 0.012;

interface Voice {
  source: AudioBufferSourceNode;
  gain: GainNode;
}

export class WebAudioSink implements AudioSink {
  private readonly context: AudioContext;
  private readonly output: AudioNode;
  private current: Voice | null = null;
  private buffers: AudioBuffer[] = [];
  private nextBuffer = 0;
  private endedListener: (() => void) | null = null;

  constructor(context: AudioContext, output: AudioNode = context.destination) {
    this.context = context;
    this.output = output;
  }

  get currentTime(): number {
    return this.context.currentTime;
  }

  onEnded(listener: () => void): void {
    this.endedListener = listener;
  }

  play(samples: Float32Array, sampleRate: number, offset: number, swap: boolean): void {
    if (this.context.state === 'suspended') void this.context.resume();
    const buffer = this.bufferFor(samples, sampleRate);
    const now = this.context.currentTime;
    const gain = this.context.createGain();
    const source = this.context.createBufferSource();
    source.buffer = buffer;
    source.connect(gain).connect(this.output);
    const old = this.current;
    if (swap && old) {
      gain.gain.setValueAtTime(0, now);
      gain.gain.linearRampToValueAtTime(1, now + CROSSFADE_SECONDS);
      this.release(old, now + CROSSFADE_SECONDS);
    } else if (old) {
      this.release(old, now);
    }
    const voice: Voice = { source, gain };
    source.onended = () => {
      if (this.current === voice) {
        this.current = null;
        this.endedListener?.();
      }
    };
    source.start(now, Math.max(0, Math.min(offset, buffer.duration)));
    this.current = voice;
  }

  stop(): void {
    if (this.current) this.release(this.current, this.context.currentTime);
    this.current = null;
  }

  private release(voice: Voice, at: number): void {
    voice.source.onended = null;
    const now = this.context.currentTime;
    voice.gain.gain.cancelScheduledValues(now);
    voice.gain.gain.setValueAtTime(voice.gain.gain.value, now);
    voice.gain.gain.linearRampToValueAtTime(0, Math.max(at, now + 0.004));
    try {
      voice.source.stop(Math.max(at, now + 0.004) + 0.01);
    } catch {
      // Already stopped.
    }
  }

  /** Copy into one of two alternating AudioBuffers (never the one that is playing). */
  private bufferFor(samples: Float32Array, sampleRate: number): AudioBuffer {
    const length = Math.max(1, samples.length);
    const index = this.nextBuffer;
    this.nextBuffer = (index + 1) % 2;
    let buffer = this.buffers[index];
    if (!buffer || buffer.length !== length || buffer.sampleRate !== sampleRate) {
      buffer = this.context.createBuffer(1, length, sampleRate);
      this.buffers[index] = buffer;
    }
    buffer.copyToChannel(samples as Float32Array<ArrayBuffer>, 0);
    return buffer;
  }
}
