// @vitest-environment jsdom
// The example's details are marked in the script, named under it, handed to the actions beside
// Listen (Add to cart asks about them), and a new company takes the example's e-mail with it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/en.json';
import { de } from '@/lib/greeting/templates/de';
import { en } from '@/lib/greeting/templates/en';
import { StoreProvider } from '@/stores/store-provider';
import { Studio, type StudioActionsContext } from './studio';

vi.mock('./player-slots', () => ({
  LazyListenButton: () => <button type="button">Listen</button>,
  LazyPlayerBar: () => null,
}));

const voices = [
  {
    id: 'flite-slt',
    name: 'Susan',
    locale: 'en-US',
    gender: 'female',
    engine: 'flite',
    tier: 'standard',
    sampleUrl: '/s',
  },
];

function wrap(children: ReactNode, locale: 'en' | 'de' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <NextIntlClientProvider locale="en" messages={messages}>
      <QueryClientProvider client={client}>
        <StoreProvider locale={locale}>{children}</StoreProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>
  );
}

const english = { locale: 'en' as const, data: en };
const textBox = () => screen.getByTestId('script-text') as HTMLTextAreaElement;
const marks = () => screen.queryAllByTestId('script-mark').map((m) => [m.dataset.kind, m.textContent]);

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(voices), { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('example details in the studio', () => {
  it('marks and names the example details of the filled template', async () => {
    render(wrap(<Studio templates={english} />));
    await waitFor(() => expect(textBox().value).toMatch(/Northwind Dental/));
    expect(marks()).toEqual([
      ['example', 'Northwind Dental'],
      ['example', 'info@northwind-dental.com'],
    ]);
    expect(screen.getByTestId('example-leftovers-example')).toHaveTextContent(
      'Still the example: Company, Email',
    );
    // Named for screen readers too: the list describes the text box.
    const list = screen.getByTestId('example-leftovers');
    expect(textBox().getAttribute('aria-describedby')).toContain(list.id);
  });

  it('a blank field keeps its example after a new company, as promised: never a {field} in the text', async () => {
    render(wrap(<Studio templates={english} />));
    await waitFor(() => expect(textBox().value).toMatch(/Northwind Dental/));
    fireEvent.change(screen.getByTestId('field-company'), { target: { value: 'Bolt Labs' } });
    expect(textBox().value).toContain(`by email at ${en.examples.email}.`);
    expect(textBox().value).not.toMatch(/[{}]/);
    // Still the example company's address: marked, so Add to cart asks about it.
    expect(screen.queryByTestId('example-leftovers-blank')).toBeNull();
    expect(screen.getByTestId('example-leftovers-example')).toHaveTextContent('Still the example: Email');
    expect(marks()).toEqual([['example', en.examples.email]]);

    fireEvent.change(screen.getByTestId('field-email'), { target: { value: 'hi@bolt.example' } });
    expect(textBox().value).toContain('by email at hi@bolt.example.');
    expect(screen.queryByTestId('example-leftovers')).toBeNull();
  });

  it('after a hand edit, a new company leaves the blank e-mail as its example', async () => {
    render(wrap(<Studio templates={english} />));
    await waitFor(() => expect(textBox().value).toMatch(/Northwind Dental/));
    fireEvent.change(textBox(), { target: { value: `${textBox().value} See you soon.` } });
    const company = screen.getByTestId('field-company');
    fireEvent.focus(company);
    fireEvent.change(company, { target: { value: 'Bolt Labs' } });
    fireEvent.blur(company);
    expect(textBox().value).toMatch(/^Thank you for calling Bolt Labs\./);
    expect(textBox().value).toContain(`by email at ${en.examples.email}.`);
    expect(textBox().value).not.toMatch(/[{}]/);
    expect(textBox().value).toMatch(/See you soon\.$/);
  });

  it('the German out-of-hours script with a new company and Website left empty reads no {website} (issue 34)', async () => {
    render(wrap(<Studio templates={{ locale: 'de', data: de }} initialUseCase="out-of-hours" />, 'de'));
    await waitFor(() => expect(textBox().value).toMatch(/Zahnarztpraxis Dr\. Berger/));
    fireEvent.change(screen.getByTestId('field-company'), { target: { value: 'Praxis Hartley' } });
    expect(textBox().value).toMatch(/^Herzlich willkommen bei Praxis Hartley\./);
    expect(textBox().value).toContain(`Weitere Informationen finden Sie unter ${de.examples.website}.`);
    expect(textBox().value).not.toContain('{website}');
  });

  it('hands the details to the actions, whose "Edit" selects the first one in the text box', async () => {
    let context: StudioActionsContext | null = null;
    render(
      wrap(
        <Studio
          templates={english}
          actions={(c) => {
            context = c;
            return null;
          }}
        />,
      ),
    );
    await waitFor(() => expect(textBox().value).toMatch(/Northwind Dental/));
    const seen = context as StudioActionsContext | null;
    expect(seen?.examples.map((e) => [e.label, e.value])).toEqual([
      ['Company', 'Northwind Dental'],
      ['Email', 'info@northwind-dental.com'],
    ]);
    act(() => seen?.review());
    const box = textBox();
    expect(document.activeElement).toBe(box);
    expect(box.value.slice(box.selectionStart, box.selectionEnd)).toBe('Northwind Dental');
  });

  it('selects a named detail from the list', async () => {
    render(wrap(<Studio templates={english} />));
    await waitFor(() => expect(textBox().value).toMatch(/Northwind Dental/));
    fireEvent.click(screen.getByTestId('example-leftover-email'));
    const box = textBox();
    expect(box.value.slice(box.selectionStart, box.selectionEnd)).toBe('info@northwind-dental.com');
  });
});
