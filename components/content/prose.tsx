import type { ReactNode } from 'react';

/** Long-form text: a readable measure (35em, about 70 characters), calm rhythm, styled lists for rich messages. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div
      className={[
        'max-w-[35em] space-y-4 text-[1.0625rem] leading-relaxed text-ink-soft',
        '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
        '[&_li]:pl-1 [&_li]:marker:text-accent',
      ].join(' ')}
    >
      {children}
    </div>
  );
}
