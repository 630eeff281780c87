// POST /api/admin/jobs/retry/ { name, id } | { all: true } — run failed jobs again (operators
// only; a job already retried answers 'unchanged', a repeated "all" retries none).
import { z } from 'zod';
import { actionResponse } from '@/lib/backoffice/action-response';
import { retryAllJobs, retryJob } from '@/lib/backoffice/job-actions';
import { operatorBodyRoute } from '@/lib/backoffice/action-route';
import { getDb } from '@/lib/db/client';
import { apiRoute } from '@/lib/http/api-route';
import { jobQueue } from '@/lib/orders/fulfilment/job-queue';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const bodySchema = z.union([
  z.object({ all: z.literal(true) }).strict(),
  z.object({ name: z.string().min(1).max(200), id: z.string().min(1).max(100) }).strict(),
]);

export const POST = apiRoute(
  operatorBodyRoute(
    1 * 1024,
    bodySchema,
    () => ({ message: 'Name a job ({ name, id }) or send { all: true }.' }),
    async ({ operator, body }) => {
      const [db, queue] = [await getDb(), await jobQueue()];
      if ('all' in body) return Response.json(await retryAllJobs(db, queue, operator));
      return actionResponse(await retryJob(db, queue, operator, body.name, body.id));
    },
  ),
);
