import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { env } from '@/lib/env';
import { fontVariables } from './fonts';
import { clientMessages, type OtherLayoutNamespace } from '@/lib/i18n/client-messages';
import { panelMessages } from '@/lib/i18n/panel-messages';
import type { Messages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { AppProviders } from '../providers/app-providers';

/** <html> and <body> for every root layout (localized, minimal, empty) and the global 404. */
export async function HtmlDocument({
  locale,
  messages,
  omit = [],
  children,
}: {
  locale: Locale;
  messages: Messages;
  /** Client namespaces no component under this layout uses. */
  omit?: readonly OtherLayoutNamespace[];
  children: ReactNode;
}) {
  // The version of the panels' texts (lib/i18n/panel-messages.ts), for their fetch.
  const { version } = await panelMessages(locale);
  return (
    <html lang={locale} className={fontVariables} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- App Router root layouts own <head>; the rule targets pages/ */}
      <head>
        {env().API_BASE_URL ? <meta name="gs-api-base" content={env().API_BASE_URL} /> : null}
        <meta name="gs-panel-messages" content={version} />
      </head>
      <body className="min-h-dvh antialiased">
        <NextIntlClientProvider
          locale={locale}
          // Compiled messages are not the raw strings next-intl's message type describes; the
          // keys are the same, and the browser's formatter (next.config.ts) expects this form.
          messages={clientMessages(messages, omit) as unknown as Partial<Messages>}
          timeZone="UTC"
        >
          <AppProviders locale={locale}>{children}</AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
