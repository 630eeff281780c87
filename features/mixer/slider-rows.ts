// The mixer's finer sliders as data: what each edits, its limits (the spec's), step and unit.
// One row per slider keeps the eight controls identical in behaviour; mixer.tsx renders them.
import type { MusicSettings } from '@/lib/greeting/spec';
import { limits } from '@/lib/greeting/spec-values';

type NumericMusicKey = {
  [K in keyof MusicSettings]-?: MusicSettings[K] extends number ? K : never;
}[keyof MusicSettings];

export type SliderUnit = 'db' | 'cut-db' | 'seconds' | 'ms';

export type SliderRow = {
  /** The slider's data-testid and the mixer message key of its label. */
  testId: string;
  label:
    | 'voiceVolume'
    | 'ducking'
    | 'intro'
    | 'outro'
    | 'voiceDelay'
    | 'fadeIn'
    | 'fadeOut'
    | 'attack'
    | 'release';
  edits: { music: NumericMusicKey } | { spec: 'voiceVolumeDb' | 'voiceDelay' };
  limit: Exclude<keyof typeof limits, 'textMaxChars'>;
  step: number;
  unit: SliderUnit;
};

/** Voice and ducking levels. */
export const levelRows: readonly SliderRow[] = [
  {
    testId: 'voice-volume',
    label: 'voiceVolume',
    edits: { spec: 'voiceVolumeDb' },
    limit: 'voiceVolumeDb',
    step: 0.5,
    unit: 'db',
  },
  // Ducking lowers the music: shown as a cut ("−12 dB") while the spec stores the depth.
  {
    testId: 'duck-depth',
    label: 'ducking',
    edits: { music: 'duckDb' },
    limit: 'duckDb',
    step: 1,
    unit: 'cut-db',
  },
];

/** Timing: intro, outro, voice delay, fades and the ducking envelope. */
export const timingRows: readonly SliderRow[] = [
  {
    testId: 'music-intro',
    label: 'intro',
    edits: { music: 'intro' },
    limit: 'introSeconds',
    step: 0.5,
    unit: 'seconds',
  },
  {
    testId: 'music-outro',
    label: 'outro',
    edits: { music: 'outro' },
    limit: 'outroSeconds',
    step: 0.5,
    unit: 'seconds',
  },
  {
    testId: 'voice-delay',
    label: 'voiceDelay',
    edits: { spec: 'voiceDelay' },
    limit: 'voiceDelaySeconds',
    step: 0.1,
    unit: 'seconds',
  },
  {
    testId: 'fade-in',
    label: 'fadeIn',
    edits: { music: 'fadeIn' },
    limit: 'fadeSeconds',
    step: 0.1,
    unit: 'seconds',
  },
  {
    testId: 'fade-out',
    label: 'fadeOut',
    edits: { music: 'fadeOut' },
    limit: 'fadeSeconds',
    step: 0.1,
    unit: 'seconds',
  },
  {
    testId: 'duck-attack',
    label: 'attack',
    edits: { music: 'duckAttackMs' },
    limit: 'duckAttackMs',
    step: 5,
    unit: 'ms',
  },
  {
    testId: 'duck-release',
    label: 'release',
    edits: { music: 'duckReleaseMs' },
    limit: 'duckReleaseMs',
    step: 10,
    unit: 'ms',
  },
];
