// The fulfilment and mail jobs on the embedded database: each state of an order leads to the
// right step, a repeated job repeats nothing done, a dead renderer's order is taken over, and a
// fulfilment that used up its retries is marked on the order and reaches the failure hook.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../db/client';
import { emailOutbox, files, orders } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import { LocalFileStore } from '../storage/file-store';
import type { Renderer } from './render-order';
import {
  confirmationEmailId,
  FULFIL_ORDER,
  FULFIL_SWEEP,
  handleEmailJob,
  handleFulfilSweep,
  IDLE_PAID_MS,
  handleFulfilDead,
  handleFulfilJob,
  SEND_EMAIL,
  STALE_RENDER_MS,
  type FulfilmentJobDeps,
} from './jobs';
import { payTestOrder, placeTestOrder } from '../paid-order.test-kit';

let handle: Awaited<ReturnType<typeof openDb>>;
let db: Db;
let dir: string;
beforeAll(async () => {
  handle = await openDb({ inMemory: true });
  db = handle.db;
  dir = mkdtempSync(path.join(tmpdir(), 'gs-fulfil-job-'));
});
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const placeOrder = () => placeTestOrder(db, { secret: 'test-secret-0123456789' });

async function paidOrder(): Promise<string> {
  const order = await placeOrder();
  expect(await payTestOrder(db, order)).toBe('paid');
  return order.orderId;
}

function harness(render: Renderer) {
  const sent: { name: string; data: Record<string, unknown> }[] = [];
  const finalFailures: string[] = [];
  const queue: JobQueue = {
    kind: 'table',
    define: async () => undefined,
    send: async (name, data) => void sent.push({ name, data }),
    work: async () => undefined,
    stop: async () => undefined,
    stuckJobs: async () => [],
    retry: async () => false,
  };
  const deps: FulfilmentJobDeps = {
    db,
    queue,
    render,
    store: new LocalFileStore(path.join(dir, 'files')),
    outbox: { dir: path.join(dir, 'outbox'), mailer: null, from: 'Shop <s@example.com>' },
    confirmation: async (orderId) => ({
      to: 'buyer@example.com',
      subject: `Order ${orderId}`,
      body: 'Thanks',
    }),
    onRenderFailedFinally: async (orderId) => void finalFailures.push(orderId),
  };
  return { deps, sent, finalFailures };
}

const renderOk: Renderer = async (_spec, { presets }) =>
  presets.map((preset) => ({
    preset,
    extension: 'wav',
    mime: 'audio/wav',
    bytes: new Uint8Array([1, 2, 3]),
  }));

