// The visitor's region as the browser states it (navigator.languages, or Accept-Language parsed
// by detect.ts): "en-GB" says an English reader in the United Kingdom. Pure, for server and browser.

/** ISO region subtag of one language tag ("en-gb" → "GB", "zh-Hant-TW" → "TW"), or null. */
export function tagRegion(tag: string): string | null {
  const region = tag
    .split(/[-_]/)
    .slice(1)
    .find((part) => /^[a-z]{2}$/i.test(part));
  return region ? region.toUpperCase() : null;
}

/**
 * The region of the visitor's most preferred tag in `language` that names one ("en-GB" before
 * "en-US"), or null when no tag of that language does. Tags come best first.
 */
export function browserRegion(language: string, tags: readonly string[]): string | null {
  for (const tag of tags) {
    if (tag.split(/[-_]/)[0]?.toLowerCase() !== language) continue;
    const region = tagRegion(tag);
    if (region) return region;
  }
  return null;
}

/**
 * The tag to format dates with for a buyer of `locale` in `country`: "en" in GB → "en-GB"
 * ("28 November 2026 at 22:12", not "November 28, 2026 at 10:12 PM"), "de" in CH → "de-CH". The
 * page's language stays; only the conventions follow the country. Falls back to the language
 * where the country is missing or Intl has no such tag.
 */
export function regionalLocale(locale: string, country: string | null | undefined): string {
  if (!country || !/^[A-Z]{2}$/.test(country)) return locale;
  const tag = `${locale}-${country}`;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(tag).length > 0 ? tag : locale;
  } catch {
    return locale;
  }
}
