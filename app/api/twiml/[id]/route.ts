// GET|POST /api/twiml/<setId>/?g=…&sig=…[&m=menu&n=misses&t=1] — an IVR set as a TwiML app: the
// URL without m is the number's voice webhook; each answer names the next step. Twilio posts the
// pressed key as the form field Digits (lib/delivery/twiml.ts follows the call simulator).
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { appSecrets } from '@/lib/security/app-keys';
import { apiError, readTextBody, withBodyLimit } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';
import { playableSet } from '@/lib/delivery/play-links';
import { setTwimlUrls } from '@/lib/delivery/play-urls';
import { ivrTwiml, type TwimlStep } from '@/lib/delivery/twiml';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const querySchema = z.object({
  setId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  g: z.coerce.number().int().min(1),
  sig: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
  m: z.string().max(64).optional(),
  n: z.coerce.number().int().min(0).max(10).default(0),
  t: z.enum(['1']).optional(),
  Digits: z.string().max(32).default(''),
});

/** Twilio's webhook body is small form data; anything else carries no Digits. */
async function formDigits(request: Request): Promise<Record<string, string> | Response> {
  if (request.method !== 'POST') return {};
  if (!request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded')) return {};
  const body = await readTextBody(request);
  if (!body.ok) return body.response;
  const digits = new URLSearchParams(body.value).get('Digits');
  return digits === null ? {} : { Digits: digits };
}

async function handle(request: Request, params: Promise<{ id: string }>): Promise<Response> {
  const search = Object.fromEntries(new URL(request.url).searchParams);
  const form = await formDigits(request);
  if (form instanceof Response) return form;
  const parsed = querySchema.safeParse({ ...search, ...form, setId: (await params).id });
  if (!parsed.success) return apiError(404, 'not-found', 'Not found or link revoked.');
  const q = parsed.data;
  const ring = appSecrets();
  const set = await playableSet(await getDb(), ring, q.setId, { generation: q.g, sig: q.sig });
  if (!set) return apiError(404, 'not-found', 'Not found or link revoked.');
  const step: TwimlStep =
    q.m === undefined
      ? { kind: 'start' }
      : q.t
        ? { kind: 'timeout', menuId: q.m, misses: q.n }
        : { kind: 'key', menuId: q.m, misses: q.n, digits: q.Digits };
  const xml = ivrTwiml(set.spec.tree, step, setTwimlUrls(ring, q.setId, q.g, set));
  if (xml === null) return apiError(404, 'not-found', 'Not found or link revoked.');
  return new Response(xml, {
    headers: { 'Content-Type': 'text/xml; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export const GET = apiRoute((request: Request, ctx: { params: Promise<{ id: string }> }) =>
  handle(request, ctx.params),
);
// A declared oversized body is a 413 whatever its type, as on every POST route.
export const POST = apiRoute(
  withBodyLimit(64 * 1024, (request: Request, ctx: { params: Promise<{ id: string }> }) =>
    handle(request, ctx.params),
  ),
);
