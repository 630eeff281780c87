// GET /api/music/?locale=de — the music library with titles in the visitor's language.
import { apiError } from '@/lib/http/api-error';
import { isLocale, defaultLocale } from '@/lib/i18n/locales';
import { musicList } from '@/lib/render/music-list';
import { apiRoute } from '@/lib/http/api-route';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(function GET(request: Request): Response {
  const param = new URL(request.url).searchParams.get('locale');
  const locale = param ?? defaultLocale;
  if (!isLocale(locale))
    return apiError(400, 'validation', `locale: expected one of en, de, el, es, fr, it, pt`);
  return Response.json(musicList(locale), { headers: { 'Cache-Control': 'public, max-age=3600' } });
});
