// The code-split panels' texts in the page's language, fetched once per page with the first panel
// that needs them (/api/messages/<locale>/, lib/i18n/panel-messages.ts): the page itself carries
// none of them (#29).
import * as z from 'zod/mini';
import type { CompiledMessages } from './compiled-messages';
import { panelNamespaces } from './client-messages';
import { apiClient } from '../http/browser-client';

let pending: Promise<CompiledMessages> | undefined;

/** Every panel namespace, a tree each: anything less would show keys, not texts. */
const panelTexts = z.object(
  Object.fromEntries(panelNamespaces.map((ns) => [ns, z.record(z.string(), z.unknown())])),
);

function checked(body: unknown): CompiledMessages {
  const parsed = panelTexts.safeParse(body);
  if (!parsed.success) {
    const missing = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? 'everything')));
    throw new Error(`The panels' messages lack ${[...missing].join(', ')}`);
  }
  return body as CompiledMessages;
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
