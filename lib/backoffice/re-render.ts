import 'server-only';
// Re-render one file of a ready order, or all of them, from the stored spec (the spec, not the
// bytes, is the order's record — as when a lost file is restored, lib/orders/delivery/restore-file.ts).
// The new bytes replace the old ones under the same storage key and file id, so every download
// link already handed out (signed over the file id) keeps working and serves the new file.
// A double click joins the render already running in this process and answers `unchanged`;
// the files rows and the audit row (sha256 and size before → after) change in one transaction.
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files, orderItems, orders } from '../db/schema';
import type { PresetId } from '../greeting/spec';
import type { Renderer } from '../orders/fulfilment/render-order';
import type { FileStore } from '../orders/storage/file-store';
import { appendAudit } from './audit';
import type { ActionResult } from './order-actions';
import type { Operator } from './with-operator';

export type ReRenderDeps = { db: Db; render: Renderer; store: FileStore };

type FileRow = typeof files.$inferSelect;
type Replaced = { row: FileRow; sha256: string; size: number };

const running = new Map<string, Promise<ActionResult>>();

export function reRenderFiles(deps: ReRenderDeps, operator: Operator, orderId: string, fileId: string | null): Promise<ActionResult> {
  const key = `${orderId}:${fileId ?? '*'}`;
  const pending = running.get(key);
  if (pending) return pending.then((result) => (result.outcome === 'done' ? { outcome: 'unchanged' } : result));
  const work = reRender(deps, operator, orderId, fileId).finally(() => running.delete(key));
  running.set(key, work);
  return work;
}

async function renderRows(deps: ReRenderDeps, rows: FileRow[]): Promise<Replaced[]> {
  const itemIds = [...new Set(rows.map((row) => row.orderItemId))];
  const items = await deps.db.select().from(orderItems).where(inArray(orderItems.id, itemIds));
  const replaced: Replaced[] = [];
  for (const item of items) {
    const mine = rows.filter((row) => row.orderItemId === item.id);
    const presets = [...new Set(mine.map((row) => row.preset as PresetId))];
    const rendered = await deps.render(item.spec, { presets });
    for (const row of mine) {
      // By preset and extension, like restore-file.ts: names from an older naming still match.
      const match = rendered.find((file) => file.preset === row.preset && row.name.endsWith(`.${file.extension}`));
      if (!match) throw new Error(`the render gave no file named ${row.name}`);
      await deps.store.put(row.storageKey, match.bytes);
      replaced.push({ row, sha256: createHash('sha256').update(match.bytes).digest('hex'), size: match.bytes.byteLength });
    }
  }
  return replaced;
}

async function reRender(deps: ReRenderDeps, operator: Operator, orderId: string, fileId: string | null): Promise<ActionResult> {
  const [order] = await deps.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (!order) return { outcome: 'not-found' };
  if (order.status !== 'ready') return { outcome: 'refused', reason: `The order is ${order.status}; only a ready order's files are re-rendered.` };
  const rows = await deps.db
    .select()
    .from(files)
    .where(fileId ? and(eq(files.orderId, orderId), eq(files.id, fileId)) : eq(files.orderId, orderId));
  if (rows.length === 0) return { outcome: 'refused', reason: fileId ? 'No such file on this order.' : 'The order has no files.' };
  let replaced: Replaced[];
  try {
    replaced = await renderRows(deps, rows);
  } catch (error) {
    return { outcome: 'refused', reason: `The render failed: ${error instanceof Error ? error.message : String(error)}` };
  }
  await deps.db.transaction(async (tx) => {
    for (const { row, sha256, size } of replaced) await tx.update(files).set({ sha256, size }).where(eq(files.id, row.id));
    await appendAudit(tx, operator, {
      action: 're-render',
      orderId,
      before: { files: replaced.map(({ row }) => ({ id: row.id, name: row.name, sha256: row.sha256, size: row.size })) },
      after: { files: replaced.map(({ row, sha256, size }) => ({ id: row.id, name: row.name, sha256, size })) },
    });
  });
  return { outcome: 'done' };
}
