// GET /api/play/<fileId>/?g=…&sig=… — a paid file for Twilio's <Play>: long-lived, revoked when the
// buyer re-issues the order's play links (lib/delivery/play-links.ts).
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { appSecrets } from '@/lib/security/app-keys';
import { apiError } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';
import { playableFile } from '@/lib/delivery/play-links';
import { downloadResponse } from '@/lib/orders/delivery/downloads';
import { MissingFileError } from '@/lib/orders/delivery/restore-file';
import { downloadDeps } from '@/lib/orders/server';
import { fileUnavailable } from '@/lib/orders/route-helpers';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const querySchema = z.object({
  fileId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  g: z.coerce.number().int().min(1),
  sig: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
});

export const GET = apiRoute(async function GET(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  const search = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = querySchema.safeParse({ ...search, fileId: (await params).id });
  if (!parsed.success) return apiError(404, 'not-found', 'File not found or link revoked.');
  const { fileId, g, sig } = parsed.data;
  try {
    const file = await playableFile(await getDb(), downloadDeps(), appSecrets(), fileId, { generation: g, sig });
    if (!file) return apiError(404, 'not-found', 'File not found or link revoked.');
    return downloadResponse(file, 'inline', request.headers.get('range'));
  } catch (error) {
    if (error instanceof MissingFileError) return fileUnavailable(error);
    throw error;
  }
});
