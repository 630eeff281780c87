// GET /api/health/ — liveness: the process answers. No dependency is checked here (that is
// /api/ready/), so a database outage never gets healthy instances restarted.
import { apiRoute } from '@/lib/http/api-route';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(function GET(): Response {
  return Response.json(
    { status: 'ok', uptimeSeconds: Math.round(process.uptime()) },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});
