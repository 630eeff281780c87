// The GreetingSpec: one value that describes a greeting from the studio to the paid file.
// Studio and mixer edit it, listen renders it, the cart stores it, the server validates it
// again and fulfilment renders it. Nothing converts it into a look-alike shape.
import { z } from 'zod';
import { locales } from '../i18n/locales';
import { pronunciationLimits, pronunciationSchema } from '../tts/text/pronounce';
import { limits, phoneSystems, presetIds, useCaseDefaults, useCases, type UseCase } from './spec-values';

export {
  limits,
  phoneSystems,
  presetIds,
  useCaseDefaults,
  useCases,
  type PhoneSystem,
  type PresetId,
  type UseCase,
} from './spec-values';

function pronunciationsSchema() {
  return z.array(pronunciationSchema).max(pronunciationLimits.perSpec, 'pronunciation-too-many');
}

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
  /** The visitor's pronunciation dictionary (lib/tts/text/pronounce.ts); absent in older specs. */
  pronunciations: pronunciationsSchema().optional(),
});

export type GreetingSpec = z.infer<typeof greetingSpecSchema>;
export type VoiceSettings = z.infer<typeof voiceSettingsSchema>;
export type MusicSettings = z.infer<typeof musicSettingsSchema>;

/** spec-values.ts writes the defaults without these types (it cannot import them without a loop):
 * assigning them here fails the type check when a default is missing or has the wrong type. */
type Defaults = Omit<GreetingSpec, 'useCase' | 'locale' | 'text' | 'voice' | 'pronunciations'> & {
  voice: Omit<VoiceSettings, 'id'>;
};
const defaultsByUseCase: Record<UseCase, Defaults> = useCaseDefaults;

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
  pronunciations: pronunciationsSchema().optional(),
});
export type GreetingSpecInput = z.input<typeof greetingSpecInputSchema>;

/** Fill every omitted field from the use case's defaults. */
export function withDefaults(input: z.output<typeof greetingSpecInputSchema>): GreetingSpec {
  const d = defaultsByUseCase[input.useCase];
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
    // Only when present: a spec without a dictionary keeps the shape (and cache keys) it had.
    ...(input.pronunciations?.length ? { pronunciations: input.pronunciations } : {}),
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
