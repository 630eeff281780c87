import type { ReactNode } from 'react';

/** Re-mounted on every navigation, so the new page plays the "page" transition's fade-in. */
export default function PageTemplate({ children }: { children: ReactNode }) {
  return (
    <div id="page" data-transition="page" className="page-transition">
      {children}
    </div>
  );
}
