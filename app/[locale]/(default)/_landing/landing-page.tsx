import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { Callout } from '@/components/content/callout';
import { ContentLayout } from '@/components/content/content-layout';
import { ContentSection } from '@/components/content/content-section';
import { FaqSection } from '@/components/content/faq-section';
import { Prose } from '@/components/content/prose';
import { ScriptExamples, studioHref } from '@/components/content/script-examples';
import { TableOfContents } from '@/components/content/toc';
import { LocaleLink } from '@/components/navigation/locale-link';
import { JsonLd } from '@/components/seo/json-ld';
import { PageIntro } from '@/components/sections/section';
import { env } from '@/lib/env';
import { alternatesFor, type EnglishOnlyPath } from '@/lib/i18n/paths';
import { breadcrumbList } from '@/lib/seo/json-ld';
import { socialMetadata } from '@/lib/seo/metadata';
import en from '@/messages/en.json';
import {
  landingCopy,
  landingPageCopy,
  landingSlugs,
  scriptLengthLabel,
  type LandingKey,
} from './landing-content';
import { RelatedGuides } from './related-guides';

export type { LandingKey } from './landing-content';

/** English-only landing pages: only the English locale is generated; other prefixes are 404. */
export const landingStaticParams = () => [{ locale: 'en' }];

export function landingMetadata(slug: LandingKey): Metadata {
  const path = `/${slug}/` as EnglishOnlyPath;
  const { metaTitle: title, description } = landingPageCopy(slug);
  const { canonical } = alternatesFor('en', path, env().SITE_URL);
  return {
    title,
    description,
    alternates: { canonical },
    ...socialMetadata({ locale: 'en', path, title, description, canonical, siteName: en.meta.productName }),
  };
}

const pauseLabel = (seconds: number) => landingCopy.pause.replace('{seconds}', String(seconds));

export async function LandingPage({
  slug,
  params,
}: {
  slug: LandingKey;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (locale !== 'en') notFound();
  setRequestLocale(locale);
  const site = env().SITE_URL;
  const copy = landingPageCopy(slug);
  const [firstExample] = copy.examples;
  const toc = [
    ...copy.sections.map(({ id, title }) => ({ id, title })),
    { id: 'examples', title: landingCopy.examplesTitle },
    { id: 'faq', title: landingCopy.faqTitle },
  ];
  return (
    <>
      <JsonLd
        data={breadcrumbList([
          { name: en.nav.home, url: new URL('/', site).toString() },
          { name: copy.title, url: new URL(`/${slug}/`, site).toString() },
        ])}
      />
      <nav aria-label={landingCopy.breadcrumbLabel} className="mx-auto max-w-6xl px-4 pt-8 text-sm sm:px-6">
        <ol className="flex flex-wrap items-center gap-2 text-ink-muted">
          <li>
            <LocaleLink href="/" className="underline-offset-2 hover:text-accent-strong hover:underline">
              {en.nav.home}
            </LocaleLink>
          </li>
          <li aria-hidden>/</li>
          <li aria-current="page" className="text-ink-soft">
            {copy.title}
          </li>
        </ol>
      </nav>
      <div className="[&>div]:pt-4">
        <PageIntro title={copy.title} lead={copy.lead}>
          <LocaleLink
            href={studioHref(firstExample?.useCase ?? 'business-voicemail')}
            className="btn-primary mt-6"
          >
            {landingCopy.openStudio}
          </LocaleLink>
        </PageIntro>
      </div>
      <ContentLayout toc={<TableOfContents label={landingCopy.tocLabel} items={toc} />}>
        {copy.sections.map((section, index) => (
          <ContentSection key={section.id} id={section.id} title={section.title}>
            <Prose>
              {section.body.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.list.length > 0 ? (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </Prose>
            {index === 1 ? <Callout title={copy.tip.title}>{copy.tip.body}</Callout> : null}
          </ContentSection>
        ))}
        <ContentSection id="examples" title={landingCopy.examplesTitle}>
          <Prose>
            <p>{copy.examplesLead}</p>
          </Prose>
          <ScriptExamples
            locale="en"
            pauseLabel={pauseLabel}
            lengthLabel={scriptLengthLabel}
            examples={copy.examples.map((example) => ({
              ...example,
              cta: example.template ? landingCopy.openInStudio : landingCopy.startInStudio,
            }))}
          />
        </ContentSection>
        <FaqSection title={landingCopy.faqTitle} items={copy.faq} />
        <RelatedGuides
          title={landingCopy.relatedTitle}
          links={landingSlugs
            .filter((other) => other !== slug)
            .map((other) => ({ href: `/${other}/`, label: landingPageCopy(other).title }))}
        />
      </ContentLayout>
    </>
  );
}
