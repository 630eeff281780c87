// GET /api/samples/<voiceId~useCase>/ — a gallery sample, synthesized on first request and then
// served from the TTS content cache (memory + disk under the data folder); X-Cache says which.
import { apiError } from '@/lib/http/api-error';
import { findSample } from '@/lib/samples/catalog';
import { voiceList } from '@/lib/tts/catalog';
import { sampleResponse } from '@/lib/tts/http';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute(async function GET(
  _request: Request,
  context: RouteContext<'/api/samples/[id]'>,
): Promise<Response> {
  const { id } = await context.params;
  // A malformed escape (a stray "%") is an unknown sample, not a server error.
  let key: string;
  try {
    key = decodeURIComponent(id);
  } catch {
    return apiError(404, 'not-found', 'Unknown sample.');
  }
  const sample = findSample(voiceList(), key);
  if (!sample) return apiError(404, 'not-found', `Unknown sample "${id}".`);
  return sampleResponse({ text: sample.text, voiceId: sample.voiceId, locale: sample.language });
});
