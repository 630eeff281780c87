// The order page's "Play in Twilio" panel: a server component (no JavaScript of its own), so only
// the re-issue button ships to the browser, and only on the order page.
import { useTranslations } from 'next-intl';
import type { TwilioLinks as Links } from '@/lib/delivery/twilio-links';
import { ReissueButton } from './reissue-button';

const code = 'block max-w-full overflow-x-auto whitespace-pre rounded-md bg-canvas p-3 font-mono text-xs';

export function TwilioLinks({ orderId, token, links }: { orderId: string; token?: string; links: Links }) {
  const t = useTranslations('delivery.twilio');
  if (links.files.length === 0 && links.sets.length === 0) return null;
  return (
    <details className="rounded-card border border-line bg-paper p-4 print:hidden" data-testid="twilio-links">
      <summary className="cursor-pointer font-semibold">{t('title')}</summary>
      <div className="mt-3 flex flex-col gap-4">
        <p className="text-ink-soft">{t('intro')}</p>
        {links.sets.map((set) => (
          <section key={set.id} className="flex flex-col gap-2" data-testid="twilio-app">
            <h3 className="font-medium">{t('setTitle', { n: set.position + 1 })}</h3>
            <p className="text-sm text-ink-soft">{t('setHelp')}</p>
            <code className={code}>{set.appUrl}</code>
          </section>
        ))}
        {links.files.map((file) => (
          <section key={file.id} className="flex flex-col gap-2" data-testid="twilio-file">
            <h3 className="font-medium">{t('fileLabel', { name: file.name })}</h3>
            <code className={code}>{file.twiml}</code>
          </section>
        ))}
        <ReissueButton orderId={orderId} token={token} />
      </div>
    </details>
  );
}
