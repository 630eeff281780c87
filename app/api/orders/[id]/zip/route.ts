// GET /api/orders/<id>/zip/?expires=…&sig=… — every file of a ready order in one ZIP.
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { appSecrets } from '@/lib/security/app-keys';
import { downloadResponse, signedZip } from '@/lib/orders/delivery/downloads';
import { MissingFileError } from '@/lib/orders/delivery/restore-file';
import { downloadDeps } from '@/lib/orders/server';
import { fileUnavailable } from '@/lib/orders/route-helpers';
import { apiRoute } from '@/lib/http/api-route';
import { linkIdSchema, linkSignatureSchema, signedLinkRoute } from '@/lib/http/signed-query';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const querySchema = z.object({
  orderId: linkIdSchema,
  expires: z.coerce.number().int(),
  sig: linkSignatureSchema,
});

const goneMessage = 'File not found or link expired.';

export const GET = apiRoute(
  signedLinkRoute(querySchema, 'orderId', goneMessage, async (_request, query, linkGone) => {
    try {
      const zip = await signedZip(await getDb(), downloadDeps(), appSecrets(), query);
      if (!zip) return linkGone();
      return downloadResponse(zip, 'attachment');
    } catch (error) {
      // A ZIP is all the order's files or an error: never a 200 with some left out.
      if (error instanceof MissingFileError) return fileUnavailable(error);
      throw error;
    }
  }),
);
