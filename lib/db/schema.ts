// The commerce schema. Money is stored in minor units (cents) as integers; every amount is
// computed on the server from the items, never taken from the client.
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { GreetingSpec, PresetId } from '../greeting/spec';
import type { IvrSetSpec } from '../ivr/set-spec';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `expired`: pending too long (lib/orders/checkout/pending-orders.ts); never fulfilled, never a sale, purged later. */
export const orderStatuses = [
  'pending',
  'paid',
  'rendering',
  'ready',
  'failed',
  'refunded',
  'expired',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const vatModes = ['standard', 'reverse-charge', 'none'] as const;
export type VatMode = (typeof vatModes)[number];
export const paymentProviders = ['stripe', 'paypal', 'test'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];
/** What the EU's VIES service said about the buyer's VAT id (null: no id, or none needed). */
export const viesStatuses = ['valid', 'invalid', 'unavailable'] as const;
export type ViesStatus = (typeof viesStatuses)[number];
/** One piece of evidence of the buyer's country (EU place-of-supply rules for digital services). */
export type CountryEvidence = {
  source: 'billing-address' | 'card-country' | 'paypal-payer-country';
  country: string;
};

export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    company: text('company'),
    vatId: text('vat_id'),
    country: text('country').notNull(),
    /** Free-text address of orders placed before checkout asked for street, postcode and city. */
    address: text('address'),
    street: text('street'),
    postcode: text('postcode'),
    city: text('city'),
    /** Firebase uid when the buyer was signed in. */
    userId: text('user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('customers_user_idx').on(t.userId),
    // The back office searches buyers by name (migration 0010).
    index('customers_name_lower_idx').on(sql`lower(${t.name})`),
    // Substring search of names (0013; pg_trgm, only where the extension could be created).
    index('customers_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /** What the buyer reads and quotes ("7KQM-3XTD"): short, random, and never the access token. */
    reference: text('reference').notNull(),
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: text('user_id'),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    currency: text('currency').notNull(),
    country: text('country').notNull(),
    vatMode: text('vat_mode', { enum: vatModes }).notNull(),
    /** VAT rate in basis points (2300 = 23 %). */
    vatRateBp: integer('vat_rate_bp').notNull(),
    netTotal: bigint('net_total', { mode: 'number' }).notNull(),
    vatTotal: bigint('vat_total', { mode: 'number' }).notNull(),
    grossTotal: bigint('gross_total', { mode: 'number' }).notNull(),
    paymentProvider: text('payment_provider', { enum: paymentProviders }),
    /** SHA-256 of the guest access token; the token itself is only ever in the buyer's hands. */
    tokenHash: text('token_hash').notNull(),
    /** The token sealed with APP_SECRET (AES-GCM), only so the confirmation email can carry the link. */
    tokenSealed: text('token_sealed').notNull(),
    failureReason: text('failure_reason'),
    renderAttempts: integer('render_attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * When the buyer expressly asked for immediate delivery and acknowledged losing the right of
     * withdrawal (EU digital content). Null only for orders placed before checkout asked for it.
     */
    withdrawalConsentAt: timestamp('withdrawal_consent_at', { withTimezone: true }),
    /** The VIES check of the buyer's VAT id behind the VAT decision, and when it was made. */
    viesStatus: text('vies_status', { enum: viesStatuses }),
    viesCheckedAt: timestamp('vies_checked_at', { withTimezone: true }),
    /** VIES's consultation number, when it gave one (proof of the check). */
    viesRequestId: text('vies_request_id'),
    /** Evidence of the buyer's country: the billing country, then the payer's card/PayPal country. */
    countryEvidence: jsonb('country_evidence').$type<CountryEvidence[]>().notNull().default([]),
    /** Set when an operator must look: a payment that does not match, a refund that failed… */
    alert: text('alert'),
    /** HMAC of the client address that started the order (lib/orders/checkout/pending-orders.ts): no address at rest. */
    clientHash: text('client_hash'),
    /**
     * When fulfilment gave up: every retry of the render job failed and it went to the dead-letter
     * queue. The order stays 'failed'; this says no job will try again on its own.
     */
    fulfilmentDeadAt: timestamp('fulfilment_dead_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_user_idx').on(t.userId),
    index('orders_status_idx').on(t.status),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    uniqueIndex('orders_reference_idx').on(t.reference),
    // Claiming guest orders looks them up by the (lower-cased) address.
    index('orders_email_idx').on(t.email),
    // The back office's order list: newest first, keyset-paged on (created_at, id); search by any-case e-mail (0010).
    index('orders_created_id_idx').on(t.createdAt, t.id),
    index('orders_email_lower_idx').on(sql`lower(${t.email})`),
    // The back office at 100,000 orders (0013): the search's name arm, open alerts (inbox, count,
    // alert mail), and substring search of e-mails (pg_trgm: only where the extension could be created).
    index('orders_customer_idx').on(t.customerId),
    index('orders_alert_updated_idx')
      .on(t.updatedAt)
      .where(sql`${t.alert} is not null`),
    index('orders_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
  ],
);

/** An IVR set bought as one cart line; its prompts are order items pointing here (migration 0009). */
export const orderIvrSets = pgTable(
  'order_ivr_sets',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Which set of the order (0-based): names its folder in the ZIP. */
    position: integer('position').notNull(),
    spec: jsonb('spec').$type<IvrSetSpec>().notNull(),
  },
  (t) => [uniqueIndex('order_ivr_sets_position_idx').on(t.orderId, t.position)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    spec: jsonb('spec').$type<GreetingSpec>().notNull(),
    /** Every preset rendered for this item: its chosen preset plus MP3, then any format added on the order page. */
    presets: jsonb('presets').$type<PresetId[]>().notNull(),
    words: integer('words').notNull(),
    tier: text('tier').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    /** Set for a prompt of an IVR set: the set, the prompt's id in its tree, its file base name. */
    ivrSetId: text('ivr_set_id').references(() => orderIvrSets.id, { onDelete: 'cascade' }),
    ivrPromptId: text('ivr_prompt_id'),
    /** "03-support": names the prompt's files the way the phone system expects (lib/ivr/files.ts). */
    fileBase: text('file_base'),
  },
  (t) => [uniqueIndex('order_items_position_idx').on(t.orderId, t.position)],
);

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    /** PaymentIntent id, PayPal order id or the test payment id. */
    providerPaymentId: text('provider_payment_id').notNull(),
    /** Stripe charge / PayPal capture id once known. */
    providerCaptureId: text('provider_capture_id'),
    status: text('status', { enum: ['created', 'succeeded', 'failed', 'refunded'] })
      .notNull()
      .default('created'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** How much of it went back (minor units); the payment is refunded once this reaches amount. */
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_id_idx').on(t.provider, t.providerPaymentId),
    index('payments_order_idx').on(t.orderId),
  ],
);

/** Every provider event handled, keyed by its id: the insert is the "at most once" gate. */
export const processedEvents = pgTable(
  'processed_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: text('order_id'),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: text('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    preset: text('preset').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_order_idx').on(t.orderId)],
);

export const invoiceKinds = ['invoice', 'credit-note'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/** One row per kind and year; its `last` is incremented inside the paying transaction (gapless). */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** Seller and buyer as they were at issue time, so later config changes never rewrite an invoice. */
    seller: jsonb('seller').$type<Record<string, string>>().notNull(),
    paymentMethod: text('payment_method').notNull(),
    /**
     * The document's own amounts (minor units, positive; the kind gives the sign): a partial
     * refund's credit note covers only its part (migration 0012). Null reads as the whole order.
     */
    net: bigint('net', { mode: 'number' }),
    vat: bigint('vat', { mode: 'number' }),
    gross: bigint('gross', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('invoices_number_idx').on(t.kind, t.year, t.sequence),
    // One invoice per order; as many credit notes as refunds (migration 0012).
    uniqueIndex('invoices_order_kind_idx').on(t.orderId, t.kind).where(sql`${t.kind} = 'invoice'`),
    // The back office's registers and OSS return read a period's documents (migration 0010).
    index('invoices_issued_idx').on(t.issuedAt),
  ],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['queued', 'written', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * When the current (or last) delivery attempt began. A retry claims a row by moving it from the
     * value it read (compare-and-set), so two instances never both pick up the same orphaned row.
     */
    attemptAt: timestamp('attempt_at', { withTimezone: true }),
  },
  // An order's mail on the back office's timeline (0013).
  (t) => [index('email_outbox_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Rate-limit token buckets shared by every app instance (RATE_LIMIT_STORE=postgres). One row per
 * bucket key, updated by a single INSERT … ON CONFLICT DO UPDATE, so the row lock serialises
 * concurrent requests. Times are epoch milliseconds, the clock of lib/rate-limit/token-bucket.ts.
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').primaryKey(),
    tokens: doublePrecision('tokens').notNull(),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
    /** When the bucket is full again: from then on the row means nothing and may be deleted. */
    fullAt: bigint('full_at', { mode: 'number' }).notNull(),
    /** The decision of the request that last wrote the row (RETURNING only sees the new row). */
    allowed: boolean('allowed').notNull(),
  },
  (t) => [index('rate_limit_buckets_full_at_idx').on(t.fullAt)],
);

export const jobStates = ['created', 'active', 'completed', 'failed'] as const;
export type JobState = (typeof jobStates)[number];

/**
 * Background jobs of the embedded queue (lib/jobs/table-queue.ts), used with PGlite; with
 * DATABASE_URL, pg-boss keeps its jobs in its own schema instead. An active job holds a lease
 * (`locked_until`) its worker keeps extending: a job whose lease ran out lost its worker and is
 * picked up again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    state: text('state', { enum: jobStates }).notNull().default('created'),
    /** At most one waiting job per name and key (e.g. one fulfilment per order), as pg-boss's 'short' policy. */
    singletonKey: text('singleton_key'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx').on(t.name, t.state, t.runAfter),
    uniqueIndex('jobs_singleton_idx')
      .on(t.name, t.singletonKey)
      .where(sql`"state" = 'created'`),
  ],
);

/**
 * A signed-in visitor's pronunciation dictionary (lib/tts/text/pronounce.ts): one entry per
 * account, language and word, at most pronunciationLimits.perAccount per account
 * (lib/pronunciations/account-store.ts). Only ever read and written for the caller's own uid.
 */
export const pronunciations = pgTable(
  'pronunciations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    locale: text('locale').notNull(),
    word: text('word').notNull(),
    sayAs: text('say_as').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pronunciations_user_word_idx').on(t.userId, t.locale, t.word)],
);

/**
 * The generation of an order's long-lived play links (lib/delivery/play-links.ts, migration 0011):
 * signed into every link; re-issuing increments it, which revokes every link handed out before.
 */
export const playLinks = pgTable('play_links', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  generation: integer('generation').notNull().default(1),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every operator action in the back office (lib/backoffice/audit.ts), append-only: a trigger
 * (migration 0010) refuses UPDATE and DELETE. `order_id` has no foreign key on purpose, so the
 * history outlives a purged order.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: text('id').primaryKey(),
    createdAt: createdAt(),
    operatorUid: text('operator_uid').notNull(),
    operatorEmail: text('operator_email'),
    action: text('action').notNull(),
    orderId: text('order_id'),
    /** Minor units, for actions that move money (refunds). */
    amount: bigint('amount', { mode: 'number' }),
    currency: text('currency'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    note: text('note'),
  },
  (t) => [
    index('admin_audit_order_idx').on(t.orderId, t.createdAt),
    index('admin_audit_created_idx').on(t.createdAt),
  ],
);

/** ECB reference rates entered by an operator for the OSS return (migration 0010): 1 EUR = rate × currency. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    rate: doublePrecision('rate').notNull(),
    enteredBy: text('entered_by'),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.day, t.currency] })],
);

export const deliveryConnectionStatuses = ['active', 'revoked'] as const;

/**
 * A phone system a signed-in customer connected ([deliver], migration 0014). The credentials are
 * sealed (lib/delivery/credential-seal.ts) and never leave the server; `revoked`: the target
 * refused them, the customer must connect again.
 */
export const deliveryConnections = pgTable(
  'delivery_connections',
  {
    id: text('id').primaryKey(),
    /** Firebase uid of the customer who connected it. */
    ownerUid: text('owner_uid').notNull(),
    target: text('target').notNull(),
    label: text('label').notNull(),
    credentialsSealed: text('credentials_sealed').notNull(),
    status: text('status', { enum: deliveryConnectionStatuses }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delivery_connections_owner_idx').on(t.ownerUid)],
);

export const deliveryStates = ['queued', 'sending', 'delivered', 'failed'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

/** One file sent to one connection; unique per (connection, file key), so sending again updates it. */
export const deliveries = pgTable(
  'deliveries',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    connectionId: text('connection_id')
      .notNull()
      .references(() => deliveryConnections.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    displayName: text('display_name').notNull(),
    state: text('state', { enum: deliveryStates }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    remoteId: text('remote_id'),
    remoteUrl: text('remote_url'),
    errorCode: text('error_code'),
    errorDetail: text('error_detail'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deliveries_connection_file_idx').on(t.connectionId, t.fileKey),
    index('deliveries_order_idx').on(t.orderId),
  ],
);
