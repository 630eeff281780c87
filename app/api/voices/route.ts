// GET /api/voices/ — every voice this server can speak with, best first per language.
import { voiceList } from '@/lib/tts/catalog';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute(function GET(): Response {
  return Response.json(voiceList(), { headers: { 'Cache-Control': 'public, max-age=300' } });
});
