// POST /api/admin/rates/ { day, currency, rate } — enter the ECB rate of a day (1 EUR = rate × currency).
import { z } from 'zod';
import { setExchangeRate } from '@/lib/backoffice/oss-data';
import { operatorBodyRoute } from '@/lib/backoffice/action-route';
import { getDb } from '@/lib/db/client';
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

export const POST = apiRoute(
  operatorBodyRoute(
    4 * 1024,
    bodySchema,
    (error) => {
      const field = String(error.issues[0]?.path[0] ?? 'body');
      return { message: `Invalid ${field}.`, field };
    },
    async ({ operator, body }) => {
      await setExchangeRate(await getDb(), operator, body.day, body.currency, body.rate);
      return Response.json({ ok: true });
    },
  ),
);
