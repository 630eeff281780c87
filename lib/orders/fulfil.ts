// Fulfilment after payment: render every item in its presets, store the files, mark the order
// ready and write the confirmation email. Exactly one worker wins claimRendering().
import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files, orderItems, orders } from '../db/schema';
import type { GreetingSpec, PresetId } from '../greeting/spec';
import type { FileStore } from './file-store';
import { claimRendering, finishRendering } from './state';
import { newId } from './tokens';

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

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .slice(0, 5)
    .join('-')
    .slice(0, 40) || 'greeting';

export function fileName(position: number, spec: GreetingSpec, preset: PresetId, extension: string): string {
  return `${String(position + 1).padStart(2, '0')}-${slug(spec.text)}-${preset}.${extension}`;
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
      for (const file of rendered) {
        const id = newId();
        const name = fileName(item.position, item.spec, file.preset, file.extension);
        const storageKey = `${orderId}/${id}-${name}`;
        await deps.store.put(storageKey, file.bytes);
        await db.insert(files).values({
          id,
          orderId,
          orderItemId: item.id,
          preset: file.preset,
          name,
          mime: file.mime,
          size: file.bytes.byteLength,
          storageKey,
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
        });
      }
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
