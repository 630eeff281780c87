import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentLayout } from '@/components/content/content-layout';
import { ContentSection, ContentSubsection } from '@/components/content/content-section';
import { DataTable } from '@/components/content/data-table';
import { Prose } from '@/components/content/prose';
import { contentTags } from '@/components/content/rich-tags';
import { TableOfContents } from '@/components/content/toc';
import { PageIntro } from '@/components/sections/section';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import { sessionCookieName } from '@/lib/auth/cookie';
import { botCheckConfig } from '@/lib/bot-check/config';
import { env, sampleSellerVariables } from '@/lib/env';
import { localeCookie, type Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';
import { storageKey } from '@/stores/app-store';
import { SampleSellerNotice } from './sample-seller-notice';

const path = '/legal/';
/** Bump when the text of these policies changes. */
const lastUpdated = new Date('2026-11-21T00:00:00Z');
const toc = ['terms', 'privacy', 'cookies', 'imprint'] as const;
const termIds = [
  'scope',
  'contract',
  'prices',
  'delivery',
  'withdrawal',
  'quality',
  'license',
  'liability',
  'law',
] as const;
const privacyIds = [
  'controller',
  'data',
  'purposes',
  'processors',
  'retention',
  'rights',
  'contact',
] as const;

/** What the site stores in the browser, by the names a visitor finds in the developer tools. */
const storage = [
  { id: 'locale', name: localeCookie.name },
  { id: 'session', name: sessionCookieName },
  { id: 'store', name: storageKey },
  { id: 'firebase', name: 'firebaseLocalStorageDb' },
  { id: 'authFlag', name: 'greeting-studio.auth' },
  { id: 'review', name: 'greeting-studio:review-invitation' },
  { id: 'tab', name: null },
  { id: 'analytics', name: null },
] as const;

export async function generateMetadata({ params }: PageProps<'/[locale]/legal'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  return pageMetadata({ locale, path, titleKey: 'legalTitle', descriptionKey: 'legalDescription' });
}

export default async function Page({ params }: PageProps<'/[locale]/legal'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('pages');
  const c = await getTranslations('legalPage');
  const consent = await getTranslations('consent');
  const footer = await getTranslations('footer');
  const format = await getFormatter();
  const e = env();
  const country =
    new Intl.DisplayNames([locale], { type: 'region' }).of(e.SELLER_COUNTRY) ?? e.SELLER_COUNTRY;
  const seller = { company: e.SELLER_NAME, address: e.SELLER_ADDRESS, country, email: e.SELLER_EMAIL };
  const tags = { ...contentTags({ email: e.SELLER_EMAIL }), ...seller };
  // The bot check's provider is named only where one is configured (it is off by default).
  const botCheck = botCheckConfig(e);
  // The cookie policy names the popup's own buttons, so the two never disagree.
  const choices = {
    acceptAll: consent('acceptAll'),
    necessaryOnly: consent('necessaryOnly'),
    settings: consent('settings'),
    cookieSettings: footer('cookieSettings'),
  };
  const code = (name: string) => (
    <code className="rounded bg-canvas px-1.5 py-0.5 text-[0.85em] text-ink">{name}</code>
  );
  const imprint = [
    ['company', e.SELLER_NAME],
    ['address', e.SELLER_ADDRESS],
    ['country', country],
    ['vatId', e.SELLER_VAT_ID],
  ] as const;
  return (
    <>
      <PageIntro title={t('legalHeading')} lead={t('legalLead')}>
        <p className="mt-4 text-sm text-ink-muted">
          {c('updated', { date: format.dateTime(lastUpdated, { dateStyle: 'long', timeZone: 'UTC' }) })}
        </p>
        <SampleSellerNotice
          variables={sampleSellerVariables(e)}
          title={c('sampleData.title')}
          body={c('sampleData.body')}
        />
      </PageIntro>
      <ContentLayout
        toc={
          <TableOfContents
            label={c('toc')}
            items={toc.map((id) => ({ id, title: c(`sections.${id}.title`) }))}
          />
        }
      >
        <ContentSection id="terms" title={c('sections.terms.title')}>
          {termIds.map((id) => (
            <ContentSubsection key={id} id={`terms-${id}`} title={c(`terms.${id}.title`)}>
              <Prose>{c.rich(`terms.${id}.body`, tags)}</Prose>
            </ContentSubsection>
          ))}
        </ContentSection>
        <ContentSection id="privacy" title={c('sections.privacy.title')}>
          {privacyIds.map((id) => (
            <ContentSubsection key={id} id={`privacy-${id}`} title={c(`privacy.${id}.title`)}>
              <Prose>
                {c.rich(`privacy.${id}.body`, tags)}
                {id === 'processors' && botCheck
                  ? c.rich('privacy.botCheck', { ...tags, provider: botCheck.provider })
                  : null}
              </Prose>
            </ContentSubsection>
          ))}
        </ContentSection>
        <ContentSection id="cookies" title={c('sections.cookies.title')}>
          <Prose>{c.rich('cookies.body', { ...tags, ...choices })}</Prose>
          <CookieSettingsButton className="btn-secondary" label={footer('cookieSettings')} />
          <DataTable
            caption={c('cookies.table.caption')}
            head={[
              c('cookies.table.name'),
              c('cookies.table.type'),
              c('cookies.table.purpose'),
              c('cookies.table.duration'),
            ]}
            rows={storage.map(({ id, name }) => ({
              key: id,
              cells: [
                name ? code(name) : id === 'tab' ? c('cookies.tabName') : c('cookies.analyticsName'),
                c(`cookies.rows.${id}.type`),
                c(`cookies.rows.${id}.purpose`),
                c(`cookies.rows.${id}.duration`),
              ],
            }))}
          />
          <Prose>
            <p>{c('cookies.necessary')}</p>
          </Prose>
        </ContentSection>
        <ContentSection id="imprint" title={c('sections.imprint.title')}>
          <dl className="grid max-w-[35em] gap-x-8 gap-y-3 rounded-card border border-line bg-paper p-5 sm:grid-cols-[10rem_1fr]">
            {imprint.map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="font-semibold text-ink">{c(`imprint.${key}`)}</dt>
                <dd className="text-ink-soft">{value}</dd>
              </div>
            ))}
            {/* Every name/value pair sits in its own <div>: a <dl> may not mix wrapped and bare pairs. */}
            <div className="contents">
              <dt className="font-semibold text-ink">{c('imprint.email')}</dt>
              <dd>
                <a
                  href={`mailto:${e.SELLER_EMAIL}`}
                  className="text-accent-strong underline underline-offset-2"
                >
                  {e.SELLER_EMAIL}
                </a>
              </dd>
            </div>
          </dl>
          <Prose>
            <p>{c('imprint.note', { company: e.SELLER_NAME })}</p>
          </Prose>
        </ContentSection>
      </ContentLayout>
    </>
  );
}
