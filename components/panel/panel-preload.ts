import type { PanelId } from '@/stores/slices/panels';

type Loader = () => Promise<unknown>;

// Panel content is code-split; the app registers how to fetch each panel's chunk so that an
// opener can start the download on hover/focus, before the click that shows the panel.
const loaders = new Map<PanelId, Loader>();

export function registerPanelLoaders(map: Partial<Record<PanelId, Loader>>): void {
  for (const [id, load] of Object.entries(map) as [PanelId, Loader][]) loaders.set(id, load);
}

/** Start fetching a panel's code. import() caches the module, so repeated calls are free. */
export function preloadPanel(id: PanelId): void {
  // A failed prefetch is harmless: rendering the panel imports again and shows its own error.
  loaders
    .get(id)?.()
    .catch(() => undefined);
}
