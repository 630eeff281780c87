// GET /api/voices/<id>/sample/ — a short greeting in the voice's own language (cached after the first).
import { apiError } from '@/lib/http/api-error';
import { sampleResponse } from '@/lib/tts/http';
import { voiceLanguage } from '@/lib/tts/registry';
import { sampleText } from '@/lib/tts/sample-texts';
import { getTtsService } from '@/lib/tts/service';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute(async function GET(
  _request: Request,
  context: RouteContext<'/api/voices/[id]/sample'>,
): Promise<Response> {
  const { id } = await context.params;
  const service = getTtsService();
  const voice = service.registry.find(id)?.voice;
  if (!voice) return apiError(404, 'not-found', `Unknown voice "${id}".`);
  const locale = voiceLanguage(voice) ?? 'en';
  return sampleResponse(
    { text: sampleText(locale, voice.name, voice.gender), voiceId: voice.id, locale },
    service,
  );
});
