import { faqPage } from '@/lib/seo/json-ld';
import { JsonLd } from '../seo/json-ld';

/** Questions and answers, with their FAQPage structured data wherever an FAQ is shown. */
export function Faq({ items }: { items: { q: string; a: string }[] }) {
  return (
    <>
      <JsonLd data={faqPage(items)} />
      <div className="divide-y divide-line rounded-card border border-line bg-paper">
        {items.map((item) => (
          <details key={item.q} className="group px-6 py-4">
            <summary className="cursor-pointer list-none font-semibold marker:hidden">
              <span className="flex items-center justify-between gap-4">
                {item.q}
                <span aria-hidden className="text-accent transition-transform group-open:rotate-45">
                  +
                </span>
              </span>
            </summary>
            <p className="mt-3 text-ink-soft">{item.a}</p>
          </details>
        ))}
      </div>
    </>
  );
}
