// An IVR set as one cart line: the tree plus the settings every prompt shares (voice, music,
// levels, phone system). It travels studio → cart → checkout → order like the GreetingSpec and is
// validated again on the server; the order holds one GreetingSpec per prompt, derived here, so
// the price, the render and a re-render all start from the same stored value.
import * as z from 'zod/mini';
import { presetForPhoneSystem } from '../audio/presets';
import {
  greetingSpecInputSchema,
  useCaseDefaults,
  withDefaults,
  type GreetingSpec,
  type PhoneSystem,
  type PresetId,
} from '../greeting/spec';
import { pronunciationLimits, pronunciationsInUse, type Pronunciation } from '../tts/text/pronounce';
import { ivrTargetsSchema, type IvrTargets } from './targets';
import { ivrTreeSchema, promptsInCallOrder, type IvrTree } from './tree';

/** The GreetingSpec's settings without what each prompt has of its own (text) or the tree fixes. */
export const ivrSetSettingsSchema = z.omit(greetingSpecInputSchema, {
  useCase: true,
  locale: true,
  text: true,
});

export const ivrSetSpecSchema = z.object({
  kind: z.literal('ivr-set'),
  tree: ivrTreeSchema,
  settings: ivrSetSettingsSchema,
  /** The buyer's extensions and voicemail box for the dialplan; absent in sets made before them. */
  targets: z.optional(ivrTargetsSchema),
});
export type IvrSetSpec = z.input<typeof ivrSetSpecSchema>;

/** A cart line's spec is a set when it says so; stored greetings carry no `kind`. */
export function isIvrSet(spec: object): spec is IvrSetSpec {
  return (spec as { kind?: unknown }).kind === 'ivr-set';
}

/** The set's background music: a library track at a level under the voice, or none. */
export type IvrSetMusic = { trackId: string | null; volumeDb: number };

/**
 * The builder's set: its tree, the shared voice and music, and the phone system's format (or the
 * IVR default). Without a track the settings carry no music at all, as before music was offered.
 */
export function newIvrSet(
  tree: IvrTree,
  voice: { voiceId: string; speed: number; pitch: number },
  phoneSystem: PhoneSystem | null,
  music: IvrSetMusic | null = null,
  pronunciations: readonly Pronunciation[] = [],
  targets: IvrTargets | null = null,
): IvrSetSpec {
  // The account's entries that some prompt says (up to the spec's limit): every prompt's spec
  // carries them, and the pipeline only ever replaces the words a prompt really contains.
  const inUse = pronunciationsInUse(
    promptsInCallOrder(tree)
      .map((p) => p.text)
      .join('\n'),
    pronunciations,
    tree.locale,
  ).slice(0, pronunciationLimits.perSpec);
  return {
    kind: 'ivr-set',
    tree,
    settings: {
      voice: { id: voice.voiceId, speed: voice.speed, pitch: voice.pitch },
      ...(music?.trackId ? { music: { trackId: music.trackId, volumeDb: music.volumeDb } } : {}),
      ...(inUse.length > 0 ? { pronunciations: inUse } : {}),
      phoneSystem,
      preset: phoneSystem ? presetForPhoneSystem(phoneSystem, tree.locale) : useCaseDefaults.ivr.preset,
    },
    ...(targets ? { targets } : {}),
  };
}

/**
 * One complete GreetingSpec per prompt, in call order: what the builder plays. The cart and the
 * order name each one's files too (set-prompts.ts); the builder needs no file names (#29).
 */
export function ivrPromptSpecs(set: IvrSetSpec): { promptId: string; spec: GreetingSpec }[] {
  const { tree, settings } = set;
  return promptsInCallOrder(tree).map((prompt) => ({
    promptId: prompt.id,
    spec: withDefaults({
      ...settings,
      useCase: 'ivr',
      locale: tree.locale,
      text: prompt.text,
      voice: prompt.voice ?? settings.voice,
    }),
  }));
}

/**
 * Asterisk / FreePBX get the WAV for System Recordings and the raw .ulaw/.alaw/.sln a sounds folder
 * plays without transcoding; other phone systems get a prompt in the formats a greeting gets.
 */
export const asteriskPresets: readonly PresetId[] = ['pcm-8k', 'asterisk-raw'];
