#!/usr/bin/env node
// Fills a PostgreSQL database with N realistic orders for the back office's scale benchmark
// (bench/backoffice.bench.ts): customers, orders in every status across countries, currencies,
// payment methods and two years of dates, with their items, payments, invoices, rendered files,
// confirmation mails, and refunds with credit notes and an operator's audit row.
// Fast: rows go in as one multi-row INSERT … SELECT FROM unnest(arrays) per table and batch of
// 5,000 orders. Deterministic (a seeded PRNG): two runs with the same N give the same data.
//   DATABASE_URL=postgres://… node bench/seed-orders.mjs [N=100000]
// The database must be migrated (npm run migrate); the tables are emptied first.
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const BATCH = 5_000;
const DAY = 86_400_000;
/** Orders are spread over these two years (the OSS bench reads one quarter of them). */
const FIRST = Date.parse('2025-01-01T00:00:00Z');
const LAST = Date.parse('2026-12-31T23:59:59Z');

/** mulberry32: small, fast and good enough to make the data look random but repeatable. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Buyers' countries, weighted like a European shop with some UK, US and Swiss customers. */
// prettier-ignore
const countries = [
  ['DE', 22, 'EUR', 1900], ['FR', 12, 'EUR', 2000], ['IT', 9, 'EUR', 2200], ['ES', 9, 'EUR', 2100],
  ['IE', 5, 'EUR', 2300], ['NL', 6, 'EUR', 2100], ['AT', 4, 'EUR', 2000], ['BE', 3, 'EUR', 2100],
  ['PT', 3, 'EUR', 2300], ['GR', 3, 'EUR', 2400], ['PL', 3, 'EUR', 2300], ['GB', 10, 'GBP', 0],
  ['US', 8, 'USD', 0], ['CH', 3, 'CHF', 0],
];
// prettier-ignore
const firstNames = ['Anna', 'Lukas', 'Marie', 'Jean', 'Giulia', 'Marco', 'Lucía', 'Pablo', 'Sofia', 'João', 'Eleni', 'Nikos', 'Emma', 'Oliver', 'Liam', 'Olivia', 'Noah', 'Mia', 'Paul', 'Clara', 'Sean', 'Aoife', 'Jan', 'Zofia', 'Pieter', 'Femke'];
// prettier-ignore
const lastNames = ['Müller', 'Schmidt', 'Martin', 'Bernard', 'Rossi', 'Russo', 'García', 'Fernández', 'Silva', 'Santos', 'Papadopoulos', 'Georgiou', 'Smith', 'Jones', 'Brown', 'Johnson', 'Murphy', 'Kelly', 'Nowak', 'Kowalski', 'de Vries', 'Janssen', 'Huber', 'Wagner', 'Dubois', 'Peeters'];
// prettier-ignore
const companies = ['Praxis Dr. Weber', 'Cabinet Durand', 'Studio Legale Bianchi', 'Clínica Sol', 'Autohaus Kern', 'Bakkerij Jansen', null, null, null, null, null, null];
const useCases = [
  'business-voicemail',
  'on-hold',
  'out-of-hours',
  'out-of-office',
  'personal-voicemail',
  'voice-prompt',
];
const presets = ['ulaw-8k', 'alaw-8k', 'wav-16k', 'mp3'];
const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const pick = (rand, list) => list[Math.floor(rand() * list.length)];
function weighted(rand, list) {
  const total = list.reduce((n, c) => n + c[1], 0);
  let r = rand() * total;
  for (const c of list) if ((r -= c[1]) < 0) return c;
  return list[list.length - 1];
}
function status(rand) {
  const r = rand();
  if (r < 0.86) return 'ready';
  if (r < 0.89) return 'refunded';
  if (r < 0.94) return 'expired';
  if (r < 0.965) return 'pending';
  if (r < 0.975) return 'failed';
  if (r < 0.99) return 'paid';
  return 'rendering';
}
const id = (prefix, n) => `${prefix}${n.toString(36).padStart(8, '0')}`;
function reference(rand) {
  let out = '';
  for (let i = 0; i < 8; i++) out += crockford[Math.floor(rand() * 32)];
  return `${out.slice(0, 4)}-${out.slice(4)}`;
}
const iso = (ms) => new Date(ms).toISOString();

