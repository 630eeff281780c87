import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentLayout } from '@/components/content/content-layout';
import { ContentSection, ContentSubsection } from '@/components/content/content-section';
import { DataTable } from '@/components/content/data-table';
import { Prose } from '@/components/content/prose';
import { contentTags } from '@/components/content/rich-tags';
import { Steps } from '@/components/content/steps';
import { TableOfContents } from '@/components/content/toc';
import { PageIntro } from '@/components/sections/section';
import { presetForPhoneSystem } from '@/lib/audio/presets';
import { env } from '@/lib/env';
import { phoneSystems, type PhoneSystem } from '@/lib/greeting/spec';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';

const path = '/help/';
const stepIds = ['s1', 's2', 's3', 's4', 's5'] as const;
const proseSections = ['listen', 'buy', 'download'] as const;
const accountIds = ['signIn', 'guest', 'reset', 'delete'] as const;
const paymentIds = ['methods', 'currencies', 'vat', 'invoice', 'refund'] as const;
const toc = ['create', ...proseSections, 'phone-systems', 'account', 'payment'] as const;
const tocKey = { 'phone-systems': 'systems' } as const;

const systemAnchor = (system: PhoneSystem) => `system-${system}`;

export async function generateMetadata({ params }: PageProps<'/[locale]/help'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  return pageMetadata({ locale, path, titleKey: 'helpTitle', descriptionKey: 'helpDescription' });
}

export default async function Page({ params }: PageProps<'/[locale]/help'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('pages');
  const c = await getTranslations('helpPage');
  // The studio's own labels and upload hints, so this page says what the studio exports.
  const m = await getTranslations('mixer');
  const format = (system: PhoneSystem) => m(`presets.${presetForPhoneSystem(system, locale)}`);
  const tags = contentTags({ email: env().SELLER_EMAIL });
  const title = (id: (typeof toc)[number]) =>
    c(`sections.${id === 'phone-systems' ? tocKey[id] : id}.title`);
  return (
    <>
      <PageIntro title={t('helpHeading')} lead={t('helpLead')} />
      <ContentLayout toc={<TableOfContents label={c('toc')} items={toc.map((id) => ({ id, title: title(id) }))} />}>
        <ContentSection id="create" title={title('create')}>
          <Prose>
            <p>{c.rich('createLead', tags)}</p>
          </Prose>
          <Steps items={stepIds.map((id) => ({ title: c(`steps.${id}.title`), body: c(`steps.${id}.body`) }))} />
        </ContentSection>
        {proseSections.map((id) => (
          <ContentSection key={id} id={id} title={title(id)}>
            <Prose>{c.rich(`sections.${id}.body`, tags)}</Prose>
          </ContentSection>
        ))}
        <ContentSection id="phone-systems" title={title('phone-systems')}>
          <Prose>{c.rich('sections.systems.body', tags)}</Prose>
          <DataTable
            caption={c('table.caption')}
            head={[c('table.system'), c('table.format')]}
            rows={phoneSystems.map((system) => ({
              key: system,
              cells: [
                <a key="a" href={`#${systemAnchor(system)}`} className="underline-offset-2 hover:text-accent-strong hover:underline">
                  {m(`systems.${system}`)}
                </a>,
                format(system),
              ],
            }))}
          />
          <div className="space-y-8">
            {phoneSystems.map((system) => (
              <ContentSubsection key={system} id={systemAnchor(system)} title={m(`systems.${system}`)}>
                <Prose>
                  <p>
                    <strong className="font-semibold text-ink">{format(system)}</strong>
                    {' · '}
                    {m(`exportHints.${system}`)}
                  </p>
                  <p>{c(`tips.${system}`)}</p>
                  {system === 'mitel' ? <p>{c('mitelNote')}</p> : null}
                </Prose>
              </ContentSubsection>
            ))}
          </div>
        </ContentSection>
        <ContentSection id="account" title={title('account')}>
          {accountIds.map((id) => (
            <ContentSubsection key={id} id={`account-${id}`} title={c(`account.${id}.q`)}>
              <Prose>
                <p>{c(`account.${id}.a`)}</p>
              </Prose>
            </ContentSubsection>
          ))}
        </ContentSection>
        <ContentSection id="payment" title={title('payment')}>
          {paymentIds.map((id) => (
            <ContentSubsection key={id} id={`payment-${id}`} title={c(`payment.${id}.q`)}>
              <Prose>
                <p>{c(`payment.${id}.a`)}</p>
              </Prose>
            </ContentSubsection>
          ))}
        </ContentSection>
      </ContentLayout>
    </>
  );
}
