// POST /api/tts/ — speak { text, voiceId, speed?, pitch?, locale? } as mono 16-bit PCM WAV.
import { apiError } from '@/lib/http/api-error';
import { requireBotCheck } from '@/lib/bot-check/require-bot-check';
import { getRateLimiter } from '@/lib/rate-limit';
import { readTtsRequest, ttsErrorResponse, wavResponse } from '@/lib/tts/http';
import { synthesizeGreeting } from '@/lib/tts/synthesize';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = apiRoute(async function POST(request: Request): Promise<Response> {
  const limit = await getRateLimiter().check('tts', request);
  if (!limit.allowed) {
    return apiError(429, 'rate-limited', 'Too many speech requests; please wait a moment.', {
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    });
  }
  // Bot check after a free quota per IP (no-op unless BOT_CHECK_* is configured; lib/bot-check).
  const botCheck = await requireBotCheck(request, { scope: 'tts', after: 60 });
  if (botCheck) return botCheck;
  const parsed = await readTtsRequest(request);
  if (!parsed.ok) return parsed.response;
  try {
    const audio = await synthesizeGreeting(parsed.value);
    // The same input always gives the same audio, so the browser may keep it for a while.
    return wavResponse(audio, 'private, max-age=3600');
  } catch (error) {
    return ttsErrorResponse(error);
  }
});
