// POST /api/admin/jobs/retry/ { name, id } | { all: true } — run failed jobs again (operators
// only; a job already retried answers 'unchanged', a repeated "all" retries none).
import { z } from 'zod';
import { actionResponse } from '@/lib/backoffice/action-response';
import { retryAllJobs, retryJob } from '@/lib/backoffice/job-actions';
import { withOperator } from '@/lib/backoffice/with-operator';
import { getDb } from '@/lib/db/client';
import { apiError, readJsonBody, withBodyLimit } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';
import { jobQueue } from '@/lib/orders/fulfilment/job-queue';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const bodySchema = z.union([
  z.object({ all: z.literal(true) }).strict(),
  z.object({ name: z.string().min(1).max(200), id: z.string().min(1).max(100) }).strict(),
]);

// A declared oversized body is a 413 before the operator check, as on every POST route.
export const POST = apiRoute(
  withBodyLimit(
    1 * 1024,
    withOperator(async (request, { operator }) => {
      const body = await readJsonBody(request, 1 * 1024);
      if (!body.ok) return body.response;
      const parsed = bodySchema.safeParse(body.value);
      if (!parsed.success) return apiError(400, 'validation', 'Name a job ({ name, id }) or send { all: true }.');
      const [db, queue] = [await getDb(), await jobQueue()];
      if ('all' in parsed.data) return Response.json(await retryAllJobs(db, queue, operator));
      return actionResponse(await retryJob(db, queue, operator, parsed.data.name, parsed.data.id));
    }),
  ),
);
