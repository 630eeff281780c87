import type { UseCase } from '@/lib/greeting/spec';
import { exampleValues, fillTemplate, findTemplate, type TemplateStyle } from '@/lib/greeting/templates';
import type { Locale } from '@/lib/i18n/locales';
import { ScriptCard } from './script-card';

export type ScriptExample = {
  useCase: UseCase;
  /** The studio template shown (and opened); omitted for a free example that opens the use case. */
  template?: TemplateStyle;
  /** Text for a free example; template examples show the studio's own template, filled. */
  text?: string;
  title: string;
  note?: string;
  cta: string;
};

/** The text a card shows and the studio opens: the free text, or the template filled with example values. */
export function exampleScript(
  locale: Locale,
  example: Pick<ScriptExample, 'useCase' | 'template' | 'text'>,
): string {
  return (
    example.text ??
    fillTemplate(findTemplate(locale, example.useCase, example.template).text, {}, exampleValues(locale))
  );
}

/**
 * The studio link a content page uses: `/?useCase=…&template=…#studio` (LocaleLink adds the locale).
 * A free example carries its own script as `text`, so the studio opens with exactly that text.
 */
export function studioHref(useCase: UseCase, template?: TemplateStyle, text?: string): string {
  const query = new URLSearchParams({ useCase });
  if (template) query.set('template', template);
  if (text) query.set('text', text);
  return `/?${query.toString()}#studio`;
}

/**
 * Example scripts as cards. A template example shows exactly the text the studio will fill in
 * (the same template and example values), so what the visitor reads is what opens.
 */
export function ScriptExamples({
  locale,
  examples,
  pauseLabel,
  lengthLabel,
}: {
  locale: Locale;
  examples: ScriptExample[];
  pauseLabel: (seconds: number) => string;
  /** The script's length as the card states it, e.g. "53 words · about 21 s"; none when omitted. */
  lengthLabel?: (text: string) => string;
}) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {examples.map((example) => {
        const text = exampleScript(locale, example);
        return (
          <ScriptCard
            key={example.title}
            title={example.title}
            note={example.note}
            length={lengthLabel?.(text)}
            text={text}
            href={studioHref(example.useCase, example.template, example.text)}
            cta={example.cta}
            pauseLabel={pauseLabel}
          />
        );
      })}
    </div>
  );
}
