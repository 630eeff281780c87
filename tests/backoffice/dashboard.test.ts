// The admin home's aggregation on PGlite against hand-counted orders (now = 15 Nov 2026, 12:00 UTC:
// days 17 Oct – 15 Nov, months Dec 2025 – Nov 2026).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '@/lib/db/client';
import { customers, orders, type OrderStatus } from '@/lib/db/schema';
import { daysBetween, fillCheckoutDays, loadDashboard } from '@/lib/backoffice/dashboard';

const opened = openDb({ inMemory: true });
let db: Db;

type Fixture = { id: string; status: OrderStatus; currency: string; gross: number; created: string; paid?: string; ready?: string };
const fixtures: Fixture[] = [
  // Two EUR sales on the 14th, ready after 120 s and 240 s.
  { id: 'o1', status: 'ready', currency: 'EUR', gross: 1190, created: '2026-11-14T10:00:00Z', paid: '2026-11-14T10:05:00Z', ready: '2026-11-14T10:07:00Z' },
  { id: 'o2', status: 'ready', currency: 'EUR', gross: 2380, created: '2026-11-14T11:00:00Z', paid: '2026-11-14T11:01:00Z', ready: '2026-11-14T11:05:00Z' },
  // A USD sale whose render failed.
  { id: 'o3', status: 'failed', currency: 'USD', gross: 1000, created: '2026-11-15T09:00:00Z', paid: '2026-11-15T09:00:30Z' },
  // Checkouts never paid.
  { id: 'o4', status: 'pending', currency: 'EUR', gross: 990, created: '2026-11-15T08:00:00Z' },
  { id: 'o5', status: 'expired', currency: 'EUR', gross: 990, created: '2026-11-13T08:00:00Z' },
  // August: in the months, not the days (and not in the time to files).
  { id: 'o6', status: 'ready', currency: 'EUR', gross: 500, created: '2026-08-10T10:00:00Z', paid: '2026-08-10T10:00:00Z', ready: '2026-08-10T11:00:00Z' },
  // Before the twelve months.
  { id: 'o7', status: 'ready', currency: 'GBP', gross: 700, created: '2025-10-01T10:00:00Z', paid: '2025-10-01T10:00:00Z', ready: '2025-10-01T10:01:00Z' },
];

beforeAll(async () => {
  db = (await opened).db;
  await db.insert(customers).values({ id: 'c', email: 'b@example.com', name: 'B', country: 'DE' });
  for (const f of fixtures) {
    await db.insert(orders).values({
      id: f.id, reference: `R-${f.id}`, status: f.status, customerId: 'c', email: 'b@example.com', locale: 'en', currency: f.currency,
      country: 'DE', vatMode: 'standard', vatRateBp: 1900, netTotal: f.gross, vatTotal: 0, grossTotal: f.gross, tokenHash: `h-${f.id}`, tokenSealed: 's',
      createdAt: new Date(f.created), paidAt: f.paid ? new Date(f.paid) : null, readyAt: f.ready ? new Date(f.ready) : null,
    });
  }
}, 120_000);
afterAll(async () => (await opened).close());

describe('loadDashboard', () => {
  it('counts sales per day and month per currency, the checkout funnel, failed renders and time to files', async () => {
    const board = await loadDashboard(db, new Date('2026-11-15T12:00:00Z'));
    expect([board.from, board.to]).toEqual(['2026-10-17', '2026-11-15']);
    expect(board.daily).toEqual([
      { period: '2026-11-14', currency: 'EUR', orders: 2, gross: 3570 },
      { period: '2026-11-15', currency: 'USD', orders: 1, gross: 1000 },
    ]);
    expect(board.monthly).toEqual([
      { period: '2026-08', currency: 'EUR', orders: 1, gross: 500 },
      { period: '2026-11', currency: 'EUR', orders: 2, gross: 3570 },
      { period: '2026-11', currency: 'USD', orders: 1, gross: 1000 },
    ]);
    expect(board.checkouts).toHaveLength(30);
    expect(board.checkouts.slice(-3)).toEqual([
      { day: '2026-11-13', started: 1, paid: 0 },
      { day: '2026-11-14', started: 2, paid: 2 },
      { day: '2026-11-15', started: 2, paid: 1 },
    ]);
    expect(board.totals).toEqual({ started: 5, paid: 3, rendersFailed: 1, avgSecondsToFiles: 180 });
  });

  it('answers an empty shop with zeros and no average', async () => {
    const board = await loadDashboard(db, new Date('2030-01-01T00:00:00Z'), 7);
    expect(board.daily).toEqual([]);
    expect(board.checkouts.map((d) => d.started)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(board.totals).toEqual({ started: 0, paid: 0, rendersFailed: 0, avgSecondsToFiles: null });
  });
});

describe('fillCheckoutDays', () => {
  it('fills the days nobody checked out with zeros', () => {
    const days = daysBetween(new Date('2026-02-27T00:00:00Z'), new Date('2026-03-02T00:00:00Z'));
    expect(days).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(fillCheckoutDays(days, [{ day: '2026-02-28', started: 3, paid: 1 }])).toEqual([
      { day: '2026-02-27', started: 0, paid: 0 },
      { day: '2026-02-28', started: 3, paid: 1 },
      { day: '2026-03-01', started: 0, paid: 0 },
    ]);
  });
});
