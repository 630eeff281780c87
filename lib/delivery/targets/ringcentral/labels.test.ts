// The RingCentral name, connect button and hint in every language.
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { ringCentralLabels } from './labels';

describe('RingCentral labels', () => {
  it.each(locales)('%s: name, button and hint', async (locale) => {
    const labels = await ringCentralLabels(locale);
    expect(labels.name).toBe('RingCentral');
    expect(labels.button).toContain('RingCentral');
    expect(labels.help).toContain('RingCentral');
  });

  it('is translated, not English everywhere', async () => {
    const en = await ringCentralLabels('en');
    for (const locale of locales.filter((l) => l !== 'en'))
      expect((await ringCentralLabels(locale)).help, locale).not.toBe(en.help);
  });
});
