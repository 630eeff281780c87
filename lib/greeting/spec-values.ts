// The plain values of the GreetingSpec (use cases, presets, limits, mixer defaults) without the
// zod schemas: browser code that only needs these (the store, the studio) must not pull zod
// into every page's JavaScript. spec.ts re-exports all of it; the schemas stay there. This module
// imports nothing from spec.ts (the GreetingSpec's types come from its schemas, which need these
// values): spec.ts checks the defaults below against the GreetingSpec instead.

export const useCases = [
  'business-voicemail',
  'personal-voicemail',
  'out-of-office',
  'extended-absence',
  'out-of-hours',
  'holiday',
  'on-hold',
  'ivr',
] as const;
export type UseCase = (typeof useCases)[number];

export const presetIds = [
  'universal-mp3',
  'cloud-mp3',
  'pcm-8k',
  'ulaw-8k',
  'alaw-8k',
  'wideband-16k',
  'asterisk-raw',
  'master-48k',
] as const;
export type PresetId = (typeof presetIds)[number];

export const phoneSystems = [
  '3cx',
  'asterisk',
  'cisco',
  'avaya',
  'mitel',
  'teams',
  'zoom',
  'ringcentral',
  'yeastar',
  'other',
] as const;
export type PhoneSystem = (typeof phoneSystems)[number];

export const limits = {
  textMaxChars: 1500,
  speed: { min: 0.75, max: 1.5 },
  pitch: { min: -3, max: 3 },
  pauseSeconds: { min: 0.1, max: 5 },
  voiceVolumeDb: { min: -12, max: 6 },
  musicVolumeDb: { min: -40, max: 0 },
  duckDb: { min: 0, max: 24 },
  duckAttackMs: { min: 5, max: 1000 },
  duckReleaseMs: { min: 20, max: 3000 },
  introSeconds: { min: 0, max: 10 },
  outroSeconds: { min: 0, max: 10 },
  fadeSeconds: { min: 0, max: 5 },
  voiceDelaySeconds: { min: 0, max: 5 },
} as const;

const voicemailMusic = {
  trackId: null as string | null,
  volumeDb: -18,
  intro: 1.5,
  outro: 1.5,
  fadeIn: 0.5,
  fadeOut: 1.5,
  duckDb: 12,
  duckAttackMs: 80,
  duckReleaseMs: 400,
  loop: true,
};

const baseDefaults = {
  voice: { speed: 1, pitch: 0 },
  music: voicemailMusic,
  voiceVolumeDb: 0,
  voiceDelay: 0,
  preset: 'universal-mp3' as PresetId,
  phoneSystem: null as PhoneSystem | null,
};
/** A use case's mixer defaults: every GreetingSpec field but the use case, language, text and voice id. */
type UseCaseDefaults = typeof baseDefaults;

/** Sensible mixer defaults per use case: on-hold plays music louder and longer around the voice. */
export const useCaseDefaults: Record<UseCase, UseCaseDefaults> = {
  'business-voicemail': baseDefaults,
  'personal-voicemail': baseDefaults,
  'out-of-office': baseDefaults,
  'extended-absence': baseDefaults,
  'out-of-hours': baseDefaults,
  holiday: baseDefaults,
  'on-hold': {
    ...baseDefaults,
    // Callers on hold expect music: on-hold starts with a calm corporate track.
    music: {
      ...voicemailMusic,
      trackId: 'clear-horizon',
      volumeDb: -10,
      intro: 6,
      outro: 8,
      fadeIn: 1,
      fadeOut: 3,
      duckDb: 10,
    },
  },
  ivr: {
    ...baseDefaults,
    music: { ...voicemailMusic, intro: 0.5, outro: 0.5, fadeOut: 0.5 },
    preset: 'pcm-8k',
  },
};
