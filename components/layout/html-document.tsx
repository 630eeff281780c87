import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { env } from '@/lib/env';
import { fontVariables } from './fonts';
import { compileMessages, type CompiledMessages } from '@/lib/i18n/compiled-messages';
import type { Messages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { AppProviders } from '../providers/app-providers';

/**
 * Copy rendered only by server components (long-form pages, the home page's sections, the
 * invoice): kept out of the messages every page sends to the browser, which would otherwise grow
 * with each content page.
 */
const serverOnlyNamespaces = [
  'helpPage',
  'legalPage',
  'onHoldPage',
  'voicePromptPage',
  'meta',
  'home',
  'invoice',
  'admin',
] as const;

/** Namespaces of another layout's client components, which a layout can leave out (#9). */
export type OtherLayoutNamespace = 'samples' | 'reviews';

/** The localized pages and the 404 page: the samples gallery (/tools/) and the order page's review invitation are elsewhere. */
export const defaultLayoutOmits: readonly OtherLayoutNamespace[] = ['samples', 'reviews'];

/** The client's namespaces, compiled: the browser formats them without an ICU parser (#29). */
function clientMessages(messages: Messages, omit: readonly OtherLayoutNamespace[]): CompiledMessages {
  const copy = { ...compileMessages(messages) };
  for (const ns of [...serverOnlyNamespaces, ...omit]) delete copy[ns];
  return copy;
}

/** <html> and <body> for every root layout (localized, minimal, empty) and the global 404. */
export function HtmlDocument({
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
  return (
    <html lang={locale} className={fontVariables} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- App Router root layouts own <head>; the rule targets pages/ */}
      <head>{env().API_BASE_URL ? <meta name="gs-api-base" content={env().API_BASE_URL} /> : null}</head>
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
