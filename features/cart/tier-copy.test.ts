import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import { tierIds } from '@/lib/payments/price-list';
import { tierCopy } from './tier-copy';

describe('tierCopy', () => {
  it('names each tier’s word range and length, the last one up to the character limit', () => {
    const t = createTranslator({ locale: 'en', messages: en, namespace: 'pricing' });
    const copy = tierCopy((key, values) => t(key, values));
    expect(Object.keys(copy)).toEqual([...tierIds]);
    expect(copy.short).toEqual({ words: 'Up to 50 words', length: 'Up to about 20 seconds spoken' });
    expect(copy.standard.words).toBe('51–150 words');
    expect(copy.long).toEqual({
      words: 'More than 150 words',
      length: 'Up to the 1,500-character limit (about 1½ minutes)',
    });
  });

  it('writes the limit as the page’s language does', () => {
    const t = createTranslator({ locale: 'el', messages: el, namespace: 'pricing' });
    expect(tierCopy((key, values) => t(key, values)).long.length).toContain('1.500');
  });
});
