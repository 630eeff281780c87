// DELETE /api/delivery/connections/<id>/ — disconnect: the target's revoke (best effort), then the
// sealed credentials and the connection's delivery rows are deleted. Someone else's id is a 404.
import { z } from 'zod';
import { withUser } from '@/lib/auth/with-user';
import { getDb } from '@/lib/db/client';
import { disconnect } from '@/lib/delivery/send';
import { apiError } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const idSchema = z.uuid();

export const DELETE = apiRoute(
  withUser<{ params: Promise<{ id: string }> }>(async (_request, { user, context }) => {
    const id = idSchema.safeParse((await context.params).id);
    if (!id.success) return apiError(404, 'not-found', 'Connection not found.');
    const db = await getDb();
    if (!(await disconnect(db, user.uid, id.data)))
      return apiError(404, 'not-found', 'Connection not found.');
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  }),
);
