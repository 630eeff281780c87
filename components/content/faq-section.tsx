import { Faq } from '../sections/faq';
import { ContentSection } from './content-section';

/** The FAQ as the last section of a content page (Faq adds the FAQPage JSON-LD). */
export function FaqSection({ title, items }: { title: string; items: { q: string; a: string }[] }) {
  return (
    <ContentSection id="faq" title={title}>
      <div className="max-w-[35em]">
        <Faq items={items} />
      </div>
    </ContentSection>
  );
}
