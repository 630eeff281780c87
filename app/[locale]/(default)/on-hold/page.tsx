import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Callout } from '@/components/content/callout';
import { ContentSection } from '@/components/content/content-section';
import { FaqSection } from '@/components/content/faq-section';
import { Prose } from '@/components/content/prose';
import { contentTags } from '@/components/content/rich-tags';
import { ScriptExamples } from '@/components/content/script-examples';
import { UseCaseGuidePage } from '@/components/content/use-case-guide-page';
import { Studio } from '../../../_components/studio';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';

const path = '/on-hold/';
const proseSections = ['why', 'rotation', 'length', 'tone', 'avoid'] as const;
const faqIds = ['q1', 'q2', 'q3', 'q4', 'q5'] as const;

export async function generateMetadata({ params }: PageProps<'/[locale]/on-hold'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  return pageMetadata({ locale, path, titleKey: 'onHoldTitle', descriptionKey: 'onHoldDescription' });
}

export default async function Page({ params }: PageProps<'/[locale]/on-hold'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('pages');
  const c = await getTranslations('onHoldPage');
  const tags = contentTags({ email: env().SELLER_EMAIL });
  const toc = [...proseSections, 'examples', 'next', 'faq'] as const;
  return (
    <UseCaseGuidePage
      title={t('onHoldHeading')}
      lead={t('onHoldLead')}
      // The studio, preset to this page's use case (a ?useCase= link still wins).
      studio={<Studio initialUseCase="on-hold" />}
      tocLabel={c('toc')}
      toc={toc.map((id) => ({ id, title: c(`sections.${id}.title`) }))}
    >
      {proseSections.map((id) => (
        <ContentSection key={id} id={id} title={c(`sections.${id}.title`)}>
          <Prose>{c.rich(`sections.${id}.body`, tags)}</Prose>
          {id === 'rotation' ? <Callout title={c('callout.title')}>{c('callout.body')}</Callout> : null}
        </ContentSection>
      ))}
      <ContentSection id="examples" title={c('sections.examples.title')}>
        <Prose>
          <p>{c('sections.examples.lead')}</p>
        </Prose>
        <ScriptExamples
          locale={locale}
          pauseLabel={(seconds) => c('pause', { seconds })}
          examples={[
            {
              useCase: 'on-hold',
              template: 'professional',
              title: c('examples.professional.title'),
              note: c('examples.professional.note'),
              cta: c('openInStudio'),
            },
            {
              useCase: 'on-hold',
              template: 'friendly',
              title: c('examples.friendly.title'),
              note: c('examples.friendly.note'),
              cta: c('openInStudio'),
            },
            {
              useCase: 'on-hold',
              title: c('examples.rotation.title'),
              note: c('examples.rotation.note'),
              text: c('examples.rotation.text'),
              cta: c('openInStudio'),
            },
          ]}
        />
      </ContentSection>
      <ContentSection id="next" title={c('sections.next.title')}>
        <Prose>{c.rich('sections.next.body', tags)}</Prose>
      </ContentSection>
      <FaqSection
        title={c('sections.faq.title')}
        items={faqIds.map((id) => ({ q: c(`faq.${id}.q`), a: c(`faq.${id}.a`) }))}
      />
    </UseCaseGuidePage>
  );
}
