import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { ContentSection } from './content-section';
import { FaqSection } from './faq-section';
import { Prose } from './prose';
import { ScriptExamples, type ScriptExample } from './script-examples';

/** The use-case guide pages whose messages share the keys these sections read. */
type GuideNamespace = 'onHoldPage' | 'voicePromptPage';

const faqIds = ['q1', 'q2', 'q3', 'q4', 'q5'] as const;

/** A guide page's "examples" section: its lead, then the example scripts as cards that open the
 * studio, each with the page's "open in the studio" link. */
export async function GuideExamples({
  namespace,
  locale,
  examples,
}: {
  namespace: GuideNamespace;
  locale: Locale;
  examples: Omit<ScriptExample, 'cta'>[];
}) {
  const c = await getTranslations(namespace);
  return (
    <ContentSection id="examples" title={c('sections.examples.title')}>
      <Prose>
        <p>{c('sections.examples.lead')}</p>
      </Prose>
      <ScriptExamples
        locale={locale}
        pauseLabel={(seconds) => c('pause', { seconds })}
        examples={examples.map((example) => ({ ...example, cta: c('openInStudio') }))}
      />
    </ContentSection>
  );
}

/** A guide page's closing FAQ: its five questions. */
export async function GuideFaq({ namespace }: { namespace: GuideNamespace }) {
  const c = await getTranslations(namespace);
  return (
    <FaqSection
      title={c('sections.faq.title')}
      items={faqIds.map((id) => ({ q: c(`faq.${id}.q`), a: c(`faq.${id}.a`) }))}
    />
  );
}
