// GET /api/admin/jobs/ — failed and dead-letter jobs of this deployment's queue (pg-boss or the
// table queue) with their errors and attempts. Operators only: 401 without a session, 404 for anyone else.
import { listStuckJobs } from '@/lib/backoffice/job-actions';
import { withOperator } from '@/lib/backoffice/with-operator';
import { apiRoute } from '@/lib/http/api-route';
import { jobQueue } from '@/lib/orders/fulfilment/job-queue';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute(
  withOperator(async () => {
    const queue = await jobQueue();
    return Response.json({ backend: queue.kind, jobs: await listStuckJobs(queue) });
  }),
);
