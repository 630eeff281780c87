// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import ToolsLayout, { generateMetadata } from './layout';

// The document shell needs Next's bundler; which frame the page gets is what is under test.
vi.mock('@/components/layout/html-document', () => ({
  HtmlDocument: ({ locale, children }: { locale: string; children: ReactNode }) => (
    <div data-testid="document" lang={locale}>
      {children}
    </div>
  ),
}));
vi.mock('../_components/default-shell', () => ({
  DefaultShell: ({ nonce, children }: { nonce?: string; children: ReactNode }) => (
    <div data-testid="default-shell" data-nonce={nonce}>
      {children}
    </div>
  ),
}));
vi.mock('@/lib/i18n/request-locale', () => ({ visitorLocale: async () => 'de' }));
vi.mock('@/lib/env', () => ({ env: () => ({ SITE_URL: 'https://greeting.example' }) }));
vi.mock('next-intl/server', () => ({ setRequestLocale: () => undefined }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'content-security-policy': "script-src 'self' 'nonce-abc123'" }),
}));

describe('ToolsLayout', () => {
  it('gives the samples gallery the site frame (header, footer, panels) with the request nonce', async () => {
    render(await ToolsLayout({ children: <h1>Hörproben</h1> }));
    const shell = screen.getByTestId('default-shell');
    expect(shell).toContainElement(screen.getByRole('heading', { name: 'Hörproben' }));
    expect(shell).toHaveAttribute('data-nonce', 'abc123');
    expect(screen.getByTestId('document')).toHaveAttribute('lang', 'de');
  });

  it("titles its pages with the site's template in the visitor's language", async () => {
    const metadata = await generateMetadata();
    expect(metadata.title).toEqual({ default: de.meta.productName, template: '%s | Greeting Studio' });
    expect(String(metadata.metadataBase)).toBe('https://greeting.example/');
  });
});
