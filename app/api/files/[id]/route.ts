// GET /api/files/<id>/?expires=…&sig=… — a rendered file behind a signed, expiring link.
// ?download=1 asks the browser to save instead of play; with S3_DIRECT_DOWNLOADS it is redirected
// to a short-lived presigned bucket URL so large files do not pass through the app.
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { appSecrets } from '@/lib/security/app-keys';
import { downloadResponse, signedFile, signedFileUrl } from '@/lib/orders/delivery/downloads';
import { MissingFileError } from '@/lib/orders/delivery/restore-file';
import { S3FileStore } from '@/lib/orders/storage/s3-file-store';
import { downloadDeps } from '@/lib/orders/server';
import { fileUnavailable } from '@/lib/orders/route-helpers';
import { apiRoute } from '@/lib/http/api-route';
import { linkIdSchema, linkSignatureSchema, signedLinkRoute } from '@/lib/http/signed-query';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const querySchema = z.object({
  fileId: linkIdSchema,
  expires: z.coerce.number().int(),
  sig: linkSignatureSchema,
  download: z.enum(['1']).optional(),
});

const goneMessage = 'File not found or link expired.';

export const GET = apiRoute(
  signedLinkRoute(querySchema, 'fileId', goneMessage, async (request, query, linkGone) => {
    const deps = downloadDeps();
    try {
      if (query.download && env().S3_DIRECT_DOWNLOADS && deps.store instanceof S3FileStore) {
        const url = await signedFileUrl(await getDb(), { ...deps, store: deps.store }, appSecrets(), query);
        if (!url) return linkGone();
        return new Response(null, { status: 302, headers: { Location: url, 'Cache-Control': 'no-store' } });
      }
      const file = await signedFile(await getDb(), deps, appSecrets(), query);
      if (!file) return linkGone();
      // Players read the file in ranges (the length before play, seeking); a download takes it whole.
      return downloadResponse(
        file,
        query.download ? 'attachment' : 'inline',
        query.download ? null : request.headers.get('range'),
      );
    } catch (error) {
      if (error instanceof MissingFileError) return fileUnavailable(error);
      throw error;
    }
  }),
);
