// GET /api/ready/ — readiness: 200 when this instance can serve (database, schema, worker pools,
// storage), 503 with the failing checks otherwise or while it drains for shutdown.
import { apiRoute } from '@/lib/http/api-route';
import { checkReadiness } from '@/lib/ops/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute(async function GET(): Promise<Response> {
  const result = await checkReadiness();
  return Response.json(result, {
    status: result.status === 'ready' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
});
