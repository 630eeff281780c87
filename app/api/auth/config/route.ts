// GET /api/auth/config/ — the browser's Firebase web config, read from the server's environment at
// request time (pages are prerendered, so build-time variables cannot carry the emulator's port).
import { env } from '../../../../lib/env';
import { publicAuthConfig } from '../../../../lib/auth/public-config';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json(publicAuthConfig(env()), { headers: { 'Cache-Control': 'no-store' } });
}
