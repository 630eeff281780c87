import { serializeJsonLd } from '@/lib/seo/json-ld';

/** Structured data for search engines: a data block, never executed, so no CSP nonce is needed. */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
