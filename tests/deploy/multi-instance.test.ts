// The deployment of docs (README "Releases"): one build, `npm run migrate`, then two production
// instances on one PostgreSQL (Debian's, started here) sharing files (the shared data folder, or
// the S3 bucket when S3_* is set) behind a load balancer. Orders are created and paid alternately
// on both; the instance rendering one is killed with SIGKILL and the other finishes it — nobody
// opens an order page meanwhile. Then: every file and ZIP downloads from both, invoice numbers
// have no gap, a rate limit counts across both, and a rolling restart loses no request.
// Needs the production build (scripts/test.mjs runs this after `next build`).
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, startPostgres, type PostgresServer } from '../db/postgres-server';
import { startS3Server, type S3Server } from '../storage/s3-server';
import { startS3Gate, type S3Gate } from './s3-gate';
import {
  root,
  startBalancer,
  startInstance,
  stopInstance,
  waitReady,
  type Balancer,
  type Instance,
} from './cluster';

const run = promisify(execFile);
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const built = existsSync(path.join(root, distDir, 'BUILD_ID'));
// Ports of this suite (3261-3269): two instances and the balancer.
const PORTS = { a: 3261, b: 3262, balancer: 3263 } as const;

let database: PostgresServer | undefined;
let bucket: S3Server | undefined;
let gate: S3Gate | undefined;
let sql: pg.Pool | undefined;
let dataDir = '';
let env: Record<string, string> = {};
const instances = new Map<'a' | 'b', Instance>();
/** Instances killed on purpose: their output still explains a failure. */
const gone: Instance[] = [];
let balancer: Balancer | undefined;

type PlacedOrder = { orderId: string; token: string };
const placed: PlacedOrder[] = [];

const until = async <T>(what: string, ms: number, check: () => Promise<T | undefined>): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** A wait for an order that failed says where the order and its jobs stood, and what the instances printed of it. */
async function explained<T>(orderId: string, waiting: Promise<T>): Promise<T> {
  try {
    return await waiting;
  } catch (error) {
    const order = await sql!.query('SELECT status, updated_at FROM orders WHERE id = $1', [orderId]);
    const jobs = await sql!.query(
      `SELECT name, state, retry_count, started_on, completed_on, output FROM pgboss.job
        WHERE data->>'orderId' = $1 ORDER BY created_on`,
      [orderId],
    );
    const printed = [...instances.values(), ...gone].flatMap((i) =>
      i.output.filter((line) => line.includes(orderId) || /\[(jobs|fulfil)\]/.test(line)).map((l) => `${i.name}: ${l}`),
    );
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\norder: ${JSON.stringify(order.rows)}\njobs: ${JSON.stringify(jobs.rows)}\n${printed.slice(-60).join('\n')}`,
    );
  }
}

function instance(name: 'a' | 'b'): Instance {
  const found = instances.get(name);
  if (!found) throw new Error(`instance ${name} is not running`);
  return found;
}

async function boot(name: 'a' | 'b'): Promise<Instance> {
  const started = startInstance(name, PORTS[name], env);
  instances.set(name, started);
  await waitReady(started);
  return started;
}

const json = (body: unknown, clientAddress: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
  body: JSON.stringify(body),
});

beforeAll(async () => {
  if (!postgresAvailable || !built) return;
  database = await startPostgres();
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  dataDir = mkdtempSync(path.join(tmpdir(), 'gs-deploy-'));
  // Rendered files live in one S3-compatible bucket: with DATABASE_URL an instance refuses a
  // local files folder (the shared DATA_DIR keeps only caches).
  bucket = await startS3Server();
  // The instances reach the bucket through a gate that can hold an order's uploads mid-render.
  gate = await startS3Gate(bucket.url, bucket.bucket);
  env = {
    DATABASE_URL: database.url,
    ...bucket.env,
    S3_ENDPOINT: gate.url,
    DATA_DIR: dataDir,
    // The test's clients name themselves in X-Forwarded-For behind one trusted proxy hop.
    TRUST_PROXY_HOPS: '1',
    NEXT_DIST_DIR: distDir,
    SITE_URL: `http://localhost:${PORTS.balancer}`,
    APP_SECRET: 'deploy-test-secret-0123456789abcdef',
    RATE_LIMIT_STORE: 'postgres',
    TTS_WORKERS: '1',
  };
}, 120_000);

