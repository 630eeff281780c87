'use client';

// After a completed order: an invitation to rate the service at the review provider. Shown once per
// browser (remembered in localStorage when it first appears), dismissable, and never for a link
// that is not plain http(s).
import { ExternalLink, Star, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';

export const reviewInvitationStorageKey = 'greeting-studio:review-invitation';

/** Per order, decided once per page life: shown if this browser never saw an invitation before. */
const decisions = new Map<string, boolean>();

function decide(orderId: string): boolean {
  let shown = decisions.get(orderId);
  if (shown === undefined) {
    shown = !readSeen();
    if (shown) rememberSeen(orderId);
    decisions.set(orderId, shown);
  }
  return shown;
}

/** For tests: forget the decisions taken in this page life. */
export function forgetReviewInvitationDecisions(): void {
  decisions.clear();
}

const noSubscription = () => () => {};

export function ReviewInvitation({ url, orderId }: { url: string; orderId: string }) {
  const t = useTranslations('reviews');
  const [dismissed, setDismissed] = useState(false);
  // Hidden on the server (it cannot know what this browser has already seen), decided on the client.
  const fresh = useSyncExternalStore(
    noSubscription,
    () => isWebUrl(url) && decide(orderId),
    () => false,
  );
  const visible = fresh && !dismissed;

  if (!visible) return null;
  return (
    <aside
      aria-labelledby="review-invitation-title"
      data-testid="review-invitation"
      className="relative flex flex-col gap-3 rounded-card border border-line bg-accent-soft p-5 shadow-[var(--shadow-card)] sm:flex-row sm:items-center sm:gap-5"
    >
      <Star aria-hidden className="size-7 shrink-0 text-accent-strong" />
      <div className="flex-1 pr-8">
        <h2 id="review-invitation-title" className="font-semibold text-ink">
          {t('title')}
        </h2>
        <p className="mt-1 text-ink-soft">{t('body')}</p>
      </div>
      <a
        className="btn-primary self-start sm:self-center"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => setDismissed(true)}
      >
        {t('rate')}
        <ExternalLink aria-hidden className="size-4" />
        <span className="sr-only">{t('newTab')}</span>
      </a>
      <button
        type="button"
        className="btn-ghost absolute top-2 right-2 p-2"
        aria-label={t('dismiss')}
        onClick={() => setDismissed(true)}
      >
        <X aria-hidden className="size-4" />
      </button>
    </aside>
  );
}

function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

function readSeen(): boolean {
  try {
    return localStorage.getItem(reviewInvitationStorageKey) !== null;
  } catch {
    return false;
  }
}

function rememberSeen(orderId: string): void {
  try {
    localStorage.setItem(
      reviewInvitationStorageKey,
      JSON.stringify({ orderId, at: new Date().toISOString() }),
    );
  } catch {
    // Storage blocked (private mode): the invitation may then appear again on a later visit.
  }
}
