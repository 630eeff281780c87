/**
 * The industries the IVR builder has menu templates for. Its own module: the stored draft's schema
 * (stores/persisted.ts) needs only the names, not the templates' words (lib/ivr/language.ts).
 */
export const industries = [
  'dental-practice',
  'medical-practice',
  'law-firm',
  'it-support',
  'shop',
  'hotel',
  'restaurant',
  'real-estate-agency',
] as const;
export type Industry = (typeof industries)[number];
