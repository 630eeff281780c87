// The mix's time line, shared by the renderer and the UI ("total length" shown live):
//   [voiceDelay][intro (music only)][voice][outro (music only)]
// Music starts at 0 and runs under everything; the fades shape the music at the mix's start and
// end (the voice itself is never faded, only de-clicked over 3 ms at the very edges).
import type { GreetingSpec } from '../greeting/spec';

export type LayoutSpec = Pick<GreetingSpec, 'voiceDelay'> & {
  music: Pick<GreetingSpec['music'], 'trackId' | 'intro' | 'outro' | 'fadeIn' | 'fadeOut'>;
};

export interface MixLayout {
  hasMusic: boolean;
  /** Seconds. */
  voiceStart: number;
  voiceEnd: number;
  total: number;
  /** Fade lengths actually used (clamped so the two fades never overlap). */
  fadeIn: number;
  fadeOut: number;
}

export function mixLayout(
  spec: LayoutSpec,
  voiceSeconds: number,
  hasMusic = spec.music.trackId !== null,
): MixLayout {
  const voice = Math.max(0, voiceSeconds);
  const intro = hasMusic ? spec.music.intro : 0;
  const outro = hasMusic ? spec.music.outro : 0;
  const voiceStart = spec.voiceDelay + intro;
  const voiceEnd = voiceStart + voice;
  const total = voiceEnd + outro;
  let fadeIn = hasMusic ? spec.music.fadeIn : 0;
  let fadeOut = hasMusic ? spec.music.fadeOut : 0;
  if (fadeIn + fadeOut > total) {
    const scale = fadeIn + fadeOut > 0 ? total / (fadeIn + fadeOut) : 0;
    fadeIn *= scale;
    fadeOut *= scale;
  }
  return { hasMusic, voiceStart, voiceEnd, total, fadeIn, fadeOut };
}

/** Total length in seconds of the mix for a voice of `voiceSeconds`. */
export function mixDuration(spec: LayoutSpec, voiceSeconds: number): number {
  return mixLayout(spec, voiceSeconds).total;
}

export interface SampleLayout {
  voiceStart: number;
  voiceLength: number;
  total: number;
  fadeIn: number;
  fadeOut: number;
}

/** The layout in whole samples at `sampleRate` (the voice keeps its exact length). */
export function sampleLayout(
  layout: MixLayout,
  voiceLength: number,
  sampleRate: number,
  outroSeconds: number,
): SampleLayout {
  const voiceStart = Math.round(layout.voiceStart * sampleRate);
  const outro = layout.hasMusic ? Math.round(outroSeconds * sampleRate) : 0;
  const total = voiceStart + voiceLength + outro;
  return {
    voiceStart,
    voiceLength,
    total,
    fadeIn: Math.min(total, Math.round(layout.fadeIn * sampleRate)),
    fadeOut: Math.min(total, Math.round(layout.fadeOut * sampleRate)),
  };
}