const status = async (orderId: string) => (await db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

describe('fulfilment jobs', () => {
  it('renders a paid order, queues its confirmation once and delivers it once', async () => {
    const orderId = await paidOrder();
    const { deps, sent } = harness(renderOk);
    await handleFulfilJob(deps, { orderId });
    expect((await status(orderId)).status).toBe('ready');
    const stored = await db.select().from(files).where(eq(files.orderId, orderId));
    expect(stored.length).toBeGreaterThan(0);
    expect(sent).toEqual([{ name: SEND_EMAIL, data: { emailId: confirmationEmailId(orderId) } }]);

    // The same job again (at-least-once): no second render, one outbox row.
    await handleFulfilJob(deps, { orderId });
    expect(await db.select().from(files).where(eq(files.orderId, orderId))).toHaveLength(stored.length);
    const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId));
    expect(rows).toHaveLength(1);

    await handleEmailJob(deps, { emailId: confirmationEmailId(orderId) });
    await handleEmailJob(deps, { emailId: confirmationEmailId(orderId) });
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId));
    expect(row?.status).toBe('written');
    expect(readdirSync(path.join(dir, 'outbox')).filter((f) => f.includes(row!.id))).toHaveLength(1);
  });

  it('leaves an order whose renderer is alive alone, and takes over one whose heartbeat stopped', async () => {
    const orderId = await paidOrder();
    await db.update(orders).set({ status: 'rendering', updatedAt: new Date() }).where(eq(orders.id, orderId));
    const { deps, sent } = harness(renderOk);
    await handleFulfilJob(deps, { orderId });
    expect((await status(orderId)).status).toBe('rendering');
    // No retry used up: a fresh job looks again a little later.
    expect(sent).toEqual([{ name: FULFIL_ORDER, data: { orderId } }]);
    // A dead letter now would be wrong: the render may still finish.
    await handleFulfilDead(deps, { orderId });
    expect((await status(orderId)).fulfilmentDeadAt).toBeNull();

    // The instance died: no heartbeat for longer than STALE_RENDER_MS.
    await db
      .update(orders)
      .set({ updatedAt: new Date(Date.now() - STALE_RENDER_MS - 1000) })
      .where(eq(orders.id, orderId));
    await handleFulfilJob(deps, { orderId });
    expect((await status(orderId)).status).toBe('ready');
  });

  it('a failed render throws (the queue retries), a retry renders again, a dead letter marks the order', async () => {
    const orderId = await paidOrder();
    const failing = harness(async () => {
      throw new Error('voice engine exploded');
    });
    await expect(handleFulfilJob(failing.deps, { orderId })).rejects.toThrow(/failed/);
    expect((await status(orderId)).status).toBe('failed');
    await expect(handleFulfilJob(failing.deps, { orderId })).rejects.toThrow(/failed/);
    expect((await status(orderId)).renderAttempts).toBe(2);

    await handleFulfilDead(failing.deps, { orderId });
    const dead = await status(orderId);
    expect(dead.status).toBe('failed');
    expect(dead.fulfilmentDeadAt).toBeInstanceOf(Date);
    expect(failing.finalFailures).toEqual([orderId]);
    // A second dead letter for the same order changes nothing and calls no hook again.
    await handleFulfilDead(failing.deps, { orderId });
    expect(failing.finalFailures).toEqual([orderId]);

    // Sent again by hand (an operator): the order renders and is no longer marked dead.
    const { deps } = harness(renderOk);
    await handleFulfilJob(deps, { orderId });
    expect(await status(orderId)).toMatchObject({ status: 'ready', fulfilmentDeadAt: null });
  });

  it('the sweep queues paid orders no job has taken for a while, and only those, then queues itself', async () => {
    const lost = await paidOrder();
    const taken = await paidOrder();
    await handleFulfilJob(harness(renderOk).deps, { orderId: taken });
    const unpaid = (await placeOrder()).orderId;
    const queued = (sent: { name: string; data: Record<string, unknown> }[]) =>
      sent.filter((s) => s.name === FULFIL_ORDER).map((s) => s.data.orderId);

    // Just paid: its own job may still be on its way.
    const fresh = harness(renderOk);
    await handleFulfilSweep(fresh.deps);
    expect(queued(fresh.sent)).not.toContain(lost);
    expect(fresh.sent.at(-1)).toEqual({ name: FULFIL_SWEEP, data: {} });

    // Paid longer ago than IDLE_PAID_MS and still not rendering: its job went missing.
    const later = harness(renderOk);
    await handleFulfilSweep(later.deps, new Date(Date.now() + IDLE_PAID_MS + 1_000));
    expect(queued(later.sent)).toContain(lost);
    expect(queued(later.sent)).not.toContain(taken);
    expect(queued(later.sent)).not.toContain(unpaid);
    expect(later.sent.at(-1)).toEqual({ name: FULFIL_SWEEP, data: {} });
  });

  it('does nothing for an unpaid order', async () => {
    const order = await placeOrder();
    const { deps, sent } = harness(renderOk);
    await handleFulfilJob(deps, { orderId: order.orderId });
    expect((await status(order.orderId)).status).toBe('pending');
    expect(sent).toEqual([]);
  });
});
