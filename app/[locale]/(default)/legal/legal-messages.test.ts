import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

/** Browser storage kinds the cookie table names in words (cookies and IndexedDB keep their names). */
const storageRows = ['store', 'authFlag', 'review', 'tab'] as const;

describe('legal page messages', () => {
  it.each(locales.filter((l) => l !== 'en'))(
    '%s: the cookie table names storage kinds in the page language',
    async (locale) => {
      const english = (await loadMessages('en')).legalPage.cookies.rows;
      const rows = (await loadMessages(locale)).legalPage.cookies.rows;
      for (const id of storageRows) expect(rows[id].type, id).not.toBe(english[id].type);
    },
  );
});
