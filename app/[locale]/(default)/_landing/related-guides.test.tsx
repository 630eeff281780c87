// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { sectionTitleClass } from '@/components/content/content-section';
import { RelatedGuides } from './related-guides';

afterEach(cleanup);

describe('<RelatedGuides />', () => {
  it('heads the guides like every other section of the page (28 px, not 20 px)', () => {
    render(
      <NextIntlClientProvider locale="en" messages={{}}>
        <RelatedGuides title="More guides" links={[{ href: '/out-of-office/', label: 'Out of office' }]} />
      </NextIntlClientProvider>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'More guides' });
    expect(heading).toHaveClass(...sectionTitleClass.split(' '));
    expect(heading).not.toHaveClass('text-xl');
    expect(screen.getByRole('link', { name: 'Out of office' })).toHaveAttribute('href', '/out-of-office/');
  });
});
