import 'server-only';
// A stored file that the bucket no longer has (deleted by a lifecycle rule, a restore from an older
// backup, a write lost with a machine) is rendered again from the item's stored spec with the same
// preset, put back under its key and served: the spec, not the bytes, is the order's record.
// Only when that is impossible is the download an error — never a short or empty answer.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, orderItems } from '../../db/schema';
import type { PresetId } from '../../greeting/spec';
import type { FileStore } from '../storage/file-store';
import type { Renderer } from '../fulfilment/render-order';

export type FileRow = typeof files.$inferSelect;
export type RestoreDeps = { store: FileStore; render: Renderer };

export class MissingFileError extends Error {
  override name = 'MissingFileError';
  constructor(
    readonly fileId: string,
    reason: string,
  ) {
    super(`File ${fileId} is missing from storage and could not be rendered again: ${reason}`);
  }
}

// Two downloads of one lost file at once (the file and the ZIP) render it once per process.
const restoring = new Map<string, Promise<Uint8Array>>();

/** The file's bytes from the store, or rendered again and stored when the store has lost them. */
export async function readOrRestore(db: Db, deps: RestoreDeps, row: FileRow): Promise<Uint8Array> {
  const bytes = await deps.store.get(row.storageKey);
  if (bytes) return bytes;
  const pending = restoring.get(row.id);
  if (pending) return pending;
  const work = restore(db, deps, row).finally(() => restoring.delete(row.id));
  restoring.set(row.id, work);
  return work;
}

async function restore(db: Db, deps: RestoreDeps, row: FileRow): Promise<Uint8Array> {
  const [item] = await db.select().from(orderItems).where(eq(orderItems.id, row.orderItemId));
  if (!item) throw new MissingFileError(row.id, 'its order item is gone');
  let rendered;
  try {
    rendered = await deps.render(item.spec, { presets: [row.preset as PresetId] });
  } catch (error) {
    throw new MissingFileError(row.id, error instanceof Error ? error.message : String(error));
  }
  // By preset and extension, not by today's fileName(): a file stored under an older naming
  // (before issue 32 dropped the repeated format from names) is still found.
  const match = rendered.find(
    (file) => file.preset === row.preset && row.name.endsWith(`.${file.extension}`),
  );
  if (!match) throw new MissingFileError(row.id, `the render gave no file named ${row.name}`);
  await deps.store.put(row.storageKey, match.bytes);
  console.warn(`[files] ${row.storageKey} was missing from storage; rendered again from the spec`);
  return match.bytes;
}
