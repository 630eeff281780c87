import { PanelLoading } from '@/components/panel/panel-loading';

// Its own module: lazy-ivr-builder.tsx (first scripts) and deferred-ivr-builder.tsx (the studio's
// download) both show it, and neither should pull in the other.
/** Seen only when the builder renders in the browser first (a client-side navigation). */
export function BuilderLoading() {
  return (
    <div className="flex min-h-[38rem] items-start rounded-card border border-line bg-paper p-5">
      <PanelLoading />
    </div>
  );
}
