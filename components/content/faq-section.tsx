import { Faq } from '../sections/faq';
import { ContentSection } from './content-section';

/**
 * The FAQ as the last section of a content page (Faq adds the FAQPage JSON-LD). The list spans the
 * column like the examples and guides around it; only the answers keep a readable measure.
 */
export function FaqSection({ title, items }: { title: string; items: { q: string; a: string }[] }) {
  return (
    <ContentSection id="faq" title={title}>
      <div className="[&_details>p]:max-w-[40em]" data-testid="faq-list">
        <Faq items={items} />
      </div>
    </ContentSection>
  );
}
