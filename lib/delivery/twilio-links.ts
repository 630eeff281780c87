import 'server-only';
// What the order page shows for Twilio without an account link: for every file Twilio can play,
// its long-lived URL and a ready TwiML snippet; for every IVR set, the URL of its TwiML app.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files, orderIvrSets } from '../db/schema';
import type { SecretRing } from '../security/app-keys';
import { playGeneration, twilioPlayable } from './play-links';
import { filePlayUrl, twimlAppUrl } from './play-urls';
import { playSnippet } from './twiml';

export type TwilioLinks = {
  files: { id: string; name: string; url: string; twiml: string }[];
  sets: { id: string; position: number; appUrl: string }[];
};

export async function twilioLinks(db: Db, ring: SecretRing, orderId: string): Promise<TwilioLinks> {
  const generation = await playGeneration(db, orderId);
  const [rows, sets] = await Promise.all([
    db.select().from(files).where(eq(files.orderId, orderId)).orderBy(asc(files.name)),
    db.select().from(orderIvrSets).where(eq(orderIvrSets.orderId, orderId)).orderBy(asc(orderIvrSets.position)),
  ]);
  return {
    files: rows
      .filter((row) => twilioPlayable(row.mime))
      .map((row) => {
        const url = filePlayUrl(ring, row.id, generation);
        return { id: row.id, name: row.name, url, twiml: playSnippet(url) };
      }),
    sets: sets.map((set) => ({ id: set.id, position: set.position, appUrl: twimlAppUrl(ring, set.id, generation) })),
  };
}
