// Formats after purchase, against embedded PGlite: rendered once, stored as the item's file,
// linked on the order page like the ordered ones, and only for a ready order's own items.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../db/client';
import { files, orderItems, orders } from '../../db/schema';
import type { PresetId } from '../../greeting/spec';
import { addFormat } from './add-format';
import { LocalFileStore } from '../storage/file-store';
import type { Renderer } from './render-order';
import { formatRequestSchema } from './format-request';
import { readyTestOrder, testGreeting, testSeller } from '../paid-order.test-kit';
import { refundOrder } from '../transitions';
import { buildOrderView } from '../access/order-view';

const secret = 'test-secret-0123456789';
const seller = testSeller;

// A stand-in for the render path ([mixer] tests the real one): records what it was asked for.
function recordingRenderer() {
  const asked: PresetId[][] = [];
  const render: Renderer = async (_spec, { presets }) => {
    asked.push(presets);
    await new Promise((r) => setTimeout(r, 5));
    return presets.map((preset) => ({
      preset,
      extension: preset.includes('mp3') ? 'mp3' : 'wav',
      mime: preset.includes('mp3') ? 'audio/mpeg' : 'audio/wav',
      bytes: new Uint8Array([presets.length, 7, 7]),
    }));
  };
  return { asked, render };
}

let db: Db;
let close: () => Promise<void>;
let dir: string;
let store: LocalFileStore;

beforeAll(async () => {
  ({ db, close } = await openDb({ inMemory: true }));
  dir = mkdtempSync(path.join(tmpdir(), 'gs-add-format-'));
  store = new LocalFileStore(dir);
});
afterAll(async () => {
  await close?.();
  rmSync(dir, { recursive: true, force: true });
});

async function readyOrder() {
  const created = await readyTestOrder(db, {
    secret,
    items: [{ ...testGreeting, locale: 'el', text: 'Καλώς ήρθατε', preset: 'ulaw-8k' }],
    locale: 'el',
    buyer: { email: 'b@example.gr', name: 'B', country: 'GR' },
    render: recordingRenderer().render,
    store,
  });
  const [order] = await db.select().from(orders).where(eq(orders.id, created.orderId));
  const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, created.orderId));
  return { order: order!, item: item! };
}

describe('addFormat', () => {
  it('renders another format once and lists it with a signed link beside the ordered files', async () => {
    const { order, item } = await readyOrder();
    const { asked, render } = recordingRenderer();
    const results = await Promise.all([
      addFormat(db, order, { itemId: item.id, preset: 'pcm-8k' }, { render, store }),
      addFormat(db, order, { itemId: item.id, preset: 'pcm-8k' }, { render, store }),
    ]);
    expect(results).toEqual(['added', 'added']);
    expect(asked).toEqual([['pcm-8k']]);
    expect(await addFormat(db, order, { itemId: item.id, preset: 'pcm-8k' }, { render, store })).toBe(
      'exists',
    );
    expect(asked).toHaveLength(1);

    const stored = await db.select().from(files).where(eq(files.orderItemId, item.id));
    expect(stored.map((f) => f.preset).sort()).toEqual(['pcm-8k', 'ulaw-8k', 'universal-mp3']);
    const added = stored.find((f) => f.preset === 'pcm-8k')!;
    expect(added.name).toBe('01-kalos-irthate-pcm-8k.wav');
    expect(await store.get(added.storageKey)).toEqual(new Uint8Array([1, 7, 7]));
    const [row] = await db.select().from(orderItems).where(eq(orderItems.id, item.id));
    expect(row?.presets).toEqual(['ulaw-8k', 'universal-mp3', 'pcm-8k']);

    const view = await buildOrderView(db, order, secret);
    const link = view.items[0]?.files.find((f) => f.preset === 'pcm-8k');
    expect(link?.url).toMatch(new RegExp(`^/api/files/${added.id}/\\?expires=\\d+&sig=`));
  });

  it('refuses items of other orders, and orders that are not ready', async () => {
    const a = await readyOrder();
    const b = await readyOrder();
    const { asked, render } = recordingRenderer();
    expect(await addFormat(db, a.order, { itemId: b.item.id, preset: 'alaw-8k' }, { render, store })).toBe(
      'not-found',
    );
    await refundOrder(db, {
      orderId: a.order.id,
      provider: 'test',
      eventId: `r_${a.order.id}`,
      seller,
      paymentMethodLabel: 'test',
    });
    const [refunded] = await db.select().from(orders).where(eq(orders.id, a.order.id));
    expect(await addFormat(db, refunded!, { itemId: a.item.id, preset: 'alaw-8k' }, { render, store })).toBe(
      'not-ready',
    );
    // Refunded while the render ran: nothing is added to the order.
    const slow: Renderer = async (spec, options) => {
      await refundOrder(db, {
        orderId: b.order.id,
        provider: 'test',
        eventId: `r_${b.order.id}`,
        seller,
        paymentMethodLabel: 'test',
      });
      return render(spec, options);
    };
    expect(
      await addFormat(db, b.order, { itemId: b.item.id, preset: 'alaw-8k' }, { render: slow, store }),
    ).toBe('not-ready');
    expect(await db.select().from(files).where(eq(files.preset, 'alaw-8k'))).toEqual([]);
    expect(asked).toEqual([['alaw-8k']]);
  });
});

describe('formatRequestSchema', () => {
  it('accepts only known presets and well-formed ids', () => {
    const base = { orderId: 'order12345', itemId: 'item12345', preset: 'pcm-8k' };
    expect(formatRequestSchema.safeParse(base).success).toBe(true);
    expect(formatRequestSchema.safeParse({ ...base, preset: 'flac-96k' }).success).toBe(false);
    expect(formatRequestSchema.safeParse({ ...base, itemId: '../../etc' }).success).toBe(false);
    expect(formatRequestSchema.safeParse({ ...base, token: 'short' }).success).toBe(false);
  });
});
