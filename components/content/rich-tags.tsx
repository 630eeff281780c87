import type { ReactNode } from 'react';
import { LocaleLink } from '../navigation/locale-link';

type Chunks = ReactNode;

const linkClass = 'font-medium text-accent-strong underline decoration-accent/40 underline-offset-2 hover:decoration-accent';

/**
 * The markup long-form messages may use with `t.rich`: paragraphs, lists, emphasis and
 * links to the other content pages, so a translator can structure a section without code.
 */
export function contentTags({ email }: { email: string }) {
  const link = (href: string, chunks: Chunks) => (
    <LocaleLink href={href} className={linkClass}>
      {chunks}
    </LocaleLink>
  );
  return {
    p: (chunks: Chunks) => <p>{chunks}</p>,
    ul: (chunks: Chunks) => <ul>{chunks}</ul>,
    ol: (chunks: Chunks) => <ol>{chunks}</ol>,
    li: (chunks: Chunks) => <li>{chunks}</li>,
    b: (chunks: Chunks) => <strong className="font-semibold text-ink">{chunks}</strong>,
    em: (chunks: Chunks) => <em>{chunks}</em>,
    studio: (chunks: Chunks) => link('/#studio', chunks),
    help: (chunks: Chunks) => link('/help/', chunks),
    helpSystems: (chunks: Chunks) => link('/help/#phone-systems', chunks),
    onHold: (chunks: Chunks) => link('/on-hold/', chunks),
    voicePrompt: (chunks: Chunks) => link('/voice-prompt/', chunks),
    legal: (chunks: Chunks) => link('/legal/', chunks),
    privacy: (chunks: Chunks) => link('/legal/#privacy', chunks),
    cookies: (chunks: Chunks) => link('/legal/#cookies', chunks),
    terms: (chunks: Chunks) => link('/legal/#terms', chunks),
    mail: (chunks: Chunks) => (
      <a href={`mailto:${email}`} className={linkClass}>
        {chunks}
      </a>
    ),
  };
}
