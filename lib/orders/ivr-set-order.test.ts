// An IVR set from cart to ZIP on the embedded database: the server prices each prompt with the set
// discount, the order keeps the set and one item per prompt, the files are named as the phone
// system expects, the ZIP holds the set's folder with menu.txt and extensions_custom.conf, and the stored
// specs render to the same bytes every time.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presets } from '../audio/presets';
import { openDb, type Db } from '../db/client';
import { files, orderItems, orderIvrSets, orders } from '../db/schema';
import { exampleValues } from '../greeting/templates';
import { newIvrSet } from '../ivr/set-spec';
import { ivrTemplate } from '../ivr/templates';
import { ivrLanguage } from '../ivr/language';
import { quote } from '../payments/pricing';
import { expandCartLines, firstUndeliverableLine, quoteByCartLine } from './checkout/cart-lines';
import { quoteRequestSchema } from './checkout/input';
import { signedZip } from './delivery/downloads';
import { LocalFileStore } from './storage/file-store';
import type { Renderer } from './fulfilment/render-order';
import { readyTestOrder } from './paid-order.test-kit';
import { renderForOrder } from './fulfilment/renderer';
import { signDownload } from './access/tokens';
import { buildOrderView } from './access/order-view';

const secret = 'test-secret-0123456789';
let handle: Awaited<ReturnType<typeof openDb>>;
let db: Db;
let dir: string;
beforeAll(async () => {
  handle = await openDb({ inMemory: true });
  db = handle.db;
  dir = mkdtempSync(path.join(tmpdir(), 'gs-ivr-set-'));
  // The embedded database and its migrations start slowly on a busy machine.
}, 180_000);
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const set = (phone: 'asterisk' | null) =>
  newIvrSet(
    ivrTemplate('dental-practice', ivrLanguage('en'), { company: 'Northwind Dental' }, exampleValues('en')),
    { voiceId: 'flite-slt', speed: 1, pitch: 0 },
    phone,
  );
const greeting = {
  useCase: 'business-voicemail',
  locale: 'en',
  text: 'Please leave a message.',
  voice: { id: 'flite-slt' },
};

/** Stand-in render: each preset's files as presets.ts lists them, bytes from the spec's text. */
const standIn: Renderer = async (spec, { presets: asked }) =>
  asked.flatMap((preset) =>
    presets[preset].files.map((file) => ({
      preset,
      extension: file.extension,
      mime: file.mime,
      bytes: new TextEncoder().encode(`${preset}:${file.extension}:${spec.text}`),
    })),
  );

describe('pricing an IVR set on the server', () => {
  it('prices each prompt by its spoken words with the set discount, folded into one cart line', () => {
    const { items } = quoteRequestSchema.parse({ items: [greeting, set(null)], currency: 'EUR' });
    const expanded = expandCartLines(items);
    expect(expanded).toHaveLength(12);
    const q = quote(
      expanded.map((i) => i.spec),
      { currency: 'EUR', country: 'DE', sellerCountry: 'IE' },
    );
    const cart = quoteByCartLine(q, expanded, items.length);
    expect(cart.lines).toHaveLength(2);
    expect(cart.lines[0]).toMatchObject({ index: 0, tier: 'short', net: 900 });
    const ivr = cart.lines[1]!;
    expect(ivr).toMatchObject({ index: 1, tier: 'ivr-set' });
    expect(ivr.prompts).toHaveLength(11);
    // 11 prompts: 30 % off 6.00 each.
    expect(cart.ivrDiscountPercent).toBe(30);
    for (const p of ivr.prompts ?? [])
      expect(p).toMatchObject({ tier: 'ivr-prompt', unitPrice: 600, discount: 180, net: 420 });
    expect(ivr.net).toBe(11 * 420);
    expect(cart.net).toBe(900 + 11 * 420);
    expect(cart.gross).toBe(cart.lines.reduce((sum, l) => sum + l.gross, 0));
    // Words are counted as spoken: markup adds none.
    const welcome = ivr.prompts?.find((p) => p.promptId === 'welcome');
    expect(welcome?.words).toBe(6); // Thank you for calling Northwind Dental.
  });

  it('refuses an undeliverable prompt by the cart line that holds it', () => {
    const s = set(null);
    s.tree.prompts[3] = { ...s.tree.prompts[3]!, voice: { id: 'no-such-voice', speed: 1, pitch: 0 } };
    const { items } = quoteRequestSchema.parse({ items: [greeting, s], currency: 'EUR' });
    const catalog = { hasVoice: (id: string) => id === 'flite-slt', hasTrack: () => true };
    expect(firstUndeliverableLine(expandCartLines(items), catalog)).toEqual({
      index: 1,
      reason: 'unknown-voice',
    });
  });

  it('caps the greetings one order renders', () => {
    const many = Array.from({ length: 10 }, () => set(null));
    expect(quoteRequestSchema.safeParse({ items: many, currency: 'EUR' }).success).toBe(false);
  });
});

