// The Twilio links that need no account link, through the real route handlers on PGlite: a paid
// file plays behind its long-lived link, an IVR set's TwiML app walks a call step by step, a
// tampered link or one from before re-issuing answers the same 404 as a file that is not there.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Renderer } from '@/lib/orders/fulfilment/render-order';

vi.mock('server-only', () => ({}));
// Each preset's files as presets.ts lists them; bytes from the text, so files are told apart.
const standIn: Renderer = vi.hoisted(() => async (spec, { presets: asked }) => {
  const { presets: all } = await import('@/lib/audio/presets');
  return asked.flatMap((preset) =>
    all[preset].files.map((file) => ({
      preset,
      extension: file.extension,
      mime: file.mime,
      bytes: new TextEncoder().encode(`${preset}:${file.extension}:${spec.text}`),
    })),
  );
});
vi.mock('@/lib/orders/fulfilment/renderer', () => ({ renderForOrder: standIn }));

const dataDir = mkdtempSync(path.join(tmpdir(), 'gs-play-routes-'));
const secret = 'play-routes-test-secret-0123456789';
process.env.DATA_DIR = dataDir;
process.env.APP_SECRET = secret;
process.env.SITE_URL = 'https://greetings.example';

const { resetEnvCache } = await import('@/lib/env');
resetEnvCache();
const { closeDb, getDb } = await import('@/lib/db/client');
const { files, orderIvrSets, orders } = await import('@/lib/db/schema');
const { readyTestOrder, testGreeting } = await import('@/lib/orders/paid-order.test-kit');
const { fileStore } = await import('@/lib/orders/server');
const { newIvrSet } = await import('@/lib/ivr/set-spec');
const { ivrTemplate } = await import('@/lib/ivr/templates');
const { ivrLanguage } = await import('@/lib/ivr/language');
const { exampleValues } = await import('@/lib/greeting/templates');
const { playGeneration, reissuePlayLinks } = await import('@/lib/delivery/play-links');
const { filePlayUrl, twimlAppUrl } = await import('@/lib/delivery/play-urls');
const playRoute = await import('@/app/api/play/[id]/route');
const twimlRoute = await import('@/app/api/twiml/[id]/route');
const reissueRoute = await import('@/app/api/orders/[id]/play-links/route');

const set = newIvrSet(
  ivrTemplate('dental-practice', ivrLanguage('en'), { company: 'Northwind Dental' }, exampleValues('en')),
  { voiceId: 'flite-slt', speed: 1, pitch: 0 },
  null,
);
let orderId: string;
let token: string;
let fileId: string;
let setId: string;

