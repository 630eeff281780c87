import 'server-only';
// Pricing promises every phone-system format, yet fulfilment renders only the chosen one plus MP3
// (most buyers need nothing else). Any other format is rendered on request from the stored spec,
// through the same renderer and presets, and stored as one more file of the item: the order page
// then links it like the others (signed, expiring) and the ZIP carries it.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, orderItems, orders } from '../../db/schema';
import type { PresetId } from '../../greeting/spec';
import type { OrderRow } from '../access/find-order';
import type { FileStore } from '../storage/file-store';
import { storeRendered, type Renderer } from './render-order';

export type AddFormatResult = 'added' | 'exists' | 'not-found' | 'not-ready';

export type AddFormatDeps = { render: Renderer; store: FileStore };

type Request = { itemId: string; preset: PresetId };

// The same format asked twice at once (a double click, two tabs) is rendered once per process;
// across processes the check under the order lock below keeps a single row.
const running = new Map<string, Promise<AddFormatResult>>();

export function addFormat(db: Db, order: OrderRow, request: Request, deps: AddFormatDeps) {
  if (order.status !== 'ready') return Promise.resolve<AddFormatResult>('not-ready');
  const key = `${order.id}:${request.itemId}:${request.preset}`;
  const pending = running.get(key);
  if (pending) return pending;
  const work = renderFormat(db, order.id, request, deps).finally(() => running.delete(key));
  running.set(key, work);
  return work;
}

const hasFile = (db: Pick<Db, 'select'>, itemId: string, preset: PresetId) =>
  db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.orderItemId, itemId), eq(files.preset, preset)))
    .limit(1)
    .then((rows) => rows.length > 0);

async function renderFormat(db: Db, orderId: string, request: Request, deps: AddFormatDeps) {
  const [item] = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.id, request.itemId), eq(orderItems.orderId, orderId)));
  if (!item) return 'not-found';
  if (await hasFile(db, item.id, request.preset)) return 'exists';
  const rendered = (await deps.render(item.spec, { presets: [request.preset] })).filter(
    (file) => file.preset === request.preset,
  );
  if (rendered.length === 0) throw new Error(`The render returned no ${request.preset} file.`);
  const rows = await Promise.all(rendered.map((file) => storeRendered(deps.store, item, file)));
  return db.transaction(async (tx): Promise<AddFormatResult> => {
    // Lock the order: a refund or a parallel request for this format waits, then sees the result.
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    // Losing here leaves the stored bytes unreferenced, never a second row; no link reaches them.
    if (order?.status !== 'ready') return 'not-ready';
    if (await hasFile(tx, item.id, request.preset)) return 'exists';
    await tx.insert(files).values(rows);
    const [current] = await tx
      .select({ presets: orderItems.presets })
      .from(orderItems)
      .where(eq(orderItems.id, item.id));
    await tx
      .update(orderItems)
      .set({ presets: [...new Set([...(current?.presets ?? []), request.preset])] })
      .where(eq(orderItems.id, item.id));
    return 'added';
  });
}
