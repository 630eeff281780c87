// GET /api/play/<fileId>/?g=…&sig=… — a paid file for Twilio's <Play>: long-lived, revoked when the
// buyer re-issues the order's play links (lib/delivery/play-links.ts).
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { appSecrets } from '@/lib/security/app-keys';
import { apiRoute } from '@/lib/http/api-route';
import { linkIdSchema, linkSignatureSchema, signedLinkRoute } from '@/lib/http/signed-query';
import { playableFile } from '@/lib/delivery/play-links';
import { downloadResponse } from '@/lib/orders/delivery/downloads';
import { MissingFileError } from '@/lib/orders/delivery/restore-file';
import { downloadDeps } from '@/lib/orders/server';
import { fileUnavailable } from '@/lib/orders/route-helpers';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const querySchema = z.object({
  fileId: linkIdSchema,
  g: z.coerce.number().int().min(1),
  sig: linkSignatureSchema,
});

const goneMessage = 'File not found or link revoked.';

export const GET = apiRoute(
  signedLinkRoute(querySchema, 'fileId', goneMessage, async (request, query, linkGone) => {
    const { fileId, g, sig } = query;
    try {
      const file = await playableFile(await getDb(), downloadDeps(), appSecrets(), fileId, {
        generation: g,
        sig,
      });
      if (!file) return linkGone();
      return downloadResponse(file, 'inline', request.headers.get('range'));
    } catch (error) {
      if (error instanceof MissingFileError) return fileUnavailable(error);
      throw error;
    }
  }),
);