/** One batch of rows per table, as column arrays for unnest(). */
function generate(rand, from, count, counters, references) {
  const t = {
    customers: [],
    orders: [],
    order_items: [],
    payments: [],
    invoices: [],
    files: [],
    email_outbox: [],
    admin_audit: [],
  };
  for (let n = from; n < from + count; n++) {
    const [country, , currency, rateBp] = weighted(rand, countries);
    const first = pick(rand, firstNames);
    const last = pick(rand, lastNames);
    const company = pick(rand, companies);
    const email = `${first}.${last}${n}@example.${country.toLowerCase()}`
      .toLowerCase()
      .replace(/[^a-z0-9.@]/g, '');
    const eu = rateBp > 0;
    const b2b = eu && company !== null && country !== 'IE' && rand() < 0.5;
    const customerId = id('cus_', n);
    const createdMs = FIRST + Math.floor(rand() * (LAST - FIRST));
    t.customers.push([
      customerId,
      email,
      `${first} ${last}`,
      company,
      b2b ? `${country}${100000000 + n}` : null,
      country,
      `${1 + (n % 200)} Main Street`,
      `${10000 + (n % 89999)}`,
      'City',
      rand() < 0.3 ? `uid_${n}` : null,
      iso(createdMs),
    ]);

    const st = status(rand);
    const orderId = id('ord_', n);
    let ref = reference(rand);
    while (references.has(ref)) ref = reference(rand);
    references.add(ref);
    const itemCount = rand() < 0.8 ? 1 : rand() < 0.7 ? 2 : 5;
    const vatMode = !eu ? 'none' : b2b ? 'reverse-charge' : 'standard';
    const vatBp = vatMode === 'standard' ? rateBp : 0;
    let net = 0;
    const items = [];
    for (let i = 0; i < itemCount; i++) {
      const words = 20 + Math.floor(rand() * 120);
      const unit = words <= 40 ? 1900 : words <= 80 ? 2900 : 3900;
      const discount = i > 0 ? Math.round(unit * 0.1) : 0;
      const itemNet = unit - discount;
      const itemVat = Math.round((itemNet * vatBp) / 10_000);
      net += itemNet;
      const spec = {
        useCase: pick(rand, useCases),
        locale: 'en',
        text: `Thank you for calling ${company ?? last}. [pause 1s] Please leave a message.`,
        voice: { id: 'en-kate', speed: 1, pitch: 0 },
        music: { trackId: null },
        preset: pick(rand, presets),
      };
      items.push({ id: `${orderId}_${i}`, spec, words, unit, discount, itemNet, itemVat });
    }
    const vat = Math.round((net * vatBp) / 10_000);
    const gross = net + vat;
    const paid = st !== 'pending' && st !== 'expired';
    const provider =
      paid || rand() < 0.5
        ? weighted(rand, [
            ['stripe', 70],
            ['paypal', 25],
            ['test', 5],
          ])[0]
        : null;
    const paidMs = paid ? createdMs + 30_000 + Math.floor(rand() * 600_000) : null;
    const readyMs = st === 'ready' || st === 'refunded' ? paidMs + 5_000 + Math.floor(rand() * 60_000) : null;
    const refundedMs = st === 'refunded' ? readyMs + Math.floor(rand() * 20 * DAY) : null;
    const evidence = [{ source: 'billing-address', country }];
    if (paid && provider === 'stripe')
      evidence.push({ source: 'card-country', country: rand() < 0.01 ? 'US' : country });
    const alert =
      st === 'failed'
        ? 'refund-failed: card expired; render: timeout'
        : evidence.some((e) => e.country !== country)
          ? `country-evidence: billing-address=${country} card-country=US`
          : null;
    const updatedMs = refundedMs ?? readyMs ?? paidMs ?? createdMs;
    t.orders.push([
      orderId,
      ref,
      st,
      customerId,
      t.customers.at(-1)[9],
      email,
      'en',
      currency,
      country,
      vatMode,
      vatBp,
      net,
      vat,
      gross,
      provider,
      createHash('sha256').update(orderId).digest('hex'),
      `sealed_${orderId}`,
      st === 'failed' ? 'render timed out' : null,
      paid ? 1 : 0,
      iso(createdMs),
      iso(updatedMs),
      paidMs && iso(paidMs),
      readyMs && iso(readyMs),
      refundedMs && iso(refundedMs),
      iso(createdMs),
      JSON.stringify(evidence),
      alert,
    ]);
    items.forEach((item, i) => {
      t.order_items.push([
        item.id,
        orderId,
        i,
        JSON.stringify(item.spec),
        JSON.stringify([...new Set([item.spec.preset, 'mp3'])]),
        item.words,
        item.words <= 40 ? 'short' : item.words <= 80 ? 'medium' : 'long',
        item.unit,
        item.discount,
        item.itemNet,
        item.itemVat,
        item.itemNet + item.itemVat,
      ]);
      if (readyMs) {
        for (const preset of new Set([item.spec.preset, 'mp3'])) {
          const name = `greeting-${i + 1}-${preset}.${preset === 'mp3' ? 'mp3' : 'wav'}`;
          t.files.push([
            `${item.id}_${preset}`,
            orderId,
            item.id,
            preset,
            name,
            preset === 'mp3' ? 'audio/mpeg' : 'audio/wav',
            40_000 + Math.floor(rand() * 400_000),
            `orders/${orderId}/${name}`,
            createHash('sha1').update(`${item.id}${preset}`).digest('hex'),
            iso(readyMs),
          ]);
        }
      }
    });
    if (provider && paid) {
      const pid = provider === 'stripe' ? `pi_${n}` : provider === 'paypal' ? `PP${n}` : `pay_${orderId}`;
      t.payments.push([
        `pay_${orderId}`,
        orderId,
        provider,
        pid,
        provider === 'paypal' ? `CAP${n}` : provider === 'stripe' ? `ch_${n}` : null,
        st === 'refunded' ? 'refunded' : 'succeeded',
        gross,
        currency,
        iso(paidMs),
        iso(refundedMs ?? paidMs),
      ]);
      const seller = JSON.stringify({ name: 'Greeting Studio Ltd.', country: 'IE', vatId: 'IE1234567T' });
      const method =
        provider === 'stripe' ? 'Card (Stripe)' : provider === 'paypal' ? 'PayPal' : 'Test payment';
      const issue = (kind, ms) => {
        const year = new Date(ms).getUTCFullYear();
        const key = `${kind}:${year}`;
        const sequence = (counters.get(key) ?? 0) + 1;
        counters.set(key, sequence);
        const number = `${kind === 'invoice' ? 'GS' : 'GS-CN'}-${year}-${String(sequence).padStart(6, '0')}`;
        t.invoices.push([
          `${kind === 'invoice' ? 'inv' : 'cn'}_${orderId}`,
          orderId,
          kind,
          number,
          year,
          sequence,
          iso(ms),
          seller,
          method,
        ]);
      };
      issue('invoice', paidMs);
      if (refundedMs) {
        issue('credit-note', refundedMs);
        t.admin_audit.push([
          `aud_${orderId}`,
          iso(refundedMs),
          'uid_operator',
          'ops@example.com',
          'refund',
          orderId,
          gross,
          currency,
          JSON.stringify({ status: 'ready' }),
          JSON.stringify({ status: 'refunded' }),
          null,
        ]);
        t.email_outbox.push([
          `refund-${orderId}`,
          orderId,
          email,
          'Your order was refunded',
          '',
          'sent',
          iso(refundedMs),
          iso(refundedMs),
        ]);
      }
    }
    if (readyMs)
      t.email_outbox.push([
        `confirmation-${orderId}`,
        orderId,
        email,
        'Your greeting is ready',
        '',
        'sent',
        iso(readyMs),
        iso(readyMs + 2_000),
      ]);
  }
  return t;
}

