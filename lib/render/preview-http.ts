// HTTP glue for POST /api/preview/: validation of the (partial) spec and error → status mapping.
import { parseGreetingSpec, type GreetingSpec } from '../greeting/spec';
import { apiError } from '../http/api-error';
import { audioTooLong, ttsErrorResponse } from '../tts/http';
import { estimateAudioSeconds } from '../tts/text/audio-length';
import { RenderInputError } from './render-greeting';

export const previewMaxBodyBytes = 64 * 1024;

export function parsePreviewRequest(
  raw: unknown,
): { ok: true; spec: GreetingSpec } | { ok: false; response: Response } {
  const parsed = parseGreetingSpec(raw);
  if (parsed.ok) {
    const { text, locale, voice, music, voiceDelay, pronunciations } = parsed.spec;
    const speech = estimateAudioSeconds(text, locale, voice.speed, pronunciations);
    const extra = voiceDelay + (music.trackId === null ? 0 : music.intro + music.outro);
    const tooLong = audioTooLong(speech === null ? null : speech + extra);
    return tooLong ? { ok: false, response: tooLong } : parsed;
  }
  const issue = parsed.issues[0];
  const where = issue?.path.join('.') || 'body';
  // An over-long text is 413 like /api/tts/, not a generic validation error.
  if (issue?.code === 'too_big' && where === 'text')
    return {
      ok: false,
      response: apiError(413, 'text-too-long', `text: ${issue.message}`, {
        details: { limit: issue.maximum },
      }),
    };
  return {
    ok: false,
    response: apiError(400, 'validation', `${where}: ${issue?.message ?? 'invalid request'}`),
  };
}

export function previewErrorResponse(error: unknown): Response {
  if (error instanceof RenderInputError) return apiError(400, 'unknown-track', error.message);
  // Voice failures (unknown voice, empty text, busy engines) answer exactly like /api/tts/.
  return ttsErrorResponse(error);
}
