// GET /api/voices/ — every voice this server can speak with, best first per language.
import { voiceList } from '../../../lib/tts/catalog';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json(voiceList(), { headers: { 'Cache-Control': 'public, max-age=300' } });
}
