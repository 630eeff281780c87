// Request and response shapes of the public TTS API (/api/tts/, /api/voices/). Pure zod and
// types, safe to import in the browser: the studio's fetchers validate against the same schema.
import { z } from 'zod';
import { limits } from '../greeting/spec';
import { locales } from '../i18n/locales';
import { pronunciationLimits, pronunciationSchema } from './text/pronounce';

export const ttsRequestSchema = z.object({
  /** Length, emptiness and control characters are checked by the text pipeline (413 / 400). */
  text: z.string(),
  voiceId: z.string().min(1).max(80),
  speed: z.number().finite().min(limits.speed.min).max(limits.speed.max).optional(),
  pitch: z.number().finite().min(limits.pitch.min).max(limits.pitch.max).optional(),
  /** Text-normalization language; defaults to the voice's language. */
  locale: z.enum(locales).optional(),
  /** The greeting's pronunciation dictionary (GreetingSpec.pronunciations), applied before synthesis. */
  pronunciations: z.array(pronunciationSchema).max(pronunciationLimits.perSpec).optional(),
});

export type TtsRequest = z.infer<typeof ttsRequestSchema>;

/**
 * POST /api/tts/warm/ (same body as /api/tts/): `ready` = synthesized into the cache now, `cached` =
 * it already was, `skipped` = other greetings were being synthesized, so nothing was done.
 */
export interface TtsWarmResult {
  status: 'ready' | 'cached' | 'skipped';
}

export { voiceListItemSchema, voiceListSchema, type VoiceListItem } from './voice-list';

/** Where a voice's short sample greeting is served (trailing slash: the site's URL style). */
export function voiceSampleUrl(voiceId: string): string {
  return `/api/voices/${encodeURIComponent(voiceId)}/sample/`;
}

/** Request bodies above this are refused with 413 before parsing. */
export const ttsMaxBodyBytes = 64 * 1024;
