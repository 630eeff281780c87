import 'server-only';
// Serving stored files behind signed links: one file, or all files of an order as a ZIP. A file
// the store lost is rendered again (restore-file.ts); one that cannot be is a MissingFileError,
// so a ZIP is whole or an error, never a 200 with entries left out.
import { asc, eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import type { Db } from '../../db/client';
import type { SecretRing } from '../../security/app-keys';
import { files, orderItems, orderIvrSets, orders } from '../../db/schema';
import { ivrFolder, ivrSetDocuments } from '../../ivr/delivery';
import { readOrRestore, type FileRow, type RestoreDeps } from './restore-file';
import type { S3FileStore } from '../storage/s3-file-store';
import { verifyDownload } from '../access/tokens';

export type Download = { name: string; mime: string; bytes: Uint8Array };
type FileQuery = { fileId: string; expires: number; sig: string };

/** The file row behind a valid signed link of a ready order, else null. */
async function signedFileRow(db: Db, secret: SecretRing, q: FileQuery): Promise<FileRow | null> {
  if (!verifyDownload(secret, q.fileId, q.expires, q.sig)) return null;
  const [row] = await db
    .select({ file: files, status: orders.status })
    .from(files)
    .innerJoin(orders, eq(files.orderId, orders.id))
    .where(eq(files.id, q.fileId));
  // A refunded order's files are no longer handed out.
  if (!row || row.status !== 'ready') return null;
  return row.file;
}

export async function signedFile(
  db: Db,
  deps: RestoreDeps,
  secret: SecretRing,
  q: FileQuery,
): Promise<Download | null> {
  const row = await signedFileRow(db, secret, q);
  if (!row) return null;
  return { name: row.name, mime: row.mime, bytes: await readOrRestore(db, deps, row) };
}

/** Seconds a presigned bucket URL stays valid: long enough to start a download, no longer. */
const PRESIGNED_SECONDS = 300;

/**
 * A presigned bucket URL for a signed link (direct downloads): the object is checked first, and
 * restored when lost, so the redirect never lands on the bucket's 404.
 */
export async function signedFileUrl(
  db: Db,
  deps: RestoreDeps & { store: S3FileStore },
  secret: SecretRing,
  q: FileQuery,
): Promise<string | null> {
  const row = await signedFileRow(db, secret, q);
  if (!row) return null;
  if (!(await deps.store.exists(row.storageKey))) await readOrRestore(db, deps, row);
  return deps.store.presignedDownload(
    row.storageKey,
    { name: row.name, mime: row.mime, disposition: contentDisposition('attachment', row.name) },
    PRESIGNED_SECONDS,
  );
}

export async function signedZip(
  db: Db,
  deps: RestoreDeps,
  secret: SecretRing,
  q: { orderId: string; expires: number; sig: string },
): Promise<Download | null> {
  if (!verifyDownload(secret, `zip:${q.orderId}`, q.expires, q.sig)) return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, q.orderId));
  if (!order || order.status !== 'ready') return null;
  const [rows, items, sets] = await Promise.all([
    db.select().from(files).where(eq(files.orderId, q.orderId)).orderBy(asc(files.name)),
    db
      .select({ id: orderItems.id, setId: orderItems.ivrSetId })
      .from(orderItems)
      .where(eq(orderItems.orderId, q.orderId)),
    db
      .select()
      .from(orderIvrSets)
      .where(eq(orderIvrSets.orderId, q.orderId))
      .orderBy(asc(orderIvrSets.position)),
  ]);
  // An IVR set's files go into a folder of their own, as named for the phone system, beside
  // menu.txt (and extensions_custom.conf for Asterisk), so the folder can be copied as it is.
  const folders = new Map(sets.map((set) => [set.id, ivrFolder(set.position, sets.length)]));
  const folderOfItem = new Map(
    items.map((item) => [item.id, item.setId ? folders.get(item.setId) : undefined]),
  );
  const entries: Record<string, Uint8Array> = {};
  for (const row of rows) {
    const folder = folderOfItem.get(row.orderItemId);
    entries[folder ? `${folder}/${row.name}` : row.name] = await readOrRestore(db, deps, row);
  }
  const encoder = new TextEncoder();
  for (const set of sets) {
    const folder = folders.get(set.id) ?? ivrFolder(set.position, sets.length);
    for (const [path, text] of Object.entries(ivrSetDocuments(set.spec, folder)))
      entries[path] = encoder.encode(text);
  }
  // Audio barely compresses: store, don't deflate.
  return {
    name: `greetings-${q.orderId}.zip`,
    mime: 'application/zip',
    bytes: zipSync(entries, { level: 0 }),
  };
}

function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * One `bytes=` range of a file of `size` bytes: [start, end] inclusive, 'unsatisfiable', or null
 * for no Range header or one we do not serve (several ranges, other units): the whole file then.
 */
export function parseByteRange(
  header: string | null,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    // The last N bytes.
    const n = Number(to);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * A file as the browser asked for it. Media players ask for `Range: bytes=0-` first: a 206 whose
 * Content-Range names the total size lets them show an MP3's length before play. The 200 alone
 * did not, since the server streams it without a Content-Length (the order page's players showed
 * no length on the built site, #21 item 4).
 */
export function downloadResponse(
  d: Download,
  disposition: 'inline' | 'attachment',
  range: string | null = null,
): Response {
  const size = d.bytes.byteLength;
  const headers: Record<string, string> = {
    'Content-Type': d.mime,
    'Content-Disposition': contentDisposition(disposition, d.name),
    'Cache-Control': 'private, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
    'Accept-Ranges': 'bytes',
  };
  const wanted = parseByteRange(range, size);
  if (wanted === 'unsatisfiable')
    return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } });
  if (wanted === null)
    return new Response(Buffer.from(d.bytes), { headers: { ...headers, 'Content-Length': String(size) } });
  const part = d.bytes.subarray(wanted.start, wanted.end + 1);
  return new Response(Buffer.from(part), {
    status: 206,
    headers: {
      ...headers,
      'Content-Length': String(part.byteLength),
      'Content-Range': `bytes ${wanted.start}-${wanted.end}/${size}`,
    },
  });
}
