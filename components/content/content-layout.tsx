import type { ReactNode } from 'react';

/** A long page's body: the table of contents beside the text on wide screens, above it on phones. */
export function ContentLayout({ toc, children }: { toc?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 pb-16 sm:px-6">
      <div className={toc ? 'lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12' : undefined}>
        {toc ? (
          <aside className="mb-10 lg:mb-0">
            <div className="lg:sticky lg:top-24">{toc}</div>
          </aside>
        ) : null}
        <div className="min-w-0 space-y-12">{children}</div>
      </div>
    </div>
  );
}
