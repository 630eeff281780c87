// One destination, one name: the header, the menu panel and the footer take their link names from
// the nav namespace, and those must read as the page's own heading does, in every language.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import type en from '@/messages/en.json';

const read = (locale: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '../../messages', `${locale}.json`), 'utf8')) as typeof en;

describe.each(locales)('%s link names', (locale) => {
  const m = read(locale);

  it('match the headings of the pages they open', () => {
    expect(m.nav.onHold).toBe(m.pages.onHoldHeading);
    expect(m.nav.voicePrompt).toBe(m.pages.voicePromptHeading);
    expect(m.nav.help).toBe(m.pages.helpHeading);
  });

  it('have one name for home (no second "Studio" label beside "Home")', () => {
    expect(m.nav).not.toHaveProperty('studio');
    expect(m.nav.home).toBeTruthy();
  });
});

it('the English home description is grammatical English', () => {
  const description = read('en').meta.homeDescription;
  expect(description).toContain('voice-overs, greetings and voice prompts');
  expect(description).not.toMatch(/voice over,|, or /);
});
