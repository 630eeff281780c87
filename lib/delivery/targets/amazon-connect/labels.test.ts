// Every connect field of the target has its label, translated, in every language.
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { amazonConnectTarget } from './index';
import { amazonConnectLabels } from './labels';

describe('Amazon Connect labels', () => {
  it.each(locales)('%s: the name and a label for every field', async (locale) => {
    const labels = await amazonConnectLabels(locale);
    expect(labels.name).toBe('Amazon Connect');
    const method = amazonConnectTarget({}).connectMethod;
    if (method.kind !== 'fields') throw new Error('fields expected');
    for (const field of method.fields) {
      const label = labels.fields[field.label as keyof typeof labels.fields];
      expect(label, field.label).toMatch(/\S/);
      expect(label).not.toContain('deliveryMore');
    }
    expect(labels.fields.help.length).toBeGreaterThan(80);
  });

  it('is translated, not English everywhere', async () => {
    const en = await amazonConnectLabels('en');
    for (const locale of locales.filter((l) => l !== 'en'))
      expect((await amazonConnectLabels(locale)).fields.help, locale).not.toBe(en.fields.help);
  });
});
