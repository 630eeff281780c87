// GET /api/bot-check/config/ — which bot check the browser widget should run ({ provider: null } when
// off). Read at run time so one build serves deployments with and without a provider.
import { botCheckConfig, publicBotCheckConfig } from '@/lib/bot-check/config';
import { env } from '@/lib/env';
import { apiRoute } from '@/lib/http/api-route';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(function GET(): Response {
  return Response.json(publicBotCheckConfig(botCheckConfig(env())), {
    headers: { 'Cache-Control': 'public, max-age=300' },
  });
});
