// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/en.json';
import deMessages from '@/messages/de.json';
import { de } from '@/lib/greeting/templates/de';
import { en } from '@/lib/greeting/templates/en';
import type { AppStore } from '@/stores/app-store';
import { StoreProvider, useAppStoreApi } from '@/stores/store-provider';
import { ScriptEditor } from './script-editor';
import { textStatus } from './script-edit';
import { Studio } from './studio';

// The shared player (Web Audio, WebAssembly decoders) is another feature's engine; here a plain
// button stands in so the studio's own gating (disabled fieldset) can be observed.
vi.mock('./player-slots', () => ({
  LazyListenButton: ({ className }: { className?: string }) => (
    <button type="button" className={className} data-testid="listen-button">
      Listen
    </button>
  ),
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
    sampleUrl: '/api/voices/flite-slt/sample/',
  },
  {
    id: 'espeak-en-m3',
    name: 'James',
    locale: 'en-US',
    gender: 'male',
    engine: 'espeak',
    tier: 'basic',
    sampleUrl: '/api/voices/espeak-en-m3/sample/',
  },
  {
    id: 'espeak-de-f3',
    name: 'Lena',
    locale: 'de-DE',
    gender: 'female',
    engine: 'espeak',
    tier: 'basic',
    sampleUrl: '/api/voices/espeak-de-f3/sample/',
  },
];

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <NextIntlClientProvider locale="en" messages={messages}>
      <QueryClientProvider client={client}>
        <StoreProvider locale="en">{children}</StoreProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>
  );
}

function Grab({ onStore }: { onStore: (store: AppStore) => void }) {
  onStore(useAppStoreApi());
  return null;
}

/** What the server hands the studio on an English page (see page-templates.ts). */
const english = { locale: 'en' as const, data: en };

const textBox = () => screen.getByTestId('script-text') as HTMLTextAreaElement;

describe('ScriptEditor', () => {
  afterEach(cleanup);

  it('counts characters and keeps an over-long text with a clear message', () => {
    const long = 'a'.repeat(1_520);
    const onChange = vi.fn();
    render(wrap(<ScriptEditor text={long} status={textStatus(long)} onChange={onChange} />));
    expect(screen.getByTestId('char-counter')).toHaveTextContent('1520 / 1500');
    expect(screen.getByTestId('text-problem')).toHaveTextContent(
      '20 characters over the 1500-character limit',
    );
    expect(textBox().value).toBe(long);
    expect(textBox()).toHaveAttribute('aria-invalid', 'true');
    expect(textBox()).not.toHaveAttribute('maxlength');
  });

  it('inserts the chosen pause at the cursor', () => {
    const onChange = vi.fn();
    render(wrap(<ScriptEditor text="Hello world" status={textStatus('Hello world')} onChange={onChange} />));
    textBox().setSelectionRange(5, 5);
    fireEvent.change(screen.getByTestId('pause-length'), { target: { value: '0.5' } });
    fireEvent.click(screen.getByTestId('insert-pause'));
    expect(onChange).toHaveBeenCalledWith('Hello [pause 0.5s] world');
  });

  it('explains control characters', () => {
    const text = 'Hi\u0007there';
    render(wrap(<ScriptEditor text={text} status={textStatus(text)} onChange={() => {}} />));
    expect(screen.getByTestId('text-problem')).toHaveTextContent('invisible control characters');
  });
});

