// GET /api/messages/<locale>/?v=<version> — the code-split panels' texts in one language, compiled
// (lib/i18n/panel-messages.ts). Fetched with a panel's code, so pages where no panel opens carry
// none of them. Under the version the page names the answer never changes: the browser keeps it.
import * as z from 'zod/mini';
import { apiError } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';
import { locales } from '@/lib/i18n/locales';
import { panelMessages } from '@/lib/i18n/panel-messages';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const query = z.object({ locale: z.enum(locales), v: z.optional(z.string().check(z.maxLength(64))) });

export const GET = apiRoute(async function GET(
  request: Request,
  context: RouteContext<'/api/messages/[locale]'>,
): Promise<Response> {
  const parsed = query.safeParse({
    locale: (await context.params).locale,
    v: new URL(request.url).searchParams.get('v') ?? undefined,
  });
  if (!parsed.success) return apiError(404, 'not-found', 'No messages for this language.');
  const { messages, version } = await panelMessages(parsed.data.locale);
  // A page of an older release asks for its version after a deploy: it gets today's texts, which
  // nothing may keep under the old name.
  const current = parsed.data.v === version;
  return Response.json(messages, {
    headers: {
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: `"${version}"`,
    },
  });
});
