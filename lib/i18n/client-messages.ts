// Which messages every page sends to the browser (NextIntlClientProvider in the root layouts):
// the client components' namespaces, compiled, and nothing only the server reads.
import { compileMessages, type CompiledMessages } from './compiled-messages';
import type { Messages } from './messages';

/**
 * Copy rendered only by server components (long-form pages, the home page's sections, the
 * invoice): kept out of the messages every page sends to the browser, which would otherwise grow
 * with each content page.
 */
const serverOnlyNamespaces = [
  'helpPage',
  'legalPage',
  'onHoldPage',
  'voicePromptPage',
  'meta',
  'home',
  'invoice',
  'admin',
  // E-mails, written on the server in the buyer's language (#29: 4 KiB of every Greek page).
  'refundEmail',
  'accountMail',
] as const;

/** Namespaces of another layout's client components, which a layout can leave out (#9). */
export type OtherLayoutNamespace = 'samples' | 'reviews';

/** The localized pages and the 404 page: the samples gallery (/tools/) and the order page's review invitation are elsewhere. */
export const defaultLayoutOmits: readonly OtherLayoutNamespace[] = ['samples', 'reviews'];

/** The client's namespaces, compiled: the browser formats them without an ICU parser (#29). */
export function clientMessages(messages: Messages, omit: readonly OtherLayoutNamespace[]): CompiledMessages {
  const copy = { ...compileMessages(messages) };
  for (const ns of [...serverOnlyNamespaces, ...omit]) delete copy[ns];
  return copy;
}
