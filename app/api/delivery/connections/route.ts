// GET  /api/delivery/connections/ — the signed-in customer's phone systems (never their secrets)
//      and the targets they can connect, with the fields each asks for.
// POST /api/delivery/connections/ { target, label, fields } — connect: the target checks the
//      credentials once; a refusal answers 422 with its reason code (delivery.errors.<code>).
import { z } from 'zod';
import { withUser } from '@/lib/auth/with-user';
import { getDb } from '@/lib/db/client';
import { connectableTargets, connectionsOf, connectWithFields } from '@/lib/delivery/send';
import { TARGET_IDS } from '@/lib/delivery/targets/types';
import { apiError, readJsonBody, withBodyLimit } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';
import { validationResponse } from '@/lib/orders/route-helpers';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };

const connectSchema = z
  .object({
    target: z.enum(TARGET_IDS),
    label: z.string().trim().min(1).max(60),
    fields: z.record(z.string().regex(/^[A-Za-z]{1,40}$/), z.string().trim().max(300)),
  })
  .strict();

export const GET = apiRoute(
  withUser(async (_request, { user }) => {
    const db = await getDb();
    return Response.json(
      { connections: await connectionsOf(db, user.uid), targets: connectableTargets(user.uid) },
      { headers: noStore },
    );
  }),
);

// A declared oversized body is a 413 before the sign-in check, as on every POST route.
export const POST = apiRoute(
  withBodyLimit(
    4 * 1024,
    withUser(async (request, { user }) => {
      const body = await readJsonBody(request, 4 * 1024);
      if (!body.ok) return body.response;
      const parsed = connectSchema.safeParse(body.value);
      if (!parsed.success) return validationResponse(parsed.error.issues);
      const db = await getDb();
      const result = await connectWithFields(db, user.uid, parsed.data);
      if (result instanceof Error)
        return apiError(422, 'delivery-refused', 'The phone system refused these details.', {
          details: { reason: result.code },
          headers: noStore,
        });
      return Response.json({ connection: result }, { status: 201, headers: noStore });
    }),
  ),
);
