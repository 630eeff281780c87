// The body of POST /api/tts/ for a greeting spec, and the key that says two specs sound the same.
// A module of its own: the studio's warm-up sends the same body without loading the player.
import type { GreetingSpec } from '../greeting/spec';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type VoiceRequest = {
  text: string;
  voiceId: string;
  speed: number;
  pitch: number;
  locale: GreetingSpec['locale'];
  pronunciations?: NonNullable<GreetingSpec['pronunciations']>;
};

export type VoiceSpec = Pick<GreetingSpec, 'text' | 'voice' | 'locale' | 'pronunciations'>;

export function voiceRequest(spec: VoiceSpec): VoiceRequest {
  return {
    text: spec.text,
    voiceId: spec.voice.id,
    speed: spec.voice.speed,
    pitch: spec.voice.pitch,
    locale: spec.locale,
    // Only the entries of the greeting's language travel (the server would ignore the others).
    ...pronunciationsFor(spec),
  };
}

function pronunciationsFor(spec: VoiceSpec): Pick<VoiceRequest, 'pronunciations'> {
  const own = (spec.pronunciations ?? []).filter((e) => e.locale === spec.locale);
  return own.length > 0 ? { pronunciations: own } : {};
}

/** Identical requests give identical audio (the server cache is content-addressed too). */
export function voiceKey(spec: VoiceSpec): string {
  const r = voiceRequest(spec);
  return JSON.stringify([
    r.text,
    r.voiceId,
    r.speed,
    r.pitch,
    r.locale,
    (r.pronunciations ?? []).map((e) => [e.word, e.sayAs]),
  ]);
}
