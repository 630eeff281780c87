'use client';

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import type { CompiledMessages } from '@/lib/i18n/compiled-messages';
import type { Messages } from '@/lib/i18n/messages';

/**
 * The page's messages plus some namespaces a code-split part brings with it (the panels, the IVR
 * builder): the layout sends only what the page's own components read (lib/i18n/client-messages.ts).
 */
export function MoreMessages({ messages, children }: { messages: CompiledMessages; children: ReactNode }) {
  const page = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const merged = useMemo(() => ({ ...page, ...messages }) as unknown as Partial<Messages>, [page, messages]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
