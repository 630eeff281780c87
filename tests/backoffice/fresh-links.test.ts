// Fresh download links on PGlite with a real placed, paid and fulfilled order: every file and the
// ZIP get a link signed now that the download check accepts for 24 h; a double click within the
// minute gets the same links and one audit row; an order without files is refused.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '@/lib/db/client';
import { orderAudit } from '@/lib/backoffice/audit';
import { issueFreshLinks } from '@/lib/backoffice/fresh-links';
import { presets } from '@/lib/audio/presets';
import { DOWNLOAD_TTL_MS, verifyDownload } from '@/lib/orders/access/tokens';
import type { Renderer } from '@/lib/orders/fulfilment/render-order';
import { placeTestOrder, readyTestOrder } from '@/lib/orders/paid-order.test-kit';
import { LocalFileStore } from '@/lib/orders/storage/file-store';

let db: Db;
let close: () => Promise<void>;
const operator = { uid: 'op', email: 'op@example.com' };
const secret = 'fresh-links-test-secret-0123456789';
const site = 'https://greetings.example/';
const store = new LocalFileStore(mkdtempSync(path.join(tmpdir(), 'gs-fresh-links-')));
const render: Renderer = async (spec, { presets: asked }) =>
  asked.flatMap((preset) =>
    presets[preset].files.map((file) => ({ preset, extension: file.extension, mime: file.mime, bytes: new TextEncoder().encode(`${preset}:${spec.text}`) })),
  );

beforeAll(async () => {
  ({ db, close } = await openDb({ inMemory: true }));
}, 120_000);
afterAll(async () => close?.());

const query = (url: string) => {
  const u = new URL(url);
  return { path: u.pathname, expires: Number(u.searchParams.get('expires')), sig: u.searchParams.get('sig') ?? '' };
};

describe('issueFreshLinks', () => {
  it('signs every file and the ZIP for 24 h, once per double click', async () => {
    const { orderId } = await readyTestOrder(db, { secret, render, store });
    const now = Date.parse('2026-11-01T10:00:10Z');
    const first = await issueFreshLinks(db, secret, site, operator, orderId, now);
    if (first.outcome !== 'done') throw new Error(`expected done, got ${first.outcome}`);
    expect(first.links.files.length).toBeGreaterThan(0);
    for (const file of first.links.files) {
      const q = query(file.url);
      expect(file.url.startsWith('https://greetings.example/api/files/')).toBe(true);
      const fileId = q.path.split('/')[3]!;
      expect(verifyDownload(secret, fileId, q.expires, q.sig, now)).toBe(true);
      expect(verifyDownload(secret, fileId, q.expires, q.sig, now + DOWNLOAD_TTL_MS)).toBe(false);
    }
    const zip = query(first.links.zip);
    expect(verifyDownload(secret, `zip:${orderId}`, zip.expires, zip.sig, now)).toBe(true);

    const second = await issueFreshLinks(db, secret, site, operator, orderId, now + 20_000);
    expect(second).toEqual({ ...first, outcome: 'unchanged' });
    const trail = await orderAudit(db, orderId);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'fresh-links', after: { files: first.links.files.length, expiresAt: first.links.expiresAt } });
    // A minute later is a new issue, with its own audit row.
    expect((await issueFreshLinks(db, secret, site, operator, orderId, now + 70_000)).outcome).toBe('done');
    expect(await orderAudit(db, orderId)).toHaveLength(2);
  });

  it('refuses an order that has no files yet and answers not-found for an unknown one', async () => {
    const { orderId } = await placeTestOrder(db, { secret });
    expect(await issueFreshLinks(db, secret, site, operator, orderId)).toMatchObject({ outcome: 'refused' });
    expect(await issueFreshLinks(db, secret, site, operator, 'nope')).toEqual({ outcome: 'not-found' });
    expect(await orderAudit(db, orderId)).toHaveLength(0);
  });
});
