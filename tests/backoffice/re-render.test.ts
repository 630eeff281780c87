// Re-rendering on PGlite with a real placed, paid and fulfilled order: the new bytes replace the
// old under the same key and file id (links keep working), the rows' sha256 and size follow, one
// audit row says before → after; a double click renders once; one file leaves the others alone.
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDb, type Db } from '@/lib/db/client';
import { files } from '@/lib/db/schema';
import { orderAudit } from '@/lib/backoffice/audit';
import { reRenderFiles } from '@/lib/backoffice/re-render';
import { presets } from '@/lib/audio/presets';
import type { Renderer } from '@/lib/orders/fulfilment/render-order';
import { placeTestOrder, readyTestOrder, testGreeting } from '@/lib/orders/paid-order.test-kit';
import { LocalFileStore } from '@/lib/orders/storage/file-store';

let db: Db;
let close: () => Promise<void>;
const operator = { uid: 'op', email: 'op@example.com' };
const secret = 're-render-test-secret-0123456789';
const store = new LocalFileStore(mkdtempSync(path.join(tmpdir(), 'gs-re-render-')));
const renderer = (tag: string) =>
  vi.fn<Renderer>(async (spec, { presets: asked }) =>
    asked.flatMap((preset) =>
      presets[preset].files.map((file) => ({ preset, extension: file.extension, mime: file.mime, bytes: new TextEncoder().encode(`${tag}:${preset}:${file.extension}:${spec.text}`) })),
    ),
  );
const text = async (key: string) => new TextDecoder().decode((await store.get(key)) ?? new Uint8Array());

beforeAll(async () => {
  ({ db, close } = await openDb({ inMemory: true }));
}, 120_000);
afterAll(async () => close?.());

describe('reRenderFiles', () => {
  it('replaces every file in place, once under a double click, audited', async () => {
    const { orderId } = await readyTestOrder(db, { secret, render: renderer('v1'), store });
    const before = await db.select().from(files).where(eq(files.orderId, orderId));
    expect(before.length).toBeGreaterThan(0);
    const render = renderer('v2');
    const deps = { db, render, store };
    const results = await Promise.all([reRenderFiles(deps, operator, orderId, null), reRenderFiles(deps, operator, orderId, null)]);
    expect(results.map((r) => r.outcome).sort()).toEqual(['done', 'unchanged']);
    expect(render).toHaveBeenCalledTimes(1);
    const after = await db.select().from(files).where(eq(files.orderId, orderId));
    expect(after.map((f) => [f.id, f.storageKey]).sort()).toEqual(before.map((f) => [f.id, f.storageKey]).sort());
    for (const row of after) {
      const content = await text(row.storageKey);
      expect(content.startsWith('v2:')).toBe(true);
      expect(row.sha256).toBe(createHash('sha256').update(content).digest('hex'));
      expect(row.size).toBe(new TextEncoder().encode(content).byteLength);
    }
    const trail = await orderAudit(db, orderId);
    expect(trail).toHaveLength(1);
    const old = before[0]!;
    expect(trail[0]).toMatchObject({ action: 're-render' });
    expect((trail[0]!.before as { files: { id: string; sha256: string }[] }).files).toContainEqual(expect.objectContaining({ id: old.id, sha256: old.sha256 }));
    expect((trail[0]!.after as { files: { id: string; sha256: string }[] }).files).toContainEqual(
      expect.objectContaining({ id: old.id, sha256: after.find((f) => f.id === old.id)!.sha256 }),
    );
  });

  it('re-renders one file only, and refuses an unknown file or an order without files', async () => {
    const items = [testGreeting, { ...testGreeting, text: 'We are closed today.' }];
    const { orderId } = await readyTestOrder(db, { secret, items, render: renderer('v1'), store });
    const rows = await db.select().from(files).where(eq(files.orderId, orderId));
    expect(rows.length).toBeGreaterThan(1);
    const [target, ...others] = rows as [(typeof rows)[number], ...typeof rows];
    const deps = { db, render: renderer('v3'), store };
    expect(await reRenderFiles(deps, operator, orderId, target.id)).toEqual({ outcome: 'done' });
    expect((await text(target.storageKey)).startsWith('v3:')).toBe(true);
    for (const other of others) expect((await text(other.storageKey)).startsWith('v1:')).toBe(true);
    expect(await reRenderFiles(deps, operator, orderId, 'nope')).toMatchObject({ outcome: 'refused' });
    const pending = await placeTestOrder(db, { secret });
    expect(await reRenderFiles(deps, operator, pending.orderId, null)).toMatchObject({ outcome: 'refused' });
    expect(await reRenderFiles(deps, operator, 'missing', null)).toEqual({ outcome: 'not-found' });
  });

  it('leaves files and trail untouched when the render fails', async () => {
    const { orderId } = await readyTestOrder(db, { secret, render: renderer('v1'), store });
    const failing: Renderer = async () => {
      throw new Error('engine down');
    };
    expect(await reRenderFiles({ db, render: failing, store }, operator, orderId, null)).toEqual({ outcome: 'refused', reason: 'The render failed: engine down' });
    expect(await orderAudit(db, orderId)).toHaveLength(0);
  });
});
