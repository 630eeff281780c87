// HTTP glue shared by the TTS route handlers: typed pipeline errors → statuses, audio → WAV.
import { encodeWav } from '../audio/encode/wav';
import { apiError, readJsonBody } from '../http/api-error';
import { bytesBody } from '../http/bytes-body';
import { ttsMaxBodyBytes, ttsRequestSchema, type TtsRequest } from './api-schema';
import { TtsInputError, TtsUnavailableError } from './errors';
import { synthesizeGreeting, type GreetingAudio, type GreetingRequest } from './synthesize';
import type { TtsService } from './service';
import { estimateAudioSeconds, MAX_AUDIO_SECONDS } from './text/audio-length';

/** Read and check a /api/tts/-shaped body: the request, or the 400/413 answer to send. */
export async function readTtsRequest(
  request: Request,
): Promise<{ ok: true; value: TtsRequest } | { ok: false; response: Response }> {
  const body = await readJsonBody(request, ttsMaxBodyBytes);
  if (!body.ok) return body;
  const parsed = ttsRequestSchema.safeParse(body.value);
  if (parsed.success) {
    const { text, locale, speed, pronunciations } = parsed.data;
    const tooLong = audioTooLong(estimateAudioSeconds(text, locale ?? 'en', speed ?? 1, pronunciations));
    return tooLong ? { ok: false, response: tooLong } : { ok: true, value: parsed.data };
  }
  const issue = parsed.error.issues[0];
  const where = issue?.path.join('.') || 'body';
  return {
    ok: false,
    response: apiError(400, 'validation', `${where}: ${issue?.message ?? 'invalid request'}`),
  };
}

/** Map a failure of synthesizeGreeting to the API's JSON error response. */
export function ttsErrorResponse(error: unknown): Response {
  if (error instanceof TtsInputError) {
    switch (error.code) {
      case 'unknown-voice':
        return apiError(400, 'unknown-voice', error.message);
      case 'empty-text':
        return apiError(400, 'empty-text', error.message);
      case 'text-too-long':
        return apiError(413, 'text-too-long', error.message, { details: { limit: error.limit } });
      case 'control-characters':
      case 'validation':
        return apiError(400, 'validation', error.message);
    }
  }
  if (error instanceof TtsUnavailableError) {
    const code = error.reason === 'quota' ? 'voice-quota' : 'engine-unavailable';
    return apiError(503, code, error.message, {
      headers: { 'Retry-After': String(error.retryAfterSeconds) },
    });
  }
  console.error('tts: unexpected failure', error);
  return apiError(500, 'internal', 'Speech synthesis failed unexpectedly.');
}

/**
 * The greeting as mono 16-bit WAV, made once per cached greeting (the conversion was ~40 % of a
 * cached answer's work). No dither: the browser turns these bytes back into floats to mix and
 * play them, where ±1 LSB of noise at −96 dBFS changes nothing audible, and dithering doubled the
 * encode. Paid files are rendered on the server from the float samples.
 */
export function wavBody(audio: GreetingAudio): Uint8Array {
  return audio.encoded(() => encodeWav(audio.samples, audio.sampleRate, 'pcm16', { dither: false }));
}

/** Mono 16-bit PCM WAV with the cache outcome in X-Cache. */
export function wavResponse(audio: GreetingAudio, cacheControl: string): Response {
  const body = wavBody(audio);
  return new Response(bytesBody(body), {
    status: 200,
    headers: {
      'Content-Type': 'audio/wav',
      'Content-Length': String(body.byteLength),
      'Cache-Control': cacheControl,
      'X-Cache': audio.cacheHit ? 'hit' : 'miss',
    },
  });
}

/** A sample (the gallery's, a voice's): spoken, or taken from the cache, and answered as WAV that
 * browsers may keep for a day; a failure as the TTS error it is. */
export async function sampleResponse(request: GreetingRequest, service?: TtsService): Promise<Response> {
  try {
    return wavResponse(await synthesizeGreeting(request, service), 'public, max-age=86400');
  } catch (error) {
    return ttsErrorResponse(error);
  }
}

/**
 * 413 `audio-too-long` when `seconds` (estimateAudioSeconds plus any music intro or outro) goes past
 * the cap of one request; null when it fits or could not be estimated.
 */
export function audioTooLong(seconds: number | null): Response | null {
  if (seconds === null || seconds <= MAX_AUDIO_SECONDS) return null;
  return apiError(
    413,
    'audio-too-long',
    `The audio would last about ${Math.round(seconds)} s; the limit is ${MAX_AUDIO_SECONDS} s.`,
    {
      details: { limitSeconds: MAX_AUDIO_SECONDS, estimatedSeconds: Math.round(seconds) },
    },
  );
}
