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
import { linkIdSchema, linkSignatureSchema, parseSignedQuery } from '@/lib/http/signed-query';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const querySchema = z.object({ orderId: linkIdSchema, expires: z.coerce.number().int(), sig: linkSignatureSchema });
const linkGone = () => apiError(404, 'not-found', 'File not found or link expired.');

export const GET = apiRoute(async function GET(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  const query = await parseSignedQuery(request, params, querySchema, 'orderId');
  if (!query) return linkGone();
  try {
    const zip = await signedZip(await getDb(), downloadDeps(), appSecrets(), query);
    if (!zip) return linkGone();
    return downloadResponse(zip, 'attachment');
  } catch (error) {
    // A ZIP is all the order's files or an error: never a 200 with some left out.
    if (error instanceof MissingFileError) return fileUnavailable(error);
    throw error;
  }
});