describe('Studio', () => {
  beforeEach(() => {
    // Every test is a first visit: the studio keeps its draft in localStorage.
    localStorage.clear();
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
  });

  it('brings back the draft after a reload: use case, style, fields and hand-edited text', async () => {
    render(wrap(<Studio templates={english} />));
    await waitFor(() => expect(textBox().value).toMatch(/^Thank you for calling Northwind Dental\./));
    fireEvent.click(screen.getByTestId('use-case-on-hold'));
    fireEvent.click(screen.getByTestId('template-friendly'));
    fireEvent.change(screen.getByTestId('field-company'), { target: { value: 'Acme Plumbing' } });
    await waitFor(() => expect(textBox().value).toContain('Acme Plumbing'));
    const edited = `${textBox().value} See you soon.`;
    fireEvent.change(textBox(), { target: { value: edited } });
    await waitFor(() => expect(screen.getByTestId('voice-flite-slt')).toBeChecked());
    cleanup();

    render(wrap(<Studio templates={english} />));
    await waitFor(() => expect(textBox().value).toBe(edited));
    expect(screen.getByTestId('use-case-on-hold')).toBeChecked();
    expect(screen.getByTestId('template-friendly')).toBeChecked();
    expect(screen.getByTestId('field-company')).toHaveValue('Acme Plumbing');
  });

  it('keeps the text boxes read-only until the draft is read, so nothing typed is overwritten', async () => {
    render(wrap(<Studio templates={english} />));
    await waitFor(() => expect(textBox().readOnly).toBe(false));
    const edited = 'My own words, typed by hand.';
    fireEvent.change(textBox(), { target: { value: edited } });
    cleanup();

    // Reading a stored draft waits for its schema module: until then typing would be lost.
    render(wrap(<Studio templates={english} />));
    expect(textBox().readOnly).toBe(true);
    expect(screen.getByTestId('field-company')).toHaveAttribute('readonly');
    expect(screen.getByTestId('studio')).not.toHaveAttribute('data-ready');
    await waitFor(() => expect(textBox().readOnly).toBe(false));
    expect(textBox().value).toBe(edited);
    expect(screen.getByTestId('field-company')).not.toHaveAttribute('readonly');
    expect(screen.getByTestId('studio')).toHaveAttribute('data-ready', 'true');
  });

  it('shows pause tokens the page’s way and keeps the spec canonical (German page)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let api: AppStore | null = null;
    render(
      <NextIntlClientProvider locale="de" messages={deMessages}>
        <QueryClientProvider client={client}>
          <StoreProvider locale="de">
            <Grab onStore={(s) => (api = s)} />
            <Studio templates={{ locale: 'de', data: de }} initialUseCase="on-hold" />
          </StoreProvider>
        </QueryClientProvider>
      </NextIntlClientProvider>,
    );
    await waitFor(() => expect(textBox().value).toContain('[Pause 2 s]'));
    const store = api as AppStore | null;
    expect(store?.getState().spec.text).toContain('[pause 2s]');
    expect(textBox().value).not.toContain('[pause');
    // A German token typed by hand stays as typed on screen and is stored canonically.
    fireEvent.change(textBox(), { target: { value: 'Hallo [Pause 1,5 s] Welt' } });
    expect(textBox().value).toBe('Hallo [Pause 1,5 s] Welt');
    expect(store?.getState().spec.text).toBe('Hallo [pause 1.5s] Welt');
    // The English form keeps working everywhere.
    fireEvent.change(textBox(), { target: { value: 'Hallo [pause 1s] Welt' } });
    expect(store?.getState().spec.text).toBe('Hallo [pause 1s] Welt');
    expect(screen.getByTestId('pause-length')).toHaveTextContent('0,5 s');
    expect(screen.getByTestId('pause-length')).not.toHaveTextContent('0.5');
    expect(screen.getByTestId('pause-length')).toHaveTextContent('0,5 s');
    expect(screen.getByTestId('pause-length')).not.toHaveTextContent('0.5');
    fireEvent.change(screen.getByTestId('pause-length'), { target: { value: '0.5' } });
    fireEvent.click(screen.getByTestId('insert-pause'));
    expect(textBox().value).toContain('[Pause 0,5 s]');
    expect(store?.getState().spec.text).toContain('[pause 0.5s]');
  });

  it('fills the default template, preselects the best voice and switches use case', async () => {
    render(wrap(<Studio templates={english} />));
    await waitFor(() => expect(textBox().value).toMatch(/^Thank you for calling Northwind Dental\./));
    await waitFor(() => expect(screen.getByTestId('voice-flite-slt')).toBeChecked());
    // The Listen row watches the voice itself (ListenActions): with one, it is enabled.
    expect(screen.getByTestId('listen-button')).toBeEnabled();
    expect(screen.queryByTestId('voice-espeak-de-f3')).toBeNull();

    fireEvent.click(screen.getByTestId('use-case-on-hold'));
    expect(screen.getByTestId('use-case-on-hold')).toBeChecked();
    expect(textBox().value).toMatch(/\[pause 2s\]/);

    // Fields fill live while the text is untouched.
    fireEvent.change(screen.getByTestId('field-company'), { target: { value: 'Bolt Labs' } });
    expect(textBox().value).toMatch(/^Thank you for calling Bolt Labs\./);
  });

  it('keeps listen disabled while no voice is chosen (voices still loading)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    render(wrap(<Studio templates={english} />));
    await waitFor(() => expect(textBox().value).not.toBe(''));
    expect(screen.getByTestId('voices-loading')).toBeInTheDocument();
    expect(screen.getByTestId('listen-button')).toBeDisabled();
  });

  it('shows an error with a retry when the voices cannot be loaded', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('nope', { status: 503 }))
      .mockResolvedValue(
        new Response(JSON.stringify(voices), { headers: { 'Content-Type': 'application/json' } }),
      );
    vi.stubGlobal('fetch', fetchMock);
    render(wrap(<Studio templates={english} />));
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(screen.getByRole('alert')).toHaveTextContent('The voices could not be loaded.');
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByTestId('voice-flite-slt')).toBeChecked());
  });

  it('asks before replacing a hand-edited text; "Keep my text" keeps it and still switches the use case', async () => {
    render(wrap(<Studio templates={english} />));
    await waitFor(() => expect(textBox().value).not.toBe(''));
    fireEvent.change(textBox(), { target: { value: 'My own words.' } });
    const ivr = screen.getByTestId('use-case-ivr');
    ivr.focus();
    fireEvent.click(ivr);
    // Nothing changes before the answer; focus starts on the safe answer.
    expect(screen.getByTestId('replace-confirm')).toBeInTheDocument();
    expect(screen.getByTestId('use-case-business-voicemail')).toBeChecked();
    expect(ivr).not.toBeChecked();
    expect(screen.getByTestId('replace-confirm-keep')).toHaveFocus();
    // The documented exception is said in the question itself.
    expect(screen.getByTestId('replace-keep-note')).toHaveTextContent(
      '“Keep my text” still switches to IVR menu, with its fields and music settings',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Keep my text' }));
    expect(textBox().value).toBe('My own words.');
    expect(screen.queryByTestId('replace-confirm')).toBeNull();
    expect(ivr).toBeChecked();
    expect(screen.getByTestId('field-option1')).toBeInTheDocument();
    await waitFor(() => expect(ivr).toHaveFocus());
  });

  it('changes the style only after "Replace text"; "Keep my text" leaves style and fields as they were', async () => {
    render(wrap(<Studio templates={english} />));
    await waitFor(() => expect(textBox().value).not.toBe(''));
    fireEvent.change(textBox(), { target: { value: 'My own words.' } });
    const friendly = screen.getByTestId('template-friendly');
    friendly.focus();
    fireEvent.click(friendly);
    expect(screen.getByTestId('replace-confirm')).toBeInTheDocument();
    expect(screen.getByTestId('template-professional')).toBeChecked();
    expect(friendly).not.toBeChecked();
    // The professional script's fields stay while the question is open…
    expect(screen.getByTestId('field-email')).toBeInTheDocument();
    expect(screen.queryByTestId('replace-keep-note')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Keep my text' }));
    // …and after keeping the text: the page is as it was, focus back on the radio.
    expect(screen.getByTestId('template-professional')).toBeChecked();
    expect(screen.getByTestId('field-email')).toBeInTheDocument();
    expect(textBox().value).toBe('My own words.');
    await waitFor(() => expect(friendly).toHaveFocus());

    fireEvent.click(friendly);
    fireEvent.click(screen.getByTestId('replace-confirm-yes'));
    expect(friendly).toBeChecked();
    expect(textBox().value).toMatch(/^Hi, and thanks for calling Northwind Dental!/);
    expect(screen.queryByTestId('field-email')).toBeNull();
    await waitFor(() => expect(friendly).toHaveFocus());
  });

  it('Escape answers "Keep my text" and returns focus to the control that asked', async () => {
    render(wrap(<Studio templates={english} />));
    await waitFor(() => expect(textBox().value).not.toBe(''));
    fireEvent.change(textBox(), { target: { value: 'My own words.' } });
    const short = screen.getByTestId('template-short');
    short.focus();
    fireEvent.click(short);
    fireEvent.keyDown(screen.getByTestId('replace-confirm-keep'), { key: 'Escape' });
    expect(screen.queryByTestId('replace-confirm')).toBeNull();
    expect(screen.getByTestId('template-professional')).toBeChecked();
    await waitFor(() => expect(short).toHaveFocus());
  });

  it('arrows only move focus through styles and use cases once the text is edited; Enter asks', async () => {
    render(wrap(<Studio templates={english} />));
    await waitFor(() => expect(textBox().value).not.toBe(''));
    fireEvent.change(textBox(), { target: { value: 'My own words.' } });
    const professional = screen.getByTestId('template-professional');
    professional.focus();
    fireEvent.keyDown(professional, { key: 'ArrowRight' });
    expect(screen.getByTestId('template-friendly')).toHaveFocus();
    fireEvent.keyDown(screen.getByTestId('template-friendly'), { key: 'ArrowRight' });
    expect(screen.getByTestId('template-short')).toHaveFocus();
    fireEvent.keyDown(screen.getByTestId('template-short'), { key: 'ArrowRight' });
    expect(professional).toHaveFocus();
    fireEvent.keyDown(professional, { key: 'ArrowLeft' });
    expect(screen.getByTestId('template-short')).toHaveFocus();
    expect(screen.queryByTestId('replace-confirm')).toBeNull();
    expect(professional).toBeChecked();

    const voicemail = screen.getByTestId('use-case-business-voicemail');
    voicemail.focus();
    fireEvent.keyDown(voicemail, { key: 'ArrowDown' });
    expect(screen.getByTestId('use-case-personal-voicemail')).toHaveFocus();
    expect(screen.queryByTestId('replace-confirm')).toBeNull();
    fireEvent.keyDown(screen.getByTestId('use-case-personal-voicemail'), { key: 'Enter' });
    expect(screen.getByTestId('replace-confirm')).toBeInTheDocument();
    expect(screen.getByTestId('replace-confirm-keep')).toHaveFocus();
  });

  it('keeps native arrow selection while the text is untouched', async () => {
    render(wrap(<Studio templates={english} />));
    await waitFor(() => expect(textBox().value).not.toBe(''));
    const professional = screen.getByTestId('template-professional');
    professional.focus();
    // Not handled by the studio: the browser's own arrow behaviour (select the next) stays.
    expect(fireEvent.keyDown(professional, { key: 'ArrowRight' })).toBe(true);
    expect(professional).toHaveFocus();
  });

  it('puts voice and music before listen in the page, so Tab follows the flow on every screen', async () => {
    render(wrap(<Studio templates={english} mixer={<p data-testid="mixer-slot">mixer</p>} />));
    await waitFor(() => expect(textBox().value).not.toBe(''));
    const order = [
      'use-case-ivr',
      'template-friendly',
      'script-text',
      'voice-language',
      'mixer-slot',
      'listen-button',
    ];
    const nodes = order.map((id) => screen.getByTestId(id));
    for (let i = 1; i < nodes.length; i++)
      expect(
        nodes[i - 1]!.compareDocumentPosition(nodes[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    // Visual reordering would break that again.
    const ordered = [...screen.getByTestId('studio').querySelectorAll('[class]')].filter((el) =>
      [...el.classList].some((name) => /^([\w-]+:)*order-/.test(name)),
    );
    expect(ordered).toEqual([]);
  });

  it('switching language refills an untouched script and picks that language’s voice', async () => {
    render(wrap(<Studio templates={english} />));
    await waitFor(() => expect(screen.getByTestId('voice-flite-slt')).toBeChecked());
    fireEvent.change(screen.getByTestId('voice-language'), { target: { value: 'de' } });
    // German templates are not part of an English page: they load on demand, then fill.
    await waitFor(() =>
      expect(textBox().value).toMatch(/^Herzlich willkommen bei Zahnarztpraxis Dr\. Berger\./),
    );
    await waitFor(() => expect(screen.getByTestId('voice-espeak-de-f3')).toBeChecked());
  });

  describe('link parameters', () => {
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('selects the voice, use case and style a samples link names', async () => {
      window.history.replaceState(null, '', '/?useCase=on-hold&template=friendly&voice=espeak-en-m3#studio');
      render(wrap(<Studio templates={english} />));
      await waitFor(() => expect(screen.getByTestId('voice-espeak-en-m3')).toBeChecked());
      expect(screen.getByTestId('voice-flite-slt')).not.toBeChecked();
      expect(screen.getByTestId('use-case-on-hold')).toBeChecked();
      expect(screen.getByTestId('template-friendly')).toBeChecked();
      expect(textBox().value).toMatch(/^Thanks for holding!/);
    });

    it('keeps the defaults for unknown or invalid values', async () => {
      window.history.replaceState(null, '', '/?useCase=nope&template=loud&voice=no-such-voice');
      render(wrap(<Studio templates={english} />));
      // An unknown voice falls back to the language's best, as on a plain visit.
      await waitFor(() => expect(screen.getByTestId('voice-flite-slt')).toBeChecked());
      expect(screen.getByTestId('use-case-business-voicemail')).toBeChecked();
      expect(textBox().value).toMatch(/^Thank you for calling Northwind Dental\./);
    });

    it('a voice of another language gives way to the studio language’s best voice', async () => {
      window.history.replaceState(null, '', '/?voice=espeak-de-f3');
      render(wrap(<Studio templates={english} />));
      await waitFor(() => expect(screen.getByTestId('voice-flite-slt')).toBeChecked());
      expect(screen.queryByTestId('voice-espeak-de-f3')).toBeNull();
    });

    it('opens a free example with its own script, kept as the visitor’s text', async () => {
      const script = 'Hi, you reached Sam. [pause 1s] Leave a message.';
      window.history.replaceState(
        null,
        '',
        `/?useCase=personal-voicemail&text=${encodeURIComponent(script)}`,
      );
      render(wrap(<Studio templates={english} />));
      await waitFor(() => expect(textBox().value).toBe(script));
      expect(screen.getByTestId('use-case-personal-voicemail')).toBeChecked();
      // It is the visitor's text now: switching the use case asks before replacing it.
      fireEvent.click(screen.getByTestId('use-case-ivr'));
      expect(screen.getByTestId('replace-confirm')).toBeInTheDocument();
    });
  });

  it('asks the server to warm the text once the visitor’s edit rests, and not before any edit', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/tts/warm/'
        ? Response.json({ status: 'ready' })
        : new Response(JSON.stringify(voices), { headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const warmUps = () => fetchMock.mock.calls.filter(([url]) => url === '/api/tts/warm/');
    render(wrap(<Studio templates={english} />));
    await waitFor(() => expect(screen.getByTestId('voice-flite-slt')).toBeChecked());
    // The filled template and the chosen voice alone send nothing.
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(warmUps()).toEqual([]);
    fireEvent.change(textBox(), { target: { value: 'Back at nine.' } });
    await waitFor(() => expect(warmUps()).toHaveLength(1), { timeout: 3_000 });
    const [, init] = warmUps()[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      text: 'Back at nine.',
      voiceId: 'flite-slt',
      locale: 'en',
    });
  });

  it('disables listen while the text is over the limit, without touching the text', async () => {
    render(wrap(<Studio templates={english} />));
    await waitFor(() => expect(textBox().value).not.toBe(''));
    await waitFor(() => expect(screen.getByTestId('voice-flite-slt')).toBeChecked());
    expect(screen.getByTestId('listen-button')).toBeEnabled();
    const long = 'word '.repeat(320);
    act(() => {
      fireEvent.change(textBox(), { target: { value: long } });
    });
    expect(screen.getByTestId('listen-button')).toBeDisabled();
    expect(textBox().value).toBe(long);
  });
});
