// The GreetingSpec: one value that describes a greeting from the studio to the paid file.
// Studio and mixer edit it, listen renders it, the cart stores it, the server validates it
// again and fulfilment renders it. Nothing converts it into a look-alike shape.
import * as z from 'zod/mini';
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
  return z
    .array(pronunciationSchema)
    .check(z.maxLength(pronunciationLimits.perSpec, 'pronunciation-too-many'));
}

// zod 4 numbers are finite already (classic's .finite() was a no-op).
const range = (r: { min: number; max: number }) => z.number().check(z.gte(r.min), z.lte(r.max));

export const voiceSettingsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(80)),
  speed: range(limits.speed),
  pitch: range(limits.pitch),
});

export const musicSettingsSchema = z.object({
  trackId: z.nullable(z.string().check(z.minLength(1), z.maxLength(80))),
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
  text: z.string().check(z.maxLength(limits.textMaxChars)),
  voice: voiceSettingsSchema,
  music: musicSettingsSchema,
  voiceVolumeDb: range(limits.voiceVolumeDb),
  voiceDelay: range(limits.voiceDelaySeconds),
  preset: z.enum(presetIds),
  phoneSystem: z.nullable(z.enum(phoneSystems)),
  /** The visitor's pronunciation dictionary (lib/tts/text/pronounce.ts); absent in older specs. */
  pronunciations: z.optional(pronunciationsSchema()),
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
  text: z.string().check(z.maxLength(limits.textMaxChars)),
  voice: z.required(z.partial(voiceSettingsSchema), { id: true }),
  music: z.optional(z.partial(musicSettingsSchema)),
  voiceVolumeDb: z.optional(range(limits.voiceVolumeDb)),
  voiceDelay: z.optional(range(limits.voiceDelaySeconds)),
  preset: z.optional(z.enum(presetIds)),
  phoneSystem: z.optional(z.nullable(z.enum(phoneSystems))),
  pronunciations: z.optional(pronunciationsSchema()),
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
