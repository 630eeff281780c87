import type { ReactNode } from 'react';

/** A short highlighted rule of thumb inside a section. */
export function Callout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <aside className="max-w-[35em] rounded-card border border-accent/25 bg-accent-soft px-5 py-4">
      <p className="font-semibold text-ink">{title}</p>
      <div className="mt-1 text-ink-soft">{children}</div>
    </aside>
  );
}
