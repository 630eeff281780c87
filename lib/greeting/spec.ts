// The GreetingSpec: one value that describes a greeting from the studio to the paid file.
// Studio and mixer edit it, listen renders it, the cart stores it, the server validates it
// again and fulfilment renders it. Nothing converts it into a look-alike shape.
import { z } from 'zod';
import { locales } from '../i18n/locales';

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

const range = (r: { min: number; max: number }) => z.number().finite().min(r.min).max(r.max);

export const voiceSettingsSchema = z.object({
  id: z.string().min(1).max(80),
  speed: range(limits.speed),
  pitch: range(limits.pitch),
});

export const musicSettingsSchema = z.object({
  trackId: z.string().min(1).max(80).nullable(),
  volumeDb: range(limits.musicVolumeDb),
  intro: range(limits.introSeconds),
  outro: range(limits.outroSeconds),
  fadeIn: range(limits.fadeSeconds),
  fadeOut: range(limits.fadeSeconds),
  duckDb: range(limits.duckDb),
  duckAttackMs: range(limits.duckAttackMs),
  duckReleaseMs: range(limits.duckReleaseMs),
  loop: z.boolean(),
});

export const greetingSpecSchema = z.object({
  useCase: z.enum(useCases),
  locale: z.enum(locales),
  text: z.string().max(limits.textMaxChars),
  voice: voiceSettingsSchema,
  music: musicSettingsSchema,
  voiceVolumeDb: range(limits.voiceVolumeDb),
  voiceDelay: range(limits.voiceDelaySeconds),
  preset: z.enum(presetIds),
  phoneSystem: z.enum(phoneSystems).nullable(),
});

export type GreetingSpec = z.infer<typeof greetingSpecSchema>;
export type VoiceSettings = z.infer<typeof voiceSettingsSchema>;
export type MusicSettings = z.infer<typeof musicSettingsSchema>;

type Defaults = Omit<GreetingSpec, 'useCase' | 'locale' | 'text' | 'voice'> & {
  voice: Omit<VoiceSettings, 'id'>;
};

const voicemailMusic: MusicSettings = {
  trackId: null,
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

const baseDefaults: Defaults = {
  voice: { speed: 1, pitch: 0 },
  music: voicemailMusic,
  voiceVolumeDb: 0,
  voiceDelay: 0,
  preset: 'universal-mp3',
  phoneSystem: null,
};

/** Sensible mixer defaults per use case: on-hold plays music louder and longer around the voice. */
export const useCaseDefaults: Record<UseCase, Defaults> = {
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

/** The partial form the API, the render command and stored carts accept: every defaulted field may be omitted. */
export const greetingSpecInputSchema = z.object({
  useCase: z.enum(useCases),
  locale: z.enum(locales),
  text: z.string().max(limits.textMaxChars),
  voice: voiceSettingsSchema.partial().required({ id: true }),
  music: musicSettingsSchema.partial().optional(),
  voiceVolumeDb: range(limits.voiceVolumeDb).optional(),
  voiceDelay: range(limits.voiceDelaySeconds).optional(),
  preset: z.enum(presetIds).optional(),
  phoneSystem: z.enum(phoneSystems).nullable().optional(),
});
export type GreetingSpecInput = z.input<typeof greetingSpecInputSchema>;

/** Fill every omitted field from the use case's defaults. */
export function withDefaults(input: z.output<typeof greetingSpecInputSchema>): GreetingSpec {
  const d = useCaseDefaults[input.useCase];
  return {
    useCase: input.useCase,
    locale: input.locale,
    text: input.text,
    voice: { ...d.voice, ...stripUndefined(input.voice), id: input.voice.id },
    music: { ...d.music, ...stripUndefined(input.music ?? {}) },
    voiceVolumeDb: input.voiceVolumeDb ?? d.voiceVolumeDb,
    voiceDelay: input.voiceDelay ?? d.voiceDelay,
    preset: input.preset ?? d.preset,
    phoneSystem: input.phoneSystem ?? d.phoneSystem,
  };
}

/** Parse untrusted input (partial or whole) into a complete spec. */
export function parseGreetingSpec(
  raw: unknown,
): { ok: true; spec: GreetingSpec } | { ok: false; issues: z.core.$ZodIssue[] } {
  const parsed = greetingSpecInputSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues };
  return { ok: true, spec: withDefaults(parsed.data) };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
