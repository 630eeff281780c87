// GET  /api/orders/<id>/deliveries/ — this order's deliveries to the viewer's phone systems.
// POST /api/orders/<id>/deliveries/ { connectionId, scope } — send a file, an IVR set or the whole
//      order. Only the order's owner, signed in, and only a ready order: a token holder may see the
//      order but not push it into an account's phone system. Everyone else gets the same 404.
import { z } from 'zod';
import { withUser } from '@/lib/auth/with-user';
import { getDb } from '@/lib/db/client';
import { deliveriesOf, sendOrderFiles } from '@/lib/delivery/send';
import { apiError, readJsonBody, withBodyLimit } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';
import { findAccessibleOrder } from '@/lib/orders/access/find-order';
import { orderAccessSchema, validationResponse } from '@/lib/orders/route-helpers';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };
const noStore = { 'Cache-Control': 'no-store' };

const sendSchema = z
  .object({
    connectionId: z.uuid(),
    scope: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('order') }),
      z.object({ kind: z.literal('item'), itemId: z.string().min(1).max(64) }),
      z.object({ kind: z.literal('set'), setId: z.string().min(1).max(64) }),
    ]),
  })
  .strict();

const notFound = () => apiError(404, 'not-found', 'Order not found.', { headers: noStore });

/** The order when the signed-in user owns it (no token: delivering needs the account). */
async function ownedOrder(context: Context, uid: string) {
  const id = orderAccessSchema.shape.orderId.safeParse((await context.params).id);
  if (!id.success) return null;
  const db = await getDb();
  const order = await findAccessibleOrder(db, id.data, { userId: uid });
  return order ? { db, order } : null;
}

export const GET = apiRoute(
  withUser<Context>(async (_request, { user, context }) => {
    const owned = await ownedOrder(context, user.uid);
    if (!owned) return notFound();
    return Response.json(
      { deliveries: await deliveriesOf(owned.db, owned.order.id, user.uid) },
      { headers: noStore },
    );
  }),
);

// A declared oversized body is a 413 before the sign-in check, as on every POST route.
export const POST = apiRoute(
  withBodyLimit(
    2 * 1024,
    withUser<Context>(async (request, { user, context }) => {
      const body = await readJsonBody(request, 2 * 1024);
      if (!body.ok) return body.response;
      const parsed = sendSchema.safeParse(body.value);
      if (!parsed.success) return validationResponse(parsed.error.issues);
      const owned = await ownedOrder(context, user.uid);
      if (!owned || owned.order.status !== 'ready') return notFound();
      const result = await sendOrderFiles(owned.db, user.uid, owned.order.id, parsed.data);
      if (result === 'no-connection')
        return apiError(404, 'not-found', 'Connection not found.', { headers: noStore });
      if (result === 'no-files') return apiError(404, 'not-found', 'No file to send.', { headers: noStore });
      return Response.json({ deliveries: result }, { status: 202, headers: noStore });
    }),
  ),
);
