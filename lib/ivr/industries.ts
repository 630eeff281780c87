/**
 * The industries the IVR builder has menu templates for. Apart from lib/ivr/templates.ts, whose
 * phrases in all seven languages must not reach every page's bundle through the stored draft's
 * schema (stores/persisted.ts).
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
