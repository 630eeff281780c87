// DELETE /api/pronunciations/:id/ — remove one of the signed-in visitor's own entries (404 for any
// id that is not theirs, so nobody learns which ids exist).
import { z } from 'zod';
import { withUser } from '@/lib/auth/with-user';
import { getDb } from '@/lib/db/client';
import { apiError } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';
import { deletePronunciation } from '@/lib/pronunciations/account-store';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const idSchema = z.string().uuid();

export const DELETE = apiRoute(
  withUser<{ params: Promise<{ id: string }> }>(async (_request, { user, context }) => {
    const id = idSchema.safeParse((await context.params).id);
    if (!id.success) return apiError(404, 'not-found', 'No such entry.');
    const deleted = await deletePronunciation(await getDb(), user.uid, id.data);
    if (!deleted) return apiError(404, 'not-found', 'No such entry.');
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  }),
);
