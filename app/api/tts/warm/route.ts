// POST /api/tts/warm/ — the studio's guess at the next "listen": the same body as /api/tts/, spoken
// into the server's caches so the listen that follows is a cache hit. Answers JSON, never audio.
import { apiError } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';
import { getRateLimiter } from '@/lib/rate-limit';
import type { TtsWarmResult } from '@/lib/tts/api-schema';
import { TtsUnavailableError } from '@/lib/tts/errors';
import { readTtsRequest, ttsErrorResponse, wavBody } from '@/lib/tts/http';
import { synthesizeGreeting } from '@/lib/tts/synthesize';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const result = (status: TtsWarmResult['status']) =>
  Response.json({ status } satisfies TtsWarmResult, { headers: { 'Cache-Control': 'no-store' } });

// No bot check (unlike /api/tts/): a warm-up returns no audio, runs only while no other greeting
// is being synthesized, and has its own small rate limit, so it is worth nothing to a scraper.
export const POST = apiRoute(async function POST(request: Request): Promise<Response> {
  const limit = await getRateLimiter().check('ttsWarm', request);
  if (!limit.allowed) {
    return apiError(429, 'rate-limited', 'Too many warm-up requests; please wait a moment.', {
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    });
  }
  const parsed = await readTtsRequest(request);
  if (!parsed.ok) return parsed.response;
  try {
    const audio = await synthesizeGreeting(parsed.value, undefined, { onlyIfIdle: true });
    // The exact bytes the listen will send, made now while the visitor is still reading.
    wavBody(audio);
    return result(audio.cacheHit ? 'cached' : 'ready');
  } catch (error) {
    // Busy engines are not an error here: the listen, if it comes, synthesizes as usual.
    if (error instanceof TtsUnavailableError && error.reason === 'busy') return result('skipped');
    return ttsErrorResponse(error);
  }
});
