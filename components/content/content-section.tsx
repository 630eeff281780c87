import type { ReactNode } from 'react';

/** Every h2 of a content page looks the same, including blocks that are not a ContentSection. */
export const sectionTitleClass = 'text-2xl font-semibold tracking-tight text-ink sm:text-[1.75rem]';

/** One h2 section of a long page; its id is the table of contents' anchor. */
export function ContentSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 border-t border-line pt-10 first:border-t-0 first:pt-0"
    >
      <h2 id={`${id}-title`} className={sectionTitleClass}>
        {title}
      </h2>
      <div className="mt-5 space-y-6">{children}</div>
    </section>
  );
}

/** An h3 block inside a section (e.g. one phone system). */
export function ContentSubsection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div id={id} className="scroll-mt-24">
      <h3 className="text-lg font-semibold text-ink">{title}</h3>
      <div className="mt-2">{children}</div>
    </div>
  );
}