afterAll(async () => {
  await balancer?.close();
  await Promise.all([...instances.values()].map((i) => stopInstance(i, 'SIGKILL')));
  await sql?.end();
  database?.stop();
  await gate?.stop();
  await bucket?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!postgresAvailable || !built)('two production instances on one PostgreSQL', () => {
  it(
    'an instance refuses an unmigrated database; `npm run migrate` on two machines at once prepares it',
    { timeout: 240_000 },
    async () => {
      const early = startInstance('early', PORTS.a, env);
      const code = await early.exited;
      expect(code).not.toBe(0);
      expect(early.output.join('\n')).toContain('npm run migrate');

      const migrate = () =>
        run(process.execPath, [path.join(root, 'scripts', 'migrate.mjs')], {
          cwd: root,
          env: { ...process.env, ...env },
        });
      await Promise.all([migrate(), migrate()]);
      const { rows } = await sql!.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      const journal = JSON.parse(
        readFileSync(path.join(root, 'lib/db/migrations/meta/_journal.json'), 'utf8'),
      );
      expect(rows[0].n).toBe(journal.entries.length);
    },
  );

  it('both instances run the one build', { timeout: 240_000 }, async () => {
    await Promise.all([boot('a'), boot('b')]);
    const scripts = async (url: string) => {
      const html = await (await fetch(`${url}/help/`)).text();
      return [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]).sort();
    };
    const [fromA, fromB] = await Promise.all([scripts(instance('a').url), scripts(instance('b').url)]);
    expect(fromA.length).toBeGreaterThan(0);
    expect(fromB).toEqual(fromA);
    const buildId = readFileSync(path.join(root, distDir, 'BUILD_ID'), 'utf8').trim();
    const commit = (await run('git', ['rev-parse', 'HEAD'], { cwd: root })).stdout.trim();
    expect([process.env.BUILD_ID, commit, `${commit}-dirty`]).toContain(buildId);
  });

  it(
    'orders paid alternately on both; the instance rendering one is killed; the other finishes it within 60 s',
    { timeout: 300_000 },
    async () => {
      const a = instance('a');
      const b = instance('b');
      const marks = { a: a.output.length, b: b.output.length };
      // Renders stop at their first upload until the gate opens: one is surely mid-render at the kill.
      gate!.close();
      for (let i = 0; i < 6; i++) {
        const [creator, payer] = i % 2 === 0 ? [a, b] : [b, a];
        const client = `10.20.0.${i + 1}`;
        const created = await fetch(
          `${creator.url}/api/checkout/`,
          json(
            {
              items: [
                {
                  useCase: 'business-voicemail',
                  locale: 'en',
                  text: `Thank you for calling shop number ${i + 1}. We will call you back soon.`,
                  voice: { id: 'flite-slt' },
                },
              ],
              currency: 'EUR',
              locale: 'en',
              buyer: { email: `buyer${i}@example.com`, name: 'Buyer', country: 'IE' },
              method: 'test',
              withdrawalConsent: true,
            },
            client,
          ),
        );
        expect(created.status).toBe(201);
        const { orderId, token } = (await created.json()) as PlacedOrder;
        const paid = await fetch(`${payer.url}/api/checkout/test-pay/`, json({ orderId, token }, client));
        expect(paid.status).toBe(200);
        placed.push({ orderId, token });
      }

      // An instance whose render waits at the gate (order claimed, first file not stored) is killed.
      const rendering = /\[fulfil\] rendering order (\S+)/;
      const { victim, orderId } = await until('a render to reach its first upload', 60_000, async () => {
        for (const held of gate!.held()) {
          for (const [name, inst] of [
            ['a', a],
            ['b', b],
          ] as const) {
            const renders = inst.output.slice(marks[name]).some((l) => rendering.exec(l)?.[1] === held);
            if (renders) return { victim: name, orderId: held };
          }
        }
        return undefined;
      });
      const { rows: atKill } = await sql!.query('SELECT status FROM orders WHERE id = $1', [orderId]);
      expect(atKill[0].status).toBe('rendering');
      await stopInstance(instance(victim), 'SIGKILL');
      gone.push(instance(victim));
      instances.delete(victim);
      const killedAt = Date.now();
      gate!.open();

      // Nobody opens an order page: only the database is watched.
      const finished = async (id: string) => {
        const { rows } = await sql!.query(
          `SELECT o.status, (SELECT count(*)::int FROM files f WHERE f.order_id = o.id) AS files,
                  (SELECT e.status FROM email_outbox e WHERE e.order_id = o.id LIMIT 1) AS mail
             FROM orders o WHERE o.id = $1`,
          [id],
        );
        const row = rows[0] as { status: string; files: number; mail: string | null };
        return row.status === 'ready' && row.files > 0 && (row.mail === 'written' || row.mail === 'sent')
          ? true
          : undefined;
      };
      await explained(orderId, until(`order ${orderId} of the killed instance`, 60_000, () => finished(orderId)));
      expect(Date.now() - killedAt).toBeLessThan(60_000);
      for (const order of placed)
        await explained(order.orderId, until(`order ${order.orderId}`, 120_000, () => finished(order.orderId)));

      // Invoice numbers: one per order, no gap.
      const { rows } = await sql!.query(
        `SELECT sequence FROM invoices WHERE kind = 'invoice' ORDER BY sequence`,
      );
      expect(rows.map((r: { sequence: number }) => r.sequence)).toEqual(placed.map((_, i) => i + 1));
    },
  );

  it('every file and ZIP downloads from both instances', { timeout: 240_000 }, async () => {
    for (const name of ['a', 'b'] as const) if (!instances.has(name)) await boot(name);
    for (const { orderId, token } of placed) {
      const view = (await (
        await fetch(`${instance('a').url}/api/orders/${orderId}/?token=${encodeURIComponent(token)}`)
      ).json()) as {
        status: string;
        items: { files: { url: string; size: number; name: string }[] }[];
        zipUrl: string;
      };
      expect(view.status).toBe('ready');
      const files = view.items.flatMap((item) => item.files);
      expect(files.length).toBeGreaterThan(0);
      for (const inst of [instance('a'), instance('b')]) {
        for (const file of files) {
          const response = await fetch(`${inst.url}${file.url}`);
          expect(response.status, `${file.name} from ${inst.name}`).toBe(200);
          expect((await response.arrayBuffer()).byteLength).toBe(file.size);
        }
        const zip = await fetch(`${inst.url}${view.zipUrl}`);
        expect(zip.status).toBe(200);
        const bytes = Buffer.from(await zip.arrayBuffer());
        expect(bytes.byteLength).toBeGreaterThan(files.reduce((sum, f) => sum + f.name.length, 22));
        for (const file of files) expect(bytes.includes(Buffer.from(file.name))).toBe(true);
      }
    }
  });

  it('a rate limit counts across both instances', { timeout: 60_000 }, async () => {
    // The checkout bucket holds 10 requests per client; 16 split over both instances.
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) {
      const inst = instance(i % 2 === 0 ? 'a' : 'b');
      statuses.push((await fetch(`${inst.url}/api/checkout/`, json({}, '10.30.0.1'))).status);
    }
    const limited = statuses.filter((s) => s === 429).length;
    // Per-instance buckets would allow all 16 (8 each); a shared one refuses at least 5.
    expect(limited).toBeGreaterThanOrEqual(5);
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
  });

  it('a rolling restart behind the balancer loses no request', { timeout: 300_000 }, async () => {
    balancer = await startBalancer(PORTS.balancer, [PORTS.a, PORTS.b]);
    let rolling = true;
    const outcomes: (number | string)[] = [];
    const client = async () => {
      while (rolling) {
        try {
          const response = await fetch(`${balancer!.url}/api/checkout/config/`);
          await response.arrayBuffer();
          outcomes.push(response.status);
        } catch (error) {
          outcomes.push(error instanceof Error ? error.message : String(error));
        }
      }
    };
    const clients = [client(), client(), client()];
    for (const name of ['a', 'b'] as const) {
      // The release order of README "Releases": out of rotation, stop, start the new one, back in.
      await balancer.drain(PORTS[name]);
      await stopInstance(instance(name), 'SIGTERM');
      await boot(name);
      balancer.add(PORTS[name]);
    }
    rolling = false;
    await Promise.all(clients);
    expect(outcomes.length).toBeGreaterThan(20);
    expect(outcomes.filter((o) => o !== 200)).toEqual([]);
  });
});
