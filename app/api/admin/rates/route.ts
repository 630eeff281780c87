// POST /api/admin/rates/ { day, currency, rate } — enter the ECB rate of a day (1 EUR = rate × currency).
import { z } from 'zod';
import { setExchangeRate } from '@/lib/backoffice/oss-data';
import { withOperator } from '@/lib/backoffice/with-operator';
import { getDb } from '@/lib/db/client';
import { apiError, readJsonBody, withBodyLimit } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const bodySchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/)
    .refine((c) => c !== 'EUR'),
  rate: z.coerce.number().positive().max(100_000),
});

// A declared oversized body is a 413 before the operator check, as on every POST route.
export const POST = apiRoute(
  withBodyLimit(
    4 * 1024,
    withOperator(async (request, { operator }) => {
      const body = await readJsonBody(request, 4 * 1024);
      if (!body.ok) return body.response;
      const parsed = bodySchema.safeParse(body.value);
      if (!parsed.success) {
        const field = String(parsed.error.issues[0]?.path[0] ?? 'body');
        return apiError(400, 'validation', `Invalid ${field}.`, { details: { field } });
      }
      await setExchangeRate(await getDb(), operator, parsed.data.day, parsed.data.currency, parsed.data.rate);
      return Response.json({ ok: true });
    }),
  ),
);
