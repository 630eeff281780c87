'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { loadTemplates } from '@/lib/greeting/templates/load';
import type { LocaleTemplates } from '@/lib/greeting/templates/types';
import type { Locale } from '@/lib/i18n/locales';

// The script templates the studio has in hand, per language. The page's language comes from the
// server with the studio's props (so first load carries one language, not seven); another one is
// fetched when the visitor picks it as the voice language. Module-level on purpose: it caches
// immutable data per page load, like the module cache of the imports behind it; visitor state
// stays in the store.
const cache = new Map<Locale, LocaleTemplates>();
const loading = new Map<Locale, Promise<LocaleTemplates>>();
const listeners = new Set<() => void>();
let version = 0;

/** Hand over templates the server rendered with (idempotent, safe during render). */
export function provideTemplates(locale: Locale, data: LocaleTemplates): void {
  if (!cache.has(locale)) cache.set(locale, data);
}

export function cachedTemplates(locale: Locale): LocaleTemplates | undefined {
  return cache.get(locale);
}

/** The language's templates, fetched once; the studio re-renders when they arrive. */
export function ensureTemplates(locale: Locale): Promise<LocaleTemplates> {
  const hit = cache.get(locale);
  if (hit) return Promise.resolve(hit);
  let pending = loading.get(locale);
  if (!pending) {
    pending = loadTemplates(locale).then(
      (data) => {
        loading.delete(locale);
        cache.set(locale, data);
        version += 1;
        for (const listener of listeners) listener();
        return data;
      },
      (error: unknown) => {
        // Let a later attempt (e.g. back online) try again.
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/**
 * The templates to show for `locale`: its own once loaded (loading them if needed), until then
 * those the page came with, so the studio never renders without a script.
 */
export function useLocaleTemplates(locale: Locale): { data: LocaleTemplates; ready: boolean } {
  useSyncExternalStore(subscribe, currentVersion, currentVersion);
  const own = cache.get(locale);
  useEffect(() => {
    if (!own) ensureTemplates(locale).catch(() => undefined);
  }, [own, locale]);
  return { data: own ?? templatesOrFallback(locale), ready: own !== undefined };
}

/** Templates of `locale` if loaded, else those the page came with (see useLocaleTemplates). */
export function templatesOrFallback(locale: Locale): LocaleTemplates {
  const data = cache.get(locale) ?? cache.values().next().value;
  if (!data) throw new Error('the studio was rendered without its templates (see features/studio/index.ts)');
  return data;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function currentVersion(): number {
  return version;
}
