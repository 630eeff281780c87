// GET /api/metrics/ — Prometheus text format, only when METRICS_TOKEN is set and only for its
// bearer; otherwise the same 404 as any unknown API path.
import { env } from '@/lib/env';
import { apiError } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';
import { metrics, metricsAccess } from '@/lib/ops/metrics';
import { registerPoolGauges } from '@/lib/ops/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute(async function GET(request: Request): Promise<Response> {
  const access = metricsAccess(request.headers.get('authorization'), env().METRICS_TOKEN);
  if (access === 'off') return apiError(404, 'not-found', 'Not found.');
  if (access === 'denied')
    return apiError(401, 'unauthorized', 'A valid bearer token is required.', {
      headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' },
    });
  registerPoolGauges();
  const { registry } = metrics();
  return new Response(await registry.metrics(), {
    headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' },
  });
});
