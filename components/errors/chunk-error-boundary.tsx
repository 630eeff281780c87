'use client';

import { useTranslations } from 'next-intl';
import { Component, Suspense, type ReactNode } from 'react';
import { isChunkLoadError } from '@/lib/browser/chunk-reload';

type Props = {
  children: ReactNode;
  /**
   * Where the notice shows: in place of the part (a panel, the studio), or as a small notice at
   * the bottom of the screen for a part of the page's shell that has no place of its own (the
   * panels' frame), or nowhere for a part the visitor never sees (the browser behaviours).
   */
  placement?: 'inline' | 'notice' | 'hidden';
};
type State = { error: unknown };

/**
 * Around every lazy boundary (panels, studio): when a part's code cannot be loaded — a release
 * removed it and the one automatic reload of this minute is spent (withChunkRecovery) — the
 * part says so and offers a reload, while the rest of the page keeps working. Other errors go on
 * to the route's error boundary unchanged.
 */
export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    if (this.props.placement === 'hidden') return null;
    if (this.props.placement !== 'notice') return <ChunkFailed />;
    return (
      <div className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-sm rounded-card border border-line bg-paper p-4 shadow-[var(--shadow-card)]">
        <ChunkFailed />
      </div>
    );
  }
}

function ChunkFailed() {
  const t = useTranslations('panels');
  return (
    <div role="alert" className="space-y-3" data-testid="chunk-failed">
      <p className="text-ink-soft">{t('newVersion')}</p>
      <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
        {t('reload')}
      </button>
    </div>
  );
}

/** A lazily loaded part of a page: its fallback while the code downloads, the notice if it cannot. */
export function LazyPart({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}
