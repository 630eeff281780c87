import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Callout } from '@/components/content/callout';
import { ContentSection } from '@/components/content/content-section';
import { GuideExamples, GuideFaq } from '@/components/content/guide-sections';
import { Prose } from '@/components/content/prose';
import { contentTags } from '@/components/content/rich-tags';
import { UseCaseGuidePage } from '@/components/content/use-case-guide-page';
import { Studio } from '../../../_components/studio';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';

const path = '/on-hold/';
const proseSections = ['why', 'rotation', 'length', 'tone', 'avoid'] as const;

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
      <GuideExamples
        namespace="onHoldPage"
        locale={locale}
        examples={[
          {
            useCase: 'on-hold',
            template: 'professional',
            title: c('examples.professional.title'),
            note: c('examples.professional.note'),
          },
          {
            useCase: 'on-hold',
            template: 'friendly',
            title: c('examples.friendly.title'),
            note: c('examples.friendly.note'),
          },
          {
            useCase: 'on-hold',
            title: c('examples.rotation.title'),
            note: c('examples.rotation.note'),
            text: c('examples.rotation.text'),
          },
        ]}
      />
      <ContentSection id="next" title={c('sections.next.title')}>
        <Prose>{c.rich('sections.next.body', tags)}</Prose>
      </ContentSection>
      <GuideFaq namespace="onHoldPage" />
    </UseCaseGuidePage>
  );
}
