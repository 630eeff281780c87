import { PanelLoading } from '@/components/panel/panel-loading';

// Its own module: importing lazy-studio.tsx would start the studio's own download (see there).
/**
 * Seen only when the studio renders in the browser first (a client-side navigation to a page
 * with it): a card of the studio's height while its code downloads, so the page does not jump.
 */
export function StudioLoading() {
  return (
    <div className="flex min-h-[38rem] items-start rounded-card border border-line bg-paper p-5 shadow-[var(--shadow-card)] lg:min-h-[34rem]">
      <PanelLoading />
    </div>
  );
}
