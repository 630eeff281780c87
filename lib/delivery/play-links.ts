import 'server-only';
// Long-lived links a phone system fetches without an account link: a paid file for Twilio's
// <Play>, and the steps of an IVR set's TwiML app. Same rules as download links (HMAC under a key
// derived from APP_SECRET, its own purpose, constant-time compare, only for a ready order) but
// with no expiry: a phone system plays them for years. Revoked by re-issuing: the order's
// generation is signed into every link, and re-issuing increments it.
import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files, orderIvrSets, orderItems, orders, playLinks } from '../db/schema';
import { acceptedKeys, currentKey, type SecretRing } from '../security/app-keys';
import { safeEqual } from '../orders/access/tokens';
import { readOrRestore, type FileRow, type RestoreDeps } from '../orders/delivery/restore-file';
import type { IvrSetSpec } from '../ivr/set-spec';

/** What a link opens: one file, or one IVR set's TwiML app. */
export type PlaySubject = { kind: 'file' | 'twiml'; id: string };

const message = (s: PlaySubject, generation: number) => `play:${s.kind}:${s.id}:${generation}`;
const mac = (key: Buffer, s: PlaySubject, generation: number) =>
  createHmac('sha256', key).update(message(s, generation)).digest('base64url');

export function signPlay(ring: SecretRing, subject: PlaySubject, generation: number): string {
  return mac(currentKey(ring, 'play-link'), subject, generation);
}

function verifyPlay(ring: SecretRing, subject: PlaySubject, generation: number, sig: string): boolean {
  if (!Number.isSafeInteger(generation) || generation < 1) return false;
  return acceptedKeys(ring, 'play-link')
    .map((key) => safeEqual(mac(key, subject, generation), sig))
    .includes(true);
}

/** The order's current generation; the first call issues generation 1. */
export async function playGeneration(db: Db, orderId: string): Promise<number> {
  await db.insert(playLinks).values({ orderId }).onConflictDoNothing();
  const [row] = await db.select({ g: playLinks.generation }).from(playLinks).where(eq(playLinks.orderId, orderId));
  return row?.g ?? 1;
}

/** Revokes every play link of the order handed out so far; answers the new generation. */
export async function reissuePlayLinks(db: Db, orderId: string): Promise<number> {
  await playGeneration(db, orderId);
  const [row] = await db
    .update(playLinks)
    .set({ generation: sql`${playLinks.generation} + 1`, issuedAt: new Date() })
    .where(eq(playLinks.orderId, orderId))
    .returning({ g: playLinks.generation });
  return row?.g ?? 1;
}

export type PlayQuery = { generation: number; sig: string };

/** The order behind a valid link of the current generation, if it is ready; else null. */
async function liveOrder(db: Db, ring: SecretRing, orderId: string, subject: PlaySubject, q: PlayQuery) {
  if (!verifyPlay(ring, subject, q.generation, q.sig)) return null;
  const [row] = await db
    .select({ status: orders.status, generation: playLinks.generation })
    .from(orders)
    .innerJoin(playLinks, eq(playLinks.orderId, orders.id))
    .where(eq(orders.id, orderId));
  // A refunded order's files are no longer handed out; an older generation was revoked.
  return row && row.status === 'ready' && row.generation === q.generation ? row : null;
}

/** The file behind a valid play link, read (or restored) from the store; null otherwise. */
export async function playableFile(
  db: Db,
  deps: RestoreDeps,
  ring: SecretRing,
  fileId: string,
  q: PlayQuery,
): Promise<{ name: string; mime: string; bytes: Uint8Array } | null> {
  const [row] = await db.select().from(files).where(eq(files.id, fileId));
  if (!row || !(await liveOrder(db, ring, row.orderId, { kind: 'file', id: fileId }, q))) return null;
  return { name: row.name, mime: row.mime, bytes: await readOrRestore(db, deps, row) };
}

/** Formats Twilio's <Play> accepts, best first (8 kHz μ-law WAV is what the phone line carries). */
const playableMimes = ['audio/wav', 'audio/x-wav', 'audio/mpeg', 'audio/basic'];

export const twilioPlayable = (mime: string): boolean => playableMimes.includes(mime);

/** The file a phone system should play for each prompt of a set, keyed by prompt id. */
export type SetFiles = { spec: IvrSetSpec; orderId: string; fileOfPrompt: Map<string, FileRow> };

/** An IVR set behind a valid TwiML-app link, with its playable file per prompt; else null. */
export async function playableSet(db: Db, ring: SecretRing, setId: string, q: PlayQuery): Promise<SetFiles | null> {
  const [set] = await db.select().from(orderIvrSets).where(eq(orderIvrSets.id, setId));
  if (!set || !(await liveOrder(db, ring, set.orderId, { kind: 'twiml', id: setId }, q))) return null;
  const rows = await db
    .select({ file: files, promptId: orderItems.ivrPromptId })
    .from(files)
    .innerJoin(orderItems, eq(files.orderItemId, orderItems.id))
    .where(and(eq(orderItems.ivrSetId, setId), eq(files.orderId, set.orderId)));
  const fileOfPrompt = new Map<string, FileRow>();
  const rank = (mime: string) => playableMimes.indexOf(mime);
  for (const { file, promptId } of rows) {
    if (!promptId || !twilioPlayable(file.mime)) continue;
    const held = fileOfPrompt.get(promptId);
    if (!held || rank(file.mime) < rank(held.mime)) fileOfPrompt.set(promptId, file);
  }
  return { spec: set.spec, orderId: set.orderId, fileOfPrompt };
}
