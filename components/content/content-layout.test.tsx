// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import el from '@/messages/el.json';
import { ContentSection, sectionTitleClass } from './content-section';
import { FaqSection } from './faq-section';
import { ScriptCard } from './script-card';

afterEach(cleanup);

const faq = [{ q: 'How long should it be?', a: 'About twenty seconds.' }];

/** Tailwind max-width utilities; jsdom has no layout, so the column width is read from the classes. */
const widthCap = /(^|\s)max-w-/;

describe('content sections share one column and one heading size', () => {
  it("every h2, the FAQ's too, uses the section heading style", () => {
    render(
      <>
        <ContentSection id="examples" title="Example scripts">
          <p>…</p>
        </ContentSection>
        <FaqSection title="Questions" items={faq} />
      </>,
    );
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Example scripts', 'Questions']);
    for (const heading of headings) expect(heading).toHaveClass(...sectionTitleClass.split(' '));
  });

  it('the FAQ list spans the column like the examples grid; only the answers keep a measure', () => {
    render(<FaqSection title="Questions" items={faq} />);
    let node: HTMLElement | null = screen.getByText(faq[0]!.q).closest('details');
    const section = screen.getByRole('region', { name: 'Questions' });
    while (node && node !== section) {
      expect(node.className, node.tagName).not.toMatch(widthCap);
      node = node.parentElement;
    }
    expect(screen.getByTestId('faq-list').className).toContain('[&_details>p]:max-w-');
  });
});

describe('<ScriptCard />', () => {
  it('shows the length the page counted, beside the note', () => {
    render(
      <NextIntlClientProvider locale="en" messages={{}}>
        <ScriptCard
          title="Short"
          note="Hours only."
          length="22 words · about 9 s"
          text="Hello [pause 1s] there"
          href="/"
          cta="Open"
          pauseLabel={(s) => `pause ${s} s`}
        />
      </NextIntlClientProvider>,
    );
    expect(screen.getByTestId('script-length')).toHaveTextContent('22 words · about 9 s');
    expect(screen.getByText('pause 1 s')).toBeInTheDocument();
  });

  it('writes a pause of half a second the page’s way (German and Greek keep a decimal comma)', () => {
    for (const [locale, messages, label] of [
      ['de', de, 'Pause 0,5 s'],
      ['el', el, 'παύση 0,5 δ.'],
    ] as const) {
      const c = createTranslator({ locale, messages, namespace: 'onHoldPage' });
      render(
        <NextIntlClientProvider locale={locale} messages={{}}>
          <ScriptCard
            title="T"
            text="Hallo [pause 0.5s] da"
            href="/"
            cta="Open"
            pauseLabel={(seconds) => c('pause', { seconds })}
          />
        </NextIntlClientProvider>,
      );
      expect(screen.getByText(label)).toBeInTheDocument();
      cleanup();
    }
  });
});
