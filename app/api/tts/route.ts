// POST /api/tts/ — speak { text, voiceId, speed?, pitch?, locale? } as mono 16-bit PCM WAV.
import { readJsonBody, apiError } from '../../../lib/http/api-error';
import { requireBotCheck } from '../../../lib/bot-check/require-bot-check';
import { getRateLimiter } from '../../../lib/rate-limit';
import { ttsMaxBodyBytes, ttsRequestSchema } from '../../../lib/tts/api-schema';
import { ttsErrorResponse, wavResponse } from '../../../lib/tts/http';
import { synthesizeGreeting } from '../../../lib/tts/synthesize';
import { apiRoute } from '../../../lib/http/api-route';

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
  const body = await readJsonBody(request, ttsMaxBodyBytes);
  if (!body.ok) return body.response;
  const parsed = ttsRequestSchema.safeParse(body.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'body';
    return apiError(400, 'validation', `${where}: ${issue?.message ?? 'invalid request'}`);
  }
  try {
    const audio = await synthesizeGreeting(parsed.data);
    // The same input always gives the same audio, so the browser may keep it for a while.
    return wavResponse(audio, 'private, max-age=3600');
  } catch (error) {
    return ttsErrorResponse(error);
  }
});
