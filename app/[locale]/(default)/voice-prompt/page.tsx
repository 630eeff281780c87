import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Callout } from '@/components/content/callout';
import { ContentSection } from '@/components/content/content-section';
import { DataTable } from '@/components/content/data-table';
import { GuideExamples, GuideFaq } from '@/components/content/guide-sections';
import { Prose } from '@/components/content/prose';
import { contentTags } from '@/components/content/rich-tags';
import { UseCaseGuidePage } from '@/components/content/use-case-guide-page';
import { MoreMessages } from '@/components/providers/more-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { LazyIvrBuilder } from '../../../_components/lazy-ivr-builder';
import { StudioBesideBuilder } from '../../../_components/studio-beside-builder';
import { priceLabels } from '@/features/cart/price-labels';
import { currencies } from '@/lib/commerce/currencies';
import { exampleValues } from '@/lib/greeting/templates';
import { ivrLanguage } from '@/lib/ivr/language';
import { defaultVoiceId } from '@/lib/tts/catalog';
import { env } from '@/lib/env';
import type { UseCase } from '@/lib/greeting/spec';
import type { TemplateStyle } from '@/lib/greeting/templates';
import { namespaceMessages } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/seo/metadata';

const path = '/voice-prompt/';
const promptIds = ['welcome', 'menu', 'afterHours', 'holiday', 'hold', 'transfer', 'invalid'] as const;
/** Menu templates plus the other prompts of a set, each opening its own studio preset. */
const examples = [
  { key: 'menu', useCase: 'ivr', template: 'professional' },
  { key: 'short', useCase: 'ivr', template: 'short' },
  { key: 'afterHours', useCase: 'out-of-hours', template: 'professional' },
  { key: 'holiday', useCase: 'holiday', template: 'professional' },
] as const satisfies readonly { key: string; useCase: UseCase; template: TemplateStyle }[];
const toc = ['menu', 'set', 'consistency', 'formats', 'examples', 'faq'] as const;

export async function generateMetadata({ params }: PageProps<'/[locale]/voice-prompt'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  return pageMetadata({
    locale,
    path,
    titleKey: 'voicePromptTitle',
    descriptionKey: 'voicePromptDescription',
  });
}

export default async function Page({ params }: PageProps<'/[locale]/voice-prompt'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('pages');
  const c = await getTranslations('voicePromptPage');
  const ivr = await getTranslations('ivr');
  const tags = contentTags({ email: env().SELLER_EMAIL });
  const prices = priceLabels(locale);
  const promptPrices = Object.fromEntries(
    currencies.map((currency) => [currency, prices[currency].ivrPrompt]),
  );
  return (
    <UseCaseGuidePage
      title={t('voicePromptHeading')}
      lead={t('voicePromptLead')}
      // The studio, preset to this page's use case (a ?useCase= link still wins).
      studio={<StudioBesideBuilder initialUseCase="ivr" />}
      tocLabel={c('toc')}
      toc={[
        { id: 'builder', title: ivr('title') },
        ...toc.map((id) => ({ id, title: c(`sections.${id}.title`) })),
      ]}
    >
      <ContentSection id="builder" title={ivr('title')}>
        <Prose>
          <p>{ivr('lead')}</p>
        </Prose>
        {/* The builder asks the server to price the set (TanStack Query, shared with the studio).
            Its texts come with it: the layout's messages leave out the builder's (#29). */}
        <MoreMessages messages={namespaceMessages(await loadMessages(locale), ['ivr'])}>
          <QueryProvider>
            <LazyIvrBuilder
              language={ivrLanguage(locale)}
              voice={{ voiceId: defaultVoiceId(locale) ?? '', speed: 1, pitch: 0, locale }}
              examples={exampleValues(locale)}
              promptPrices={promptPrices as Record<(typeof currencies)[number], string>}
            />
          </QueryProvider>
        </MoreMessages>
      </ContentSection>
      <ContentSection id="menu" title={c('sections.menu.title')}>
        <Prose>{c.rich('sections.menu.body', tags)}</Prose>
        <Callout title={c('callout.title')}>{c('callout.body')}</Callout>
      </ContentSection>
      <ContentSection id="set" title={c('sections.set.title')}>
        <Prose>
          <p>{c('sections.set.lead')}</p>
        </Prose>
        <DataTable
          head={[c('table.prompt'), c('table.when'), c('table.example')]}
          rows={promptIds.map((id) => ({
            key: id,
            cells: [
              c(`prompts.${id}.name`),
              c(`prompts.${id}.when`),
              c('quoted', { text: c(`prompts.${id}.example`) }),
            ],
          }))}
        />
      </ContentSection>
      {(['consistency', 'formats'] as const).map((id) => (
        <ContentSection key={id} id={id} title={c(`sections.${id}.title`)}>
          <Prose>{c.rich(`sections.${id}.body`, tags)}</Prose>
        </ContentSection>
      ))}
      <GuideExamples
        namespace="voicePromptPage"
        locale={locale}
        examples={examples.map(({ key, useCase, template }) => ({
          useCase,
          template,
          title: c(`examples.${key}.title`),
          note: c(`examples.${key}.note`),
        }))}
      />
      <GuideFaq namespace="voicePromptPage" />
    </UseCaseGuidePage>
  );
}
