// GET /api/auth/config/ — the browser's Firebase web config, read from the server's environment at
// request time (pages are prerendered, so build-time variables cannot carry the emulator's port).
import { env } from '@/lib/env';
import { publicAuthConfig } from '@/lib/auth/public-config';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute(function GET(): Response {
  return Response.json(publicAuthConfig(env()), { headers: { 'Cache-Control': 'no-store' } });
});
