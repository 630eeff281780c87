import 'server-only';
import { createHash } from 'node:crypto';
import type { CompiledMessages } from './compiled-messages';
import { namespaceMessages, panelNamespaces } from './client-messages';
import type { Locale } from './locales';
import { loadMessages } from './messages';

export type PanelMessages = { messages: CompiledMessages; version: string };

// Each locale's panel texts, compiled and hashed once per server process.
const cache = new Map<Locale, Promise<PanelMessages>>();

/**
 * The texts the code-split panels read (lib/i18n/client-messages.ts), with a version the page
 * names: the browser may keep them as long as it likes under that version, and a page of a newer
 * release asks for the newer texts under another.
 */
export function panelMessages(locale: Locale): Promise<PanelMessages> {
  let found = cache.get(locale);
  if (!found) {
    found = loadMessages(locale).then((all) => {
      const messages = namespaceMessages(all, panelNamespaces);
      const version = createHash('sha256').update(JSON.stringify(messages)).digest('hex').slice(0, 12);
      return { messages, version };
    });
    cache.set(locale, found);
  }
  return found;
}
