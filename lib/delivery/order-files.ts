import 'server-only';
// What "Send" takes from an order: per order item one source file (its WAV master when it has one,
// the best of its other WAVs, else its MP3), keyed stably (the item id, or `<set id>:<prompt id>`
// for an IVR prompt) and named in call order ("01-welcome", the IVR set's own file bases).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files, orderItems } from '../db/schema';
import type { DeliveryFile } from './targets/types';

export type SendScope = { kind: 'order' } | { kind: 'item'; itemId: string } | { kind: 'set'; setId: string };

export type OrderFileSource = Omit<DeliveryFile, 'audio'> & { itemId: string; storageKey: string };

/** Best source first: the master keeps every detail the conversion can use. */
const presetRank = [
  'master-48k',
  'wideband-16k',
  'pcm-8k',
  'universal-mp3',
  'cloud-mp3',
  'ulaw-8k',
  'alaw-8k',
];
const rank = (preset: string) => {
  const index = presetRank.indexOf(preset);
  return index === -1 ? presetRank.length : index;
};
const playable = (mime: string) => mime === 'audio/wav' || mime === 'audio/mpeg';

export async function orderFileSources(
  db: Db,
  orderId: string,
  scope: SendScope,
): Promise<OrderFileSource[]> {
  const [items, rows] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position)),
    db.select().from(files).where(eq(files.orderId, orderId)),
  ]);
  const chosen = items
    .filter((item) =>
      scope.kind === 'item'
        ? item.id === scope.itemId
        : scope.kind === 'set'
          ? item.ivrSetId === scope.setId
          : true,
    )
    .flatMap((item) => {
      const source = rows
        .filter((f) => f.orderItemId === item.id && playable(f.mime))
        .toSorted((a, b) => rank(a.preset) - rank(b.preset))[0];
      if (!source) return [];
      const ivr = item.ivrSetId && item.ivrPromptId && item.fileBase;
      // A greeting's file name already starts with its position ("01-thank-you-…"): keep it.
      const base = ivr ? item.fileBase! : source.name.replace(/\.[^.]+$/, '');
      const file: OrderFileSource = {
        key: ivr ? `${item.ivrSetId}:${item.ivrPromptId}` : item.id,
        displayName: base,
        role: ivr ? 'ivr-prompt' : item.spec.useCase === 'on-hold' ? 'on-hold' : 'greeting',
        itemId: item.id,
        storageKey: source.storageKey,
      };
      return [file];
    });
  // IVR prompts go in call order: their file bases start with the call-order index.
  return chosen.toSorted((a, b) =>
    a.role === 'ivr-prompt' && b.role === 'ivr-prompt' ? a.displayName.localeCompare(b.displayName) : 0,
  );
}
