// POST /api/preview/ — a (partial) GreetingSpec → the full mix as MP3 (mono 64 kbps), for clients
// without Web Audio and for sharing. Same limits and error shapes as /api/tts/.
import { apiError, readJsonBody } from '@/lib/http/api-error';
import { requireBotCheck } from '@/lib/bot-check/require-bot-check';
import { getRateLimiter } from '@/lib/rate-limit';
import {
  previewErrorResponse,
  previewMaxBodyBytes,
  parsePreviewRequest,
} from '@/lib/render/preview-http';
import { renderPreview } from '@/lib/render/preview';
import { bytesBody } from '@/lib/http/bytes-body';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = apiRoute(async function POST(request: Request): Promise<Response> {
  const limit = await getRateLimiter().check('preview', request);
  if (!limit.allowed) {
    return apiError(429, 'rate-limited', 'Too many preview requests; please wait a moment.', {
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    });
  }
  // Bot check after a free quota per IP (no-op unless BOT_CHECK_* is configured; lib/bot-check).
  const botCheck = await requireBotCheck(request, { scope: 'preview', after: 30 });
  if (botCheck) return botCheck;
  const body = await readJsonBody(request, previewMaxBodyBytes);
  if (!body.ok) return body.response;
  const parsed = parsePreviewRequest(body.value);
  if (!parsed.ok) return parsed.response;
  try {
    const audio = await renderPreview(parsed.spec);
    return new Response(bytesBody(audio.bytes), {
      status: 200,
      headers: {
        'Content-Type': 'audio/mpeg',
        'Content-Length': String(audio.bytes.byteLength),
        'Cache-Control': 'private, max-age=3600',
        ETag: `"${audio.key.slice(0, 32)}"`,
        'X-Cache': audio.cacheHit ? 'hit' : 'miss',
        'X-Duration': audio.duration.toFixed(3),
      },
    });
  } catch (error) {
    return previewErrorResponse(error);
  }
});
