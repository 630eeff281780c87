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

/**
 * Namespaces only the code-split parts read: the panels that load when opened (cart, checkout,
 * sign-in and account, examples) and the IVR builder. The default layout leaves them out; the
 * panels fetch them with their code (`/api/messages/[locale]/`, app/_components/lazy-panels.tsx)
 * and /voice-prompt/ hands the builder its `ivr` texts. In Greek they were half of every page's
 * client messages (37 of 70 KB), parsed and held on pages where no panel ever opens (#29).
 */
export const panelNamespaces = [
  'auth',
  'account',
  'checkout',
  'orders',
  'delivery',
  'ivr',
  'orderChecks',
  'examples',
] as const;

export type PanelNamespace = (typeof panelNamespaces)[number];

/** Namespaces of another layout's client components, or of the panels, which a layout can leave out (#9). */
export type OtherLayoutNamespace = 'samples' | 'reviews' | PanelNamespace;

/**
 * The localized pages and the 404 page: the samples gallery (/tools/) and the order page's review
 * invitation are elsewhere, and the panels bring their own texts.
 */
export const defaultLayoutOmits: readonly OtherLayoutNamespace[] = ['samples', 'reviews', ...panelNamespaces];

/** The samples gallery: the default shell and its panels, without the order page's reviews. */
export const toolsLayoutOmits: readonly OtherLayoutNamespace[] = ['reviews', ...panelNamespaces];

/** The client's namespaces, compiled: the browser formats them without an ICU parser (#29). */
export function clientMessages(messages: Messages, omit: readonly OtherLayoutNamespace[]): CompiledMessages {
  const copy = { ...compileMessages(messages) };
  for (const ns of [...serverOnlyNamespaces, ...omit]) delete copy[ns];
  return copy;
}

/** Some namespaces, compiled, for a part of the page that brings its own texts. */
export function namespaceMessages(messages: Messages, namespaces: readonly string[]): CompiledMessages {
  const compiled = compileMessages(messages);
  return Object.fromEntries(namespaces.map((ns) => [ns, compiled[ns] ?? {}]));
}
