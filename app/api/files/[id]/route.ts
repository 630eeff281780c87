// GET /api/files/<id>/?expires=…&sig=… — a rendered file behind a signed, expiring link.
// ?download=1 asks the browser to save instead of play.
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { apiError } from '@/lib/http/api-error';
import { downloadResponse, signedFile } from '@/lib/orders/downloads';
import { fileStore } from '@/lib/orders/server';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const querySchema = z.object({
  fileId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  expires: z.coerce.number().int(),
  sig: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
  download: z.enum(['1']).optional(),
});

export const GET = apiRoute(async function GET(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  const search = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = querySchema.safeParse({ ...search, fileId: (await params).id });
  if (!parsed.success) return apiError(404, 'not-found', 'File not found or link expired.');
  const file = await signedFile(await getDb(), fileStore(), env().APP_SECRET, parsed.data);
  if (!file) return apiError(404, 'not-found', 'File not found or link expired.');
  return downloadResponse(file, parsed.data.download ? 'attachment' : 'inline');
});
