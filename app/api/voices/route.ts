// GET /api/voices/ — every voice this server can speak with, best first per language.
import { voiceSampleUrl, type VoiceListItem } from '../../../lib/tts/api-schema';
import { getTtsService } from '../../../lib/tts/service';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(): Response {
  const voices: VoiceListItem[] = getTtsService()
    .registry.voices()
    .map((v) => ({
      id: v.id,
      name: v.name,
      locale: v.locale,
      gender: v.gender,
      engine: v.engine,
      sampleUrl: voiceSampleUrl(v.id),
    }));
  return Response.json(voices, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
