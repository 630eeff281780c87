// First-load JavaScript budgets, gzip KiB of the scripts a prerendered page's HTML names (#29).
// Measured on the production build with the e2e fixtures (docs/benchmarks.md has the figures).
import { landingSlugs } from '@/app/[locale]/(default)/_landing/landing-content';

/** Pages with no form: landing, help and legal. They may carry neither zod nor studio code. */
export const contentRoutes: readonly string[] = [...landingSlugs, 'help', 'legal'];
/** The studio pages: home (greeting studio), on-hold and voice-prompt (IVR builder). */
export const studioRoutes: readonly string[] = ['', 'on-hold', 'voice-prompt'];

export const budgetKiB = {
  // #29: 150. Measured 149.4 (was 195.5, then 162.0 once zod left): the browser formats compiled
  // messages without next-intl's ICU parser, and the panels and BrowserBehaviours load right
  // after the first scripts. The framework (react-dom, Next's router, Turbopack's runtime:
  // about 133 KiB) is most of what remains.
  content: 150,
  // #29: 185. Measured 153.5 (home), 150.3 (on-hold), 158.9 (voice-prompt).
  studio: 185,
  // Dynamic routes (no HTML in the build: their scripts come from the manifests). The order page
  // (with its invoice) measured 196.3 (invoice 193.8): the order view, player and downloads.
  order: 210,
  // The back office: operators on desktops, so only a cap that catches a library pulled in by
  // mistake. Measured 138.1–138.8 (no customer providers, no next-intl on the client).
  admin: 170,
  // Everything else (account, e2e fixtures…): generous, so pages other work is
  // adding now do not fail, yet a page pulling in a whole new library still does.
  other: 320,
};

export function budgetOf(route: string): number {
  if (contentRoutes.includes(route)) return budgetKiB.content;
  if (studioRoutes.includes(route)) return budgetKiB.studio;
  if (route === 'order' || route === 'invoice') return budgetKiB.order;
  if (route === 'admin' || route.startsWith('admin/')) return budgetKiB.admin;
  return budgetKiB.other;
}

/** The dynamic routes whose first load is budgeted from the manifests, with the route they stand for. */
export const dynamicPages: readonly { manifest: string; route: string }[] = [
  { manifest: '(minimal)/order/page_client-reference-manifest.js', route: 'order' },
  { manifest: '(minimal)/invoice/page_client-reference-manifest.js', route: 'invoice' },
  { manifest: '(admin)/admin/page_client-reference-manifest.js', route: 'admin' },
  { manifest: '(admin)/admin/orders/page_client-reference-manifest.js', route: 'admin/orders' },
  { manifest: '(admin)/admin/orders/[id]/page_client-reference-manifest.js', route: 'admin/orders/[id]' },
  { manifest: '(admin)/admin/reports/oss/page_client-reference-manifest.js', route: 'admin/reports/oss' },
];

/** Modules no content page may load before interaction (project-relative paths or packages). */
export function isForbiddenOnContent(id: string): string | null {
  if (id === 'zod' || id.startsWith('zod/')) return 'zod';
  if (/^features\/(studio|ivr)\//.test(id)) return 'studio code';
  return null;
}
