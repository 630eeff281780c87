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
};

export type VoiceSpec = Pick<GreetingSpec, 'text' | 'voice' | 'locale'>;

export function voiceRequest(spec: VoiceSpec): VoiceRequest {
  return {
    text: spec.text,
    voiceId: spec.voice.id,
    speed: spec.voice.speed,
    pitch: spec.voice.pitch,
    locale: spec.locale,
  };
}

/** Identical requests give identical audio (the server cache is content-addressed too). */
export function voiceKey(spec: VoiceSpec): string {
  const r = voiceRequest(spec);
  return JSON.stringify([r.text, r.voiceId, r.speed, r.pitch, r.locale]);
}