async function readyOrder(items: unknown[], render: Renderer = standIn) {
  const created = await readyTestOrder(db, {
    secret,
    items,
    buyer: { email: 'ivr@example.com', name: 'B', country: 'IE' },
    render,
    store: new LocalFileStore(dir),
  });
  return created;
}

describe('an ordered IVR set', () => {
  it('keeps the set, one item per prompt, and delivers a ZIP as Asterisk expects', async () => {
    const { orderId } = await readyOrder([greeting, set('asterisk')]);
    const [stored] = await db.select().from(orderIvrSets).where(eq(orderIvrSets.orderId, orderId));
    expect(stored?.spec.kind).toBe('ivr-set');
    const items = await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.position));
    expect(items).toHaveLength(12);
    expect(items[0]?.ivrSetId).toBeNull();
    expect(items[1]).toMatchObject({
      ivrSetId: stored?.id,
      ivrPromptId: 'welcome',
      fileBase: '01-welcome',
      tier: 'ivr-prompt',
    });
    expect(items[1]?.presets).toEqual(['pcm-8k', 'asterisk-raw']);
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.netTotal).toBe(900 + 11 * 420);

    const zip = await signedZip(db, { store: new LocalFileStore(dir), render: standIn }, secret, {
      orderId,
      ...signDownload(secret, `zip:${orderId}`),
    });
    const entries = unzipSync(zip!.bytes);
    const names = Object.keys(entries);
    for (const ext of ['wav', 'ulaw', 'alaw', 'sln']) expect(names).toContain(`ivr-menu/01-welcome.${ext}`);
    expect(names).toContain('ivr-menu/02-main-menu.sln');
    expect(names.filter((n) => n.startsWith('ivr-menu/') && n.endsWith('.wav'))).toHaveLength(11);
    // The greeting stays at the top, named as before.
    expect(names.some((n) => /^01-please-leave-a-message-[a-z0-9-]+\.\w+$/.test(n))).toBe(true);
    for (const name of names.filter((n) => n.startsWith('ivr-menu/')))
      expect(name).toMatch(/^ivr-menu\/[a-z0-9][a-z0-9._-]*$/);
    const menuTxt = new TextDecoder().decode(entries['ivr-menu/menu.txt']);
    expect(menuTxt).toContain('01-welcome.wav  —  Welcome');
    expect(menuTxt).toContain('Key 1 (1): appointments goes to 03-appointments.wav');
    const conf = new TextDecoder().decode(entries['ivr-menu/extensions_custom.conf']);
    expect(conf).toContain('same => n,Background(custom/ivr-menu/01-welcome)');
    expect(conf).toContain('exten => 1,1,Playback(custom/ivr-menu/03-appointments)');

    const view = await buildOrderView(db, order!, secret);
    expect(view.items[1]?.ivr).toEqual({ set: 1, title: 'Welcome', fileBase: '01-welcome' });
    expect(view.items[0]?.ivr).toBeNull();
  });

  it('names files for other phone systems in call order with the set’s format and an MP3, plus menu.txt only', async () => {
    const { orderId } = await readyOrder([set(null)]);
    const rows = await db.select().from(files).where(eq(files.orderId, orderId));
    const names = rows.map((r) => r.name);
    expect(names).toContain('01-welcome.wav');
    expect(names).toContain('01-welcome.mp3');
    const zip = await signedZip(db, { store: new LocalFileStore(dir), render: standIn }, secret, {
      orderId,
      ...signDownload(secret, `zip:${orderId}`),
    });
    const entries = Object.keys(unzipSync(zip!.bytes));
    expect(entries).toContain('ivr-menu/menu.txt');
    expect(entries).not.toContain('ivr-menu/extensions_custom.conf');
  });

  it('re-renders identically from the stored specs', { timeout: 120_000 }, async () => {
    const { orderId } = await readyOrder([set('asterisk')]);
    const stored = await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.position))
      .limit(2);
    const hashes = async () => {
      const out: string[] = [];
      for (const item of stored) {
        for (const file of await renderForOrder(item.spec, { presets: item.presets })) {
          out.push(
            `${file.preset}.${file.extension}:${createHash('sha256').update(file.bytes).digest('hex')}`,
          );
        }
      }
      return out;
    };
    const first = await hashes();
    // Two prompts in WAV and the three raw Asterisk files each.
    expect(first).toHaveLength(8);
    expect(await hashes()).toEqual(first);
  });
});
