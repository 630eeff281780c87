import type { ReactNode } from 'react';

export function Section({
  id,
  title,
  lead,
  children,
  tone = 'plain',
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
  tone?: 'plain' | 'paper';
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={tone === 'paper' ? 'bg-paper' : undefined}>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {title}
        </h2>
        {lead ? <p className="mt-3 max-w-2xl text-lg text-ink-soft">{lead}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

export function PageIntro({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-12 pb-6 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-3 max-w-2xl text-lg text-ink-soft">{lead}</p> : null}
      {children}
    </div>
  );
}
