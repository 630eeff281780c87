import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { setRequestLocale } from 'next-intl/server';
import { HtmlDocument } from '@/components/layout/html-document';
import { env } from '@/lib/env';
import { toolsLayoutOmits } from '@/lib/i18n/client-messages';
import { loadMessages } from '@/lib/i18n/messages';
import { visitorLocale } from '@/lib/i18n/request-locale';
import { nonceFromPolicy } from '@/lib/security/csp';
import { DefaultShell } from '../_components/default-shell';
import '../globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const { meta } = await loadMessages(await visitorLocale());
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: meta.productName, template: meta.titleTemplate.replace('{title}', '%s') },
    applicationName: meta.productName,
  };
}

export const viewport: Viewport = { themeColor: '#0f5fc2', width: 'device-width', initialScale: 1 };

/**
 * Public tools without a locale prefix (the samples gallery): the default layout's header, footer
 * and panels, so a visitor arriving from the footer keeps navigation, language and cart. The
 * language is the visitor's (cookie, then browser). The e2e fixtures stay in the bare (empty) layout.
 */
export default async function ToolsLayout({ children }: { children: React.ReactNode }) {
  const locale = await visitorLocale();
  setRequestLocale(locale);
  // Rendered per request: the consent gate's inline script needs the request's nonce (see proxy.ts).
  const nonce = nonceFromPolicy((await headers()).get('content-security-policy'));
  return (
    <HtmlDocument locale={locale} messages={await loadMessages(locale)} omit={toolsLayoutOmits}>
      <DefaultShell nonce={nonce}>{children}</DefaultShell>
    </HtmlDocument>
  );
}