/** Column names and PostgreSQL types per table, in the order generate() fills them. */
// prettier-ignore
const columns = {
  customers: [['id', 'text'], ['email', 'text'], ['name', 'text'], ['company', 'text'], ['vat_id', 'text'], ['country', 'text'], ['street', 'text'], ['postcode', 'text'], ['city', 'text'], ['user_id', 'text'], ['created_at', 'timestamptz']],
  orders: [['id', 'text'], ['reference', 'text'], ['status', 'text'], ['customer_id', 'text'], ['user_id', 'text'], ['email', 'text'], ['locale', 'text'], ['currency', 'text'], ['country', 'text'], ['vat_mode', 'text'], ['vat_rate_bp', 'int'], ['net_total', 'bigint'], ['vat_total', 'bigint'], ['gross_total', 'bigint'], ['payment_provider', 'text'], ['token_hash', 'text'], ['token_sealed', 'text'], ['failure_reason', 'text'], ['render_attempts', 'int'], ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'], ['paid_at', 'timestamptz'], ['ready_at', 'timestamptz'], ['refunded_at', 'timestamptz'], ['withdrawal_consent_at', 'timestamptz'], ['country_evidence', 'jsonb'], ['alert', 'text']],
  order_items: [['id', 'text'], ['order_id', 'text'], ['position', 'int'], ['spec', 'jsonb'], ['presets', 'jsonb'], ['words', 'int'], ['tier', 'text'], ['unit_price', 'bigint'], ['discount', 'bigint'], ['net', 'bigint'], ['vat', 'bigint'], ['gross', 'bigint']],
  payments: [['id', 'text'], ['order_id', 'text'], ['provider', 'text'], ['provider_payment_id', 'text'], ['provider_capture_id', 'text'], ['status', 'text'], ['amount', 'bigint'], ['currency', 'text'], ['created_at', 'timestamptz'], ['updated_at', 'timestamptz']],
  invoices: [['id', 'text'], ['order_id', 'text'], ['kind', 'text'], ['number', 'text'], ['year', 'int'], ['sequence', 'int'], ['issued_at', 'timestamptz'], ['seller', 'jsonb'], ['payment_method', 'text']],
  files: [['id', 'text'], ['order_id', 'text'], ['order_item_id', 'text'], ['preset', 'text'], ['name', 'text'], ['mime', 'text'], ['size', 'int'], ['storage_key', 'text'], ['sha256', 'text'], ['created_at', 'timestamptz']],
  email_outbox: [['id', 'text'], ['order_id', 'text'], ['to_address', 'text'], ['subject', 'text'], ['body', 'text'], ['status', 'text'], ['created_at', 'timestamptz'], ['sent_at', 'timestamptz']],
  admin_audit: [['id', 'text'], ['created_at', 'timestamptz'], ['operator_uid', 'text'], ['operator_email', 'text'], ['action', 'text'], ['order_id', 'text'], ['amount', 'bigint'], ['currency', 'text'], ['before', 'jsonb'], ['after', 'jsonb'], ['note', 'text']],
};

async function insert(client, table, rows) {
  if (rows.length === 0) return;
  const cols = columns[table];
  const arrays = cols.map((_, c) => rows.map((row) => row[c] ?? null));
  // jsonb[] from text: unnest the JSON as text and cast each value.
  const params = cols.map(([, type], i) => `$${i + 1}::${type === 'jsonb' ? 'text' : type}[]`).join(', ');
  const select = cols.map(([name, type]) => (type === 'jsonb' ? `${name}::jsonb` : name)).join(', ');
  const names = cols.map(([name]) => `"${name}"`).join(', ');
  await client.query(
    `INSERT INTO ${table} (${names}) SELECT ${select} FROM unnest(${params}) AS t(${cols.map(([n]) => n).join(', ')})`,
    arrays,
  );
}

/** Empty the shop's tables and insert `total` orders; resolves to row counts per table. */
export async function seedOrders(databaseUrl, total = 100_000, log = console.log) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const rand = prng(20_261_129);
  const counters = new Map();
  const references = new Set();
  const counts = Object.fromEntries(Object.keys(columns).map((k) => [k, 0]));
  try {
    await client.query(
      'TRUNCATE customers, orders, order_items, payments, invoices, invoice_counters, files, email_outbox, processed_events CASCADE',
    );
    // The audit is append-only (a trigger); a fresh bench database starts without its rows.
    await client.query('ALTER TABLE admin_audit DISABLE TRIGGER USER');
    await client.query('TRUNCATE admin_audit');
    await client.query('ALTER TABLE admin_audit ENABLE TRIGGER USER');
    for (let from = 0; from < total; from += BATCH) {
      const batch = generate(rand, from, Math.min(BATCH, total - from), counters, references);
      await client.query('BEGIN');
      for (const table of Object.keys(columns)) {
        await insert(client, table, batch[table]);
        counts[table] += batch[table].length;
      }
      await client.query('COMMIT');
      if ((from / BATCH) % 4 === 0) log(`[seed] ${from + BATCH} / ${total} orders`);
    }
    // Invoice numbers in date order would need a sort of all documents first; gapless per kind
    // and year is what the counters and the gap check care about, so the counters are set to match.
    for (const [key, last] of counters) {
      const [kind, year] = key.split(':');
      await client.query('INSERT INTO invoice_counters (kind, year, last) VALUES ($1, $2, $3)', [
        kind,
        Number(year),
        last,
      ]);
    }
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
  return counts;
}

async function cli() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Set DATABASE_URL to a migrated PostgreSQL database (npm run migrate).');
    process.exit(2);
  }
  const started = Date.now();
  const counts = await seedOrders(url, Number(process.argv[2] ?? 100_000));
  console.log(`[seed] done in ${((Date.now() - started) / 1000).toFixed(1)} s:`, counts);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void cli();
