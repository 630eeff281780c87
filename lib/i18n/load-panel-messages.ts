// The code-split panels' texts in the page's language, fetched once per page with the first panel
// that needs them (/api/messages/<locale>/, lib/i18n/panel-messages.ts): the page itself carries
// none of them (#29).
import type { CompiledMessages } from './compiled-messages';
import { panelNamespaces } from './client-messages';
import { apiClient } from '../http/browser-client';

let pending: Promise<CompiledMessages> | undefined;

/** Only a tree with every panel namespace is taken: anything else would show keys, not texts. */
function checked(body: unknown): CompiledMessages {
  const tree = body as Record<string, unknown> | null;
  const missing = panelNamespaces.filter((ns) => typeof tree?.[ns] !== 'object' || tree[ns] === null);
  if (!tree || typeof tree !== 'object' || missing.length > 0)
    throw new Error(`The panels' messages lack ${missing.join(', ') || 'everything'}`);
  return tree as CompiledMessages;
}

export function loadPanelMessages(): Promise<CompiledMessages> {
  pending ??= (async () => {
    const locale = document.documentElement.lang;
    const version = document.querySelector<HTMLMetaElement>('meta[name="gs-panel-messages"]')?.content ?? '';
    const response = await apiClient().request(
      `/api/messages/${encodeURIComponent(locale)}/?v=${encodeURIComponent(version)}`,
    );
    return checked(await response.json());
  })().catch((error: unknown) => {
    // A failed fetch is not kept: the next panel to open asks again.
    pending = undefined;
    throw error;
  });
  return pending;
}

/** For tests: forget what was fetched. */
export function resetPanelMessages(): void {
  pending = undefined;
}
