// What "Send" takes from an order: one source per item (the best WAV first), stable keys, and an
// IVR set's prompts in call order under their phone-system file bases.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Renderer } from '../orders/fulfilment/render-order';

vi.mock('server-only', () => ({}));
const { openDb } = await import('../db/client');
const { readyTestOrder, testGreeting } = await import('../orders/paid-order.test-kit');
const { newIvrSet } = await import('../ivr/set-spec');
const { ivrTemplate } = await import('../ivr/templates');
const { ivrLanguage } = await import('../ivr/language');
const { exampleValues } = await import('../greeting/templates');
const { orderIvrSets } = await import('../db/schema');
const { orderFileSources } = await import('./order-files');

const secret = 'order-files-test-secret-0123456789';
const render: Renderer = async (spec, { presets }) =>
  presets.map((preset) => ({
    preset,
    extension: preset.endsWith('mp3') ? 'mp3' : 'wav',
    mime: preset.endsWith('mp3') ? 'audio/mpeg' : 'audio/wav',
    bytes: new TextEncoder().encode(`${preset}:${spec.text}`),
  }));
const files = new Map<string, Uint8Array>();
const store = {
  put: async (key: string, bytes: Uint8Array) => void files.set(key, bytes),
  get: async (key: string) => files.get(key) ?? null,
  delete: async (key: string) => void files.delete(key),
};
const set = newIvrSet(
  ivrTemplate('dental-practice', ivrLanguage('en'), { company: 'Northwind Dental' }, exampleValues('en')),
  { voiceId: 'flite-slt', speed: 1, pitch: 0 },
  null,
);

let handle: Awaited<ReturnType<typeof openDb>>;
let orderId: string;
beforeAll(async () => {
  handle = await openDb({ inMemory: true });
  orderId = (
    await readyTestOrder(handle.db, {
      secret,
      render,
      store,
      items: [{ ...testGreeting, preset: 'pcm-8k' }, set],
    })
  ).orderId;
}, 120_000);
afterAll(() => handle.close());

describe('orderFileSources', () => {
  it('takes a WAV before the MP3 and keys a greeting by its item', async () => {
    const [greeting] = await orderFileSources(handle.db, orderId, { kind: 'order' });
    expect(greeting).toMatchObject({ role: 'greeting', key: greeting!.itemId });
    expect(greeting!.storageKey).toMatch(/\.wav$/);
    expect(greeting!.displayName).toMatch(/^01-/);
  });

  it("sends an IVR set's prompts in call order, keyed by set and prompt", async () => {
    const [row] = await handle.db.select().from(orderIvrSets);
    const prompts = await orderFileSources(handle.db, orderId, { kind: 'set', setId: row!.id });
    expect(prompts.length).toBeGreaterThan(2);
    expect(prompts.every((p) => p.role === 'ivr-prompt' && p.key.startsWith(`${row!.id}:`))).toBe(true);
    const names = prompts.map((p) => p.displayName);
    expect(names[0]).toMatch(/^01-/);
    expect(names).toEqual(names.toSorted());
    expect(new Set(prompts.map((p) => p.key)).size).toBe(prompts.length);
  });

  it('sends one item alone', async () => {
    const all = await orderFileSources(handle.db, orderId, { kind: 'order' });
    const one = await orderFileSources(handle.db, orderId, { kind: 'item', itemId: all[1]!.itemId });
    expect(one.map((f) => f.key)).toEqual([all[1]!.key]);
  });
});
