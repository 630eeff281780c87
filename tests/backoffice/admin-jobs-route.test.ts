// The jobs routes through their real modules over the table queue: an operator lists failed jobs
// as JSON and retries one (a repeat is 'unchanged') or all; a visitor, a customer and a
// cross-origin POST are refused before anything moves; a malformed body is a 400.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDb } from '@/lib/db/client';
import { jobs } from '@/lib/db/schema';
import { TableQueue } from '@/lib/jobs/table-queue';

const opened = openDb({ inMemory: true });
vi.mock('@/lib/db/client', async (original) => ({
  ...(await original<typeof import('@/lib/db/client')>()),
  getDb: async () => (await opened).db,
}));
vi.mock('@/lib/orders/fulfilment/job-queue', () => ({ jobQueue: async () => new TableQueue((await opened).db) }));
vi.mock('@/lib/auth/verify', () => ({
  verifySessionCookie: (cookie: string) =>
    Promise.resolve(cookie.startsWith('uid:') ? { uid: cookie.slice(4), email: null, emailVerified: true, name: null, picture: null, authTime: 0, via: 'cookie' } : null),
}));
vi.mock('@/lib/auth/admin', () => ({
  adminAuth: () => ({
    getUser: (uid: string) => Promise.resolve({ disabled: false, email: `${uid}@example.com`, customClaims: uid === 'op' ? { operator: true } : {} }),
  }),
}));

const list = (await import('@/app/api/admin/jobs/route')).GET;
const retry = (await import('@/app/api/admin/jobs/retry/route')).POST;
const own = 'http://localhost:3000';

beforeAll(async () => {
  const { db } = await opened;
  await db.insert(jobs).values([
    { id: 'j1', name: 'fulfil-order', data: { orderId: 'o1' }, state: 'failed', attempts: 4, lastError: 'boom' },
    { id: 'j2', name: 'send-email', data: {}, state: 'failed', attempts: 6, lastError: 'smtp down' },
  ]);
}, 120_000);
afterAll(async () => (await opened).close());

function request(method: 'GET' | 'POST', path: string, init: { cookie?: string; origin?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', host: 'localhost:3000' };
  if (init.cookie) headers.cookie = `__session=${init.cookie}`;
  if (init.origin) headers.origin = init.origin;
  return new Request(`${own}${path}`, { method, headers, ...(method === 'POST' ? { body: JSON.stringify(init.body ?? {}) } : {}) });
}
const state = async (id: string) => (await (await opened).db.select().from(jobs).where(eq(jobs.id, id)))[0]?.state;

describe('admin jobs routes', () => {
  it('lists failed jobs for an operator only', async () => {
    expect((await list(request('GET', '/api/admin/jobs/'), {})).status).toBe(401);
    expect((await list(request('GET', '/api/admin/jobs/', { cookie: 'uid:customer' }), {})).status).toBe(404);
    const response = await list(request('GET', '/api/admin/jobs/', { cookie: 'uid:op' }), {});
    expect(response.status).toBe(200);
    const body = (await response.json()) as { backend: string; jobs: { id: string; attempts: number; error: string }[] };
    expect(body.backend).toBe('table');
    expect(body.jobs.map((j) => [j.id, j.attempts, j.error]).sort()).toEqual([['j1', 4, 'boom'], ['j2', 6, 'smtp down']]);
  });

  it('refuses CSRF, visitors and bad bodies without moving a job', async () => {
    const one = { name: 'fulfil-order', id: 'j1' };
    expect((await retry(request('POST', '/api/admin/jobs/retry/', { cookie: 'uid:op', origin: 'https://evil.example', body: one }), {})).status).toBe(403);
    expect((await retry(request('POST', '/api/admin/jobs/retry/', { origin: own, body: one }), {})).status).toBe(401);
    const bad = await retry(request('POST', '/api/admin/jobs/retry/', { cookie: 'uid:op', origin: own, body: { all: false } }), {});
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: { code: 'validation', message: 'Name a job ({ name, id }) or send { all: true }.' } });
    expect(await state('j1')).toBe('failed');
  });

  it('retries one idempotently, then all the rest', async () => {
    const one = { cookie: 'uid:op', origin: own, body: { name: 'fulfil-order', id: 'j1' } };
    expect(await (await retry(request('POST', '/api/admin/jobs/retry/', one), {})).json()).toEqual({ outcome: 'done' });
    expect(await (await retry(request('POST', '/api/admin/jobs/retry/', one), {})).json()).toEqual({ outcome: 'unchanged' });
    expect(await state('j1')).toBe('created');
    const all = { cookie: 'uid:op', origin: own, body: { all: true } };
    expect(await (await retry(request('POST', '/api/admin/jobs/retry/', all), {})).json()).toEqual({ retried: 1 });
    expect(await state('j2')).toBe('created');
  });
});
