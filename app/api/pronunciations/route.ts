// GET /api/pronunciations/ — the signed-in visitor's pronunciation dictionary.
// POST /api/pronunciations/ { locale, word, sayAs } — add an entry or change how a word sounds;
// 409 `conflict` (details.reason 'too-many') past pronunciationLimits.perAccount entries.
import { withUser } from '@/lib/auth/with-user';
import { getDb } from '@/lib/db/client';
import { apiError, readJsonBody, withBodyLimit } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';
import { listPronunciations, savePronunciation } from '@/lib/pronunciations/account-store';
import { pronunciationLimits, pronunciationSchema } from '@/lib/tts/text/pronounce';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };

export const GET = apiRoute(
  withUser(async (_request, { user }) => {
    const entries = await listPronunciations(await getDb(), user.uid);
    return Response.json({ entries, limit: pronunciationLimits.perAccount }, { headers: noStore });
  }),
);

const maxBody = 4 * 1024;

export const POST = apiRoute(
  withBodyLimit(
    maxBody,
    withUser(async (request, { user }) => {
      const body = await readJsonBody(request, maxBody);
      if (!body.ok) return body.response;
      const parsed = pronunciationSchema.safeParse(body.value);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        // The message is the reason code (pronunciation-too-long, …) the studio shows localized.
        return apiError(400, 'validation', `${issue?.path.join('.') || 'body'}: ${issue?.message}`, {
          details: { field: issue?.path[0] ?? null, reason: issue?.message ?? null },
        });
      }
      const saved = await savePronunciation(await getDb(), user.uid, parsed.data);
      if (!saved.ok) {
        return apiError(409, 'conflict', `At most ${pronunciationLimits.perAccount} entries per account.`, {
          details: { reason: 'too-many', limit: pronunciationLimits.perAccount },
        });
      }
      return Response.json({ entry: saved.entry }, { status: 201, headers: noStore });
    }),
  ),
);
