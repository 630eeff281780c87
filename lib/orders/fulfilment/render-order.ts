import 'server-only';
// Fulfilment after payment: render every item in its presets, store the files, mark the order
// ready and write the confirmation email. Exactly one worker wins claimRendering().
import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, orderItems, orders } from '../../db/schema';
import type { GreetingSpec, PresetId } from '../../greeting/spec';
import type { FileStore } from '../storage/file-store';
import { fileName } from './file-name';
import { claimRendering, finishRendering } from '../transitions';
import { newId } from '../access/tokens';

/** One encoded file of a render: extension ("wav", "mp3", "ul"…), MIME type and bytes. */
export type RenderedFile = { preset: PresetId; extension: string; mime: string; bytes: Uint8Array };

/** The render path ([mixer]'s renderGreeting, adapted): every file of every requested preset. */
export type Renderer = (spec: GreetingSpec, options: { presets: PresetId[] }) => Promise<RenderedFile[]>;

export type FulfilDeps = {
  render: Renderer;
  store: FileStore;
  /** Called once the order is ready (confirmation email). Failures here do not fail the order. */
  onReady?: (orderId: string) => Promise<void>;
};

type ItemRow = typeof orderItems.$inferSelect;

/** Put one rendered file in the store; the files row to insert once the caller commits to it. */
export async function storeRendered(
  store: FileStore,
  item: Pick<ItemRow, 'id' | 'orderId' | 'position' | 'spec' | 'fileBase'>,
  file: RenderedFile,
): Promise<typeof files.$inferInsert> {
  const id = newId();
  const name = fileName(item, file.preset, file.extension);
  const storageKey = `${item.orderId}/${id}-${name}`;
  await store.put(storageKey, file.bytes);
  return {
    id,
    orderId: item.orderId,
    orderItemId: item.id,
    preset: file.preset,
    name,
    mime: file.mime,
    size: file.bytes.byteLength,
    storageKey,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
  };
}

export type FulfilResult = 'ready' | 'failed' | 'not-claimed';

export async function fulfilOrder(db: Db, orderId: string, deps: FulfilDeps): Promise<FulfilResult> {
  if (!(await claimRendering(db, orderId))) return 'not-claimed';
  try {
    const items = await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.position));
    // A retry starts clean: files of an earlier failed attempt are replaced.
    await db.delete(files).where(eq(files.orderId, orderId));
    for (const item of items) {
      const rendered = await deps.render(item.spec, { presets: item.presets });
      for (const file of rendered) await db.insert(files).values(await storeRendered(deps.store, item, file));
    }
    await finishRendering(db, orderId, { ok: true });
  } catch (error) {
    console.error(`[fulfil] order ${orderId} failed`, error);
    await finishRendering(db, orderId, {
      ok: false,
      reason: error instanceof Error ? error.message : String(error),
    });
    return 'failed';
  }
  if (deps.onReady) {
    await deps
      .onReady(orderId)
      .catch((error: unknown) => console.error(`[fulfil] email for ${orderId} failed`, error));
  }
  return 'ready';
}

export async function orderStatus(db: Db, orderId: string) {
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row?.status ?? null;
}
