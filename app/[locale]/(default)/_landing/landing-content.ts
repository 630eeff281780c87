// The English landing pages' copy (messages/landing.en.json), parsed once so the pages get typed
// use cases and template styles instead of trusting a JSON file's shape.
import { z } from 'zod';
import { spokenWordCount } from '@/lib/tts/text';
import { estimateVoiceSeconds } from '@/lib/tts/text/spoken-length';
import { useCases } from '@/lib/greeting/spec';
import { templateStyles } from '@/lib/greeting/templates';
import raw from '@/messages/landing.en.json';

export const landingSlugs = [
  'ai-voicemail',
  'business-voicemail',
  'extended-absence',
  'out-of-hours',
  'out-of-office',
  'personal-voicemail',
  'voicemail-messages',
] as const;
export type LandingKey = (typeof landingSlugs)[number];

const section = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  title: z.string(),
  body: z.array(z.string()).default([]),
  list: z.array(z.string()).default([]),
});

const example = z.object({
  useCase: z.enum(useCases),
  template: z.enum(templateStyles).optional(),
  title: z.string(),
  note: z.string().optional(),
  text: z.string().optional(),
});

const page = z.object({
  title: z.string(),
  metaTitle: z.string(),
  description: z.string(),
  lead: z.string(),
  sections: z.array(section).min(3),
  tip: z.object({ title: z.string(), body: z.string() }),
  examplesLead: z.string(),
  examples: z.array(example).min(2).max(4),
  faq: z.array(z.object({ q: z.string(), a: z.string() })).min(3),
});

const schema = z.object({
  landing: z.object({
    openStudio: z.string(),
    openInStudio: z.string(),
    startInStudio: z.string(),
    pause: z.string(),
    scriptLength: z.string(),
    tocLabel: z.string(),
    examplesTitle: z.string(),
    faqTitle: z.string(),
    relatedTitle: z.string(),
    breadcrumbLabel: z.string(),
    pages: z.record(z.enum(landingSlugs), page),
  }),
});

export type LandingCopy = z.infer<typeof page>;

export const landingCopy = schema.parse(raw).landing;

export function landingPageCopy(slug: LandingKey): LandingCopy {
  return landingCopy.pages[slug];
}

/**
 * A script's length as a card states it, counted from the script itself so no hand-written note
 * can drift from the text: words as the price counts them, seconds as the studio estimates them
 * at normal speed (the studio's "about 0:…" for the same text, from the engines' own timing).
 */
export function scriptLength(text: string): { words: number; seconds: number } {
  return { words: spokenWordCount(text, 'en'), seconds: Math.round(estimateVoiceSeconds(text, 'en', 1)) };
}

export function scriptLengthLabel(text: string): string {
  const { words, seconds } = scriptLength(text);
  return landingCopy.scriptLength.replace('{words}', String(words)).replace('{seconds}', String(seconds));
}
