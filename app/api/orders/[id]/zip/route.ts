// GET /api/orders/<id>/zip/?expires=…&sig=… — every file of a ready order in one ZIP.
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { appSecrets } from '@/lib/security/app-keys';
import { apiError } from '@/lib/http/api-error';
import { downloadResponse, signedZip } from '@/lib/orders/delivery/downloads';
import { MissingFileError } from '@/lib/orders/delivery/restore-file';
import { downloadDeps } from '@/lib/orders/server';
import { fileUnavailable } from '@/lib/orders/route-helpers';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const querySchema = z.object({
  orderId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  expires: z.coerce.number().int(),
  sig: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
});

export const GET = apiRoute(async function GET(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  const search = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = querySchema.safeParse({ ...search, orderId: (await params).id });
  if (!parsed.success) return apiError(404, 'not-found', 'File not found or link expired.');
  try {
    const zip = await signedZip(await getDb(), downloadDeps(), appSecrets(), parsed.data);
    if (!zip) return apiError(404, 'not-found', 'File not found or link expired.');
    return downloadResponse(zip, 'attachment');
  } catch (error) {
    // A ZIP is all the order's files or an error: never a 200 with some left out.
    if (error instanceof MissingFileError) return fileUnavailable(error);
    throw error;
  }
});
