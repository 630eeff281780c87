// The cart's public face for pages: the pricing section and its labels.
// The cart panel is not re-exported: app/_components/lazy-panels.tsx loads it from its file when
// opened, and a barrel re-export would put it in every page that imports this file (#9).
export { priceLabels } from './price-labels';
export { PricingSection } from './pricing-section';
export { tierCopy } from './tier-copy';
