import 'server-only';
// Serving stored files behind signed links: one file, or all files of an order as a ZIP.
import { asc, eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import type { Db } from '../db/client';
import { files, orders } from '../db/schema';
import type { FileStore } from './file-store';
import { verifyDownload } from './tokens';

export type Download = { name: string; mime: string; bytes: Uint8Array };

export async function signedFile(
  db: Db,
  store: FileStore,
  secret: string,
  q: { fileId: string; expires: number; sig: string },
): Promise<Download | null> {
  if (!verifyDownload(secret, q.fileId, q.expires, q.sig)) return null;
  const [row] = await db
    .select({ file: files, status: orders.status })
    .from(files)
    .innerJoin(orders, eq(files.orderId, orders.id))
    .where(eq(files.id, q.fileId));
  // A refunded order's files are no longer handed out.
  if (!row || row.status !== 'ready') return null;
  const bytes = await store.get(row.file.storageKey);
  return bytes ? { name: row.file.name, mime: row.file.mime, bytes } : null;
}

export async function signedZip(
  db: Db,
  store: FileStore,
  secret: string,
  q: { orderId: string; expires: number; sig: string },
): Promise<Download | null> {
  if (!verifyDownload(secret, `zip:${q.orderId}`, q.expires, q.sig)) return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, q.orderId));
  if (!order || order.status !== 'ready') return null;
  const rows = await db.select().from(files).where(eq(files.orderId, q.orderId)).orderBy(asc(files.name));
  const entries: Record<string, Uint8Array> = {};
  for (const row of rows) {
    const bytes = await store.get(row.storageKey);
    if (bytes) entries[row.name] = bytes;
  }
  // Audio barely compresses: store, don't deflate.
  return {
    name: `greetings-${q.orderId}.zip`,
    mime: 'application/zip',
    bytes: zipSync(entries, { level: 0 }),
  };
}

export function downloadResponse(d: Download, disposition: 'inline' | 'attachment'): Response {
  const ascii = d.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return new Response(Buffer.from(d.bytes), {
    headers: {
      'Content-Type': d.mime,
      'Content-Length': String(d.bytes.byteLength),
      'Content-Disposition': `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(d.name)}`,
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