beforeAll(async () => {
  const db = await getDb();
  const created = await readyTestOrder(db, {
    secret,
    items: [testGreeting, set],
    buyer: { email: 'play@example.com', name: 'P', country: 'IE' },
    render: standIn,
    store: fileStore(),
  });
  orderId = created.orderId;
  token = created.token;
  const [file] = await db.select().from(files).where(eq(files.orderId, orderId));
  fileId = file!.id;
  const [row] = await db.select().from(orderIvrSets).where(eq(orderIvrSets.orderId, orderId));
  setId = row!.id;
}, 180_000);
afterAll(async () => {
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
/** The route sees the path and query of a link; the host is ours (SITE_URL). */
const local = (url: string) => url.replace('https://greetings.example', 'http://localhost:3000');
const getPlay = (url: string, id: string) => playRoute.GET(new Request(local(url)), ctx(id));
const postTwiml = (url: string, form: Record<string, string> = {}) =>
  twimlRoute.POST(
    new Request(local(url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    }),
    ctx(setId),
  );

describe('GET /api/play/<fileId>/', () => {
  it('plays a paid file behind its link, for as long as the link is not re-issued', async () => {
    const db = await getDb();
    const url = filePlayUrl(secret, fileId, await playGeneration(db, orderId));
    expect(url).toMatch(
      /^https:\/\/greetings\.example\/api\/play\/[A-Za-z0-9_-]+\/\?g=1&sig=[A-Za-z0-9_-]{40,}$/,
    );
    // Long-lived: a year on, the same link still plays.
    vi.useFakeTimers({ now: Date.now() + 366 * 24 * 3600 * 1000, toFake: ['Date'] });
    try {
      const response = await getPlay(url, fileId);
      expect(response.status).toBe(200);
      expect(new TextDecoder().decode(await response.arrayBuffer())).toContain('Thank you for calling.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 404 to a tampered signature, another file under the same signature, or an old generation', async () => {
    const db = await getDb();
    const url = filePlayUrl(secret, fileId, await playGeneration(db, orderId));
    const tampered = url.slice(0, -1) + (url.endsWith('A') ? 'B' : 'A');
    expect((await getPlay(tampered, fileId)).status).toBe(404);
    const [other] = await db.select().from(files).where(eq(files.orderId, orderId)).offset(1).limit(1);
    expect((await getPlay(url.replace(fileId, other!.id), other!.id)).status).toBe(404);
    const next = await reissuePlayLinks(db, orderId);
    expect((await getPlay(url, fileId)).status).toBe(404);
    expect((await getPlay(filePlayUrl(secret, fileId, next), fileId)).status).toBe(200);
  });

  it('stops serving once the order is no longer ready (refunded)', async () => {
    const db = await getDb();
    const url = filePlayUrl(secret, fileId, await playGeneration(db, orderId));
    await db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, orderId));
    try {
      expect((await getPlay(url, fileId)).status).toBe(404);
    } finally {
      await db.update(orders).set({ status: 'ready' }).where(eq(orders.id, orderId));
    }
  });
});

/** The attribute or element values of a TwiML document. */
const playsOf = (xml: string) =>
  [...xml.matchAll(/<Play>([^<]*)<\/Play>/g)].map((m) => m[1]!.replace(/&#38;/g, '&'));
const actionOf = (xml: string) => /action="([^"]*)"/.exec(xml)?.[1]?.replace(/&#38;/g, '&') ?? null;

describe('/api/twiml/<setId>/ (the IVR set as a TwiML app)', () => {
  it('walks a call: welcome and menu, a key, the department and hold prompts, each a live play link', async () => {
    const db = await getDb();
    const app = twimlAppUrl(secret, setId, await playGeneration(db, orderId));
    const start = await postTwiml(app);
    expect(start.status).toBe(200);
    expect(start.headers.get('content-type')).toMatch(/^text\/xml/);
    const first = await start.text();
    const plays = playsOf(first);
    expect(plays).toHaveLength(2);
    for (const url of plays) {
      const id = /\/api\/play\/([^/]+)\//.exec(url)![1]!;
      expect((await getPlay(url, id)).status).toBe(200);
    }
    const action = actionOf(first);
    expect(action).toContain('&m=');
    const department = await (await postTwiml(action!, { Digits: '1' })).text();
    expect(playsOf(department)).toHaveLength(2);
    expect(department).toContain('<Hangup/>');
    const wrong = await (await postTwiml(action!, { Digits: '9' })).text();
    expect(actionOf(wrong)).toContain('&n=1');
  });

  it('answers 404 to a link of another subject or a revoked generation', async () => {
    const db = await getDb();
    const generation = await playGeneration(db, orderId);
    const asFile = filePlayUrl(secret, setId, generation).replace('/api/play/', '/api/twiml/');
    expect((await postTwiml(asFile)).status).toBe(404);
    const app = twimlAppUrl(secret, setId, generation);
    await reissuePlayLinks(db, orderId);
    expect((await postTwiml(app)).status).toBe(404);
  });
});

describe('POST /api/orders/<id>/play-links/ (re-issue)', () => {
  const post = (id: string, body: unknown) =>
    reissueRoute.POST(
      new Request(`http://localhost:3000/api/orders/${id}/play-links/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      ctx(id),
    );

  it('revokes every earlier link for the token holder, and only for them', async () => {
    const db = await getDb();
    const before = await playGeneration(db, orderId);
    const url = filePlayUrl(secret, fileId, before);
    expect((await post(orderId, {})).status).toBe(404);
    expect((await post(orderId, { token: 'x'.repeat(43) })).status).toBe(404);
    expect((await getPlay(url, fileId)).status).toBe(200);
    const response = await post(orderId, { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ generation: before + 1 });
    expect((await getPlay(url, fileId)).status).toBe(404);
    expect((await getPlay(filePlayUrl(secret, fileId, before + 1), fileId)).status).toBe(200);
  });

  it('refuses a body with unknown fields', async () => {
    expect((await post(orderId, { token, generation: 1 })).status).toBe(400);
  });
});
