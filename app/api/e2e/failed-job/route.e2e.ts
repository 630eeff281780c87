// Browser-test fixture (built only with GS_E2E_ROUTES=1, like the page.e2e.tsx tools): queues one
// job on this server's real queue that fails on its only attempt, so the jobs screen has a failed
// job to show and retry. No real queue fails fast enough for a test (their retries back off for
// minutes to a day). Its worker fails a job the first time it sees it and succeeds on the retry,
// so a retried job leaves the failed list for good. Production builds never contain this route.
import { z } from 'zod';
import { apiError, readJsonBody } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';
import { jobQueue } from '@/lib/orders/fulfilment/job-queue';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const E2E_FAILING = 'e2e-failing';
const bodySchema = z.object({ orderId: z.string().min(1).max(100), error: z.string().min(1).max(200) }).strict();

// On globalThis: one worker per process, whichever bundle loads this route.
const slot = globalThis as typeof globalThis & { __gsE2eFailing?: Promise<void>; __gsE2eSeen?: Set<string> };
const seen = (slot.__gsE2eSeen ??= new Set<string>());

async function startWorker(): Promise<void> {
  const queue = await jobQueue();
  await queue.define(E2E_FAILING, { retryLimit: 0, retryDelaySeconds: 1, backoff: false, expireInSeconds: 30 });
  await queue.work<{ error: string }>(E2E_FAILING, (data, job) => {
    if (seen.has(job.id)) return Promise.resolve();
    seen.add(job.id);
    return Promise.reject(new Error(data.error));
  });
  // Its dead letter is taken at once, so only the failed job itself is on the screen.
  await queue.work(`${E2E_FAILING}-dead`, () => Promise.resolve());
}

export const POST = apiRoute(async (request: Request) => {
  const body = await readJsonBody(request, 1 * 1024);
  if (!body.ok) return body.response;
  const parsed = bodySchema.safeParse(body.value);
  if (!parsed.success) return apiError(400, 'validation', 'Send { orderId, error }.');
  await (slot.__gsE2eFailing ??= startWorker());
  await (await jobQueue()).send(E2E_FAILING, parsed.data);
  return Response.json({ queued: E2E_FAILING }, { status: 202 });
});
