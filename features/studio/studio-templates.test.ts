// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { templatesByLocale } from '@/lib/greeting/templates';
import { loadTemplates } from '@/lib/greeting/templates/load';
import { locales } from '@/lib/i18n/locales';
import { cachedTemplates, ensureTemplates, provideTemplates, useLocaleTemplates } from './studio-templates';

describe('loadTemplates', () => {
  it.each(locales)('loads %s on its own, the same data the server hands out', async (locale) => {
    const data = await loadTemplates(locale);
    expect(data).toBe(templatesByLocale[locale]);
    for (const other of locales.filter((l) => l !== locale)) expect(data).not.toBe(templatesByLocale[other]);
  });
});

// One module-level cache per test file: the order below matters (English is provided first,
// as the page's language would be; German and Greek load on demand).
describe('studio templates', () => {
  it('shows the page language until the studio language arrives, then that one', async () => {
    provideTemplates('en', templatesByLocale.en);
    expect(cachedTemplates('de')).toBeUndefined();
    const { result } = renderHook(({ locale }) => useLocaleTemplates(locale), {
      initialProps: { locale: 'de' as const },
    });
    // Never without a script: English stands in while German loads.
    expect(result.current).toEqual({ data: templatesByLocale.en, ready: false });
    await waitFor(() => expect(result.current).toEqual({ data: templatesByLocale.de, ready: true }));
    expect(cachedTemplates('de')).toBe(templatesByLocale.de);
  });

  it('fetches a language once, however often it is asked for', async () => {
    const [a, b] = await act(() => Promise.all([ensureTemplates('el'), ensureTemplates('el')]));
    expect(a).toBe(templatesByLocale.el);
    expect(b).toBe(a);
    expect(await ensureTemplates('el')).toBe(a);
  });

  it('keeps what the server provided (providing again changes nothing)', () => {
    provideTemplates('en', templatesByLocale.fr);
    expect(cachedTemplates('en')).toBe(templatesByLocale.en);
  });
});
