import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { JsonLd } from '../../../../components/seo/json-ld';
import { PageIntro } from '../../../../components/sections/section';
import { env } from '../../../../lib/env';
import type { UseCase } from '../../../../lib/greeting/spec';
import { Link } from '../../../../lib/i18n/navigation';
import { alternatesFor, type EnglishOnlyPath } from '../../../../lib/i18n/paths';
import { breadcrumbList } from '../../../../lib/seo/json-ld';
import { socialMetadata } from '../../../../lib/seo/metadata';
import landing from '../../../../messages/landing.en.json';
import en from '../../../../messages/en.json';

export type LandingKey = keyof typeof landingHeadings;

const landingHeadings = {
  'ai-voicemail': 'aiVoicemailHeading',
  'business-voicemail': 'businessVoicemailHeading',
  'extended-absence': 'extendedAbsenceHeading',
  'out-of-hours': 'outOfHoursHeading',
  'out-of-office': 'outOfOfficeHeading',
  'personal-voicemail': 'personalVoicemailHeading',
  'voicemail-messages': 'voicemailMessagesHeading',
} as const;

/** The studio preset each landing page opens (?useCase=…); general pages open the default. */
const landingUseCases: Partial<Record<LandingKey, UseCase>> = {
  'business-voicemail': 'business-voicemail',
  'extended-absence': 'extended-absence',
  'out-of-hours': 'out-of-hours',
  'out-of-office': 'out-of-office',
  'personal-voicemail': 'personal-voicemail',
};

/** English-only landing pages: only the English locale is generated; other prefixes are 404. */
export const landingStaticParams = () => [{ locale: 'en' }];

export function landingMetadata(slug: LandingKey): Metadata {
  const path = `/${slug}/` as EnglishOnlyPath;
  const title = landing.landing[landingHeadings[slug]];
  const { canonical } = alternatesFor('en', path, env().SITE_URL);
  const description = landing.landing.lead;
  return {
    title,
    description,
    alternates: { canonical },
    ...socialMetadata({ locale: 'en', title, description, canonical, siteName: en.meta.productName }),
  };
}

function studioHref(slug: LandingKey): string {
  const useCase = landingUseCases[slug];
  return useCase ? `/?useCase=${useCase}#studio` : '/#studio';
}

export async function LandingPage({ slug, params }: { slug: LandingKey; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (locale !== 'en') notFound();
  setRequestLocale(locale);
  const site = env().SITE_URL;
  const title = landing.landing[landingHeadings[slug]];
  return (
    <>
      <JsonLd
        data={breadcrumbList([
          { name: en.nav.home, url: new URL('/', site).toString() },
          { name: title, url: new URL(`/${slug}/`, site).toString() },
        ])}
      />
      <PageIntro title={title} lead={landing.landing.lead}>
        <Link href={studioHref(slug)} className="btn-primary mt-6">
          {landing.landing.openStudio}
        </Link>
      </PageIntro>
    </>
  );
}
