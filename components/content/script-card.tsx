import { ArrowRight } from '../ui/icons';
import { LocaleLink } from '../navigation/locale-link';
import { splitScript } from '@/lib/greeting/script';

/** An example script as the studio will read it, with a link that opens it there. */
export function ScriptCard({
  title,
  note,
  length,
  text,
  href,
  cta,
  pauseLabel,
}: {
  title: string;
  note?: string;
  /** Counted from the text by the page, never typed by hand. */
  length?: string;
  text: string;
  href: string;
  cta: string;
  /** How a pause token reads on screen, e.g. "pause {seconds}" (a number: the message formats it the page's way). */
  pauseLabel: (seconds: number) => string;
}) {
  return (
    <article className="flex flex-col rounded-card border border-line bg-paper p-5 shadow-[var(--shadow-card)]">
      <h3 className="font-semibold text-ink">{title}</h3>
      {note ? <p className="mt-1 text-sm text-ink-muted">{note}</p> : null}
      {length ? (
        <p className="mt-1 text-xs font-medium text-ink-muted tabular-nums" data-testid="script-length">
          {length}
        </p>
      ) : null}
      <blockquote className="mt-3 flex-1 border-l-2 border-accent/40 pl-4 text-[0.975rem] leading-relaxed text-ink-soft">
        {splitScript(text).map((part, index) =>
          part.kind === 'pause' ? (
            <span
              key={index}
              className="mx-1 rounded-control bg-canvas px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-ink-muted"
            >
              {pauseLabel(part.seconds)}
            </span>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </blockquote>
      <LocaleLink href={href} className="btn-secondary mt-4 self-start" data-testid="open-in-studio">
        {cta}
        <ArrowRight aria-hidden className="size-4" />
      </LocaleLink>
    </article>
  );
}
