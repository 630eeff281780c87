// @vitest-environment jsdom
// The pronunciation dictionary in the IVR builder (#33 item 6): a word added here changes what
// every prompt of the set sends for synthesis, the quote and the cart line; a guest's words stay
// with the set (and its draft), a signed-in visitor's also go to the account.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IvrSetSpec } from '@/lib/ivr/set-spec';
import {
  dictionaryPosts,
  FakeAudio,
  flush,
  installBuilderStandIns,
  mounted,
  quoted,
  renderBuilder,
  requests,
} from './ivr-builder.test-kit';

installBuilderStandIns();

const cart = () => JSON.parse(screen.getByTestId('cart-probe').textContent!) as IvrSetSpec[];
const spokenWith = (r: (typeof requests)[number]) =>
  (r as unknown as { pronunciations?: unknown }).pronunciations;
const acme = { locale: 'en', word: 'Acme', sayAs: 'Ackmee' };

/** Select `word` in the welcome prompt and open "Pronounce as…" as a visitor would. */
function pronounceFromWelcome(word: string) {
  const box = screen.getByTestId('prompt-welcome') as HTMLTextAreaElement;
  box.focus();
  const at = box.value.indexOf(word);
  box.setSelectionRange(at, at + word.length);
  fireEvent.mouseDown(screen.getByTestId('pronounce-open'));
  fireEvent.click(screen.getByTestId('pronounce-open'));
}

async function save(sayAs: string) {
  fireEvent.change(screen.getByTestId('pronounce-say-as'), { target: { value: sayAs } });
  await act(async () => fireEvent.click(screen.getByTestId('pronounce-save')));
}

describe('IvrBuilder pronunciation dictionary', () => {
  it('a guest’s word reaches every prompt that says it: preview, quote, cart line and draft', async () => {
    renderBuilder();
    fireEvent.change(screen.getByTestId('ivr-company'), { target: { value: 'Acme Dental' } });
    // Before: the prompts are sent without any entry.
    fireEvent.click(screen.getByTestId('prompt-listen-welcome'));
    await waitFor(() => expect(requests.at(-1)?.text).toContain('Acme Dental'));
    expect(spokenWith(requests.at(-1)!)).toBeUndefined();
    FakeAudio.last?.finish();

    pronounceFromWelcome('Acme');
    expect(screen.getByTestId('pronounce-word')).toHaveValue('Acme');
    await save('Ackmee');
    expect(screen.getByTestId('pronounce-list')).toHaveTextContent('Acme → Ackmee');
    expect(screen.getByTestId('pronounce-saved')).toHaveTextContent('Saved for this prompt set');
    // A guest's word goes to no account.
    expect(dictionaryPosts).toEqual([]);

    await waitFor(() => expect(quoted.at(-1)?.settings.pronunciations).toEqual([acme]));
    const before = requests.length;
    fireEvent.click(screen.getByTestId('prompt-listen-after-hours'));
    await waitFor(() => expect(requests.length).toBeGreaterThan(before));
    expect(requests.at(-1)?.text).toContain('Acme Dental');
    expect(spokenWith(requests.at(-1)!)).toEqual([acme]);
    fireEvent.click(screen.getByTestId('ivr-add-set'));
    expect(cart()[0]?.settings.pronunciations).toEqual([acme]);
    await flush();
    expect(mounted.store?.getState().ivrDraft?.set.settings.pronunciations).toEqual([acme]);
  });

  it('a guest’s word comes back with the set after a reload', async () => {
    renderBuilder();
    fireEvent.change(screen.getByTestId('ivr-company'), { target: { value: 'Acme Dental' } });
    pronounceFromWelcome('Acme');
    await save('Ackmee');
    await flush();
    cleanup();
    mounted.store = null;
    quoted.length = 0;
    renderBuilder();
    await waitFor(() => expect(mounted.store?.persist.hasHydrated()).toBe(true));
    await waitFor(() => expect(quoted.at(-1)?.settings.pronunciations).toEqual([acme]));
    fireEvent.click(screen.getByTestId('pronounce-open'));
    expect(screen.getByTestId('pronounce-list')).toHaveTextContent('Acme → Ackmee');
  });

  it('a removed word leaves the prompts, the quote and the draft', async () => {
    renderBuilder();
    fireEvent.change(screen.getByTestId('ivr-company'), { target: { value: 'Acme Dental' } });
    pronounceFromWelcome('Acme');
    await save('Ackmee');
    await waitFor(() => expect(quoted.at(-1)?.settings.pronunciations).toEqual([acme]));
    await act(async () => fireEvent.click(screen.getByTestId('pronounce-remove')));
    await waitFor(() => expect(quoted.at(-1)?.settings).not.toHaveProperty('pronunciations'));
    fireEvent.click(screen.getByTestId('prompt-listen-welcome'));
    await waitFor(() => expect(requests.at(-1)?.text).toContain('Acme Dental'));
    expect(spokenWith(requests.at(-1)!)).toBeUndefined();
    expect(mounted.store?.getState().ivrDraft?.set.settings).not.toHaveProperty('pronunciations');
  });

  it('signed in: the word goes to the account too and replaces the account’s own for the set', async () => {
    renderBuilder();
    fireEvent.change(screen.getByTestId('ivr-company'), { target: { value: 'Acme Dental' } });
    fireEvent.click(screen.getByTestId('probe-sign-in'));
    // The account already says Acme as "Ackmee".
    await waitFor(() => expect(quoted.at(-1)?.settings.pronunciations).toEqual([acme]));
    pronounceFromWelcome('Acme');
    expect(screen.getByTestId('pronounce-say-as')).toHaveValue('Ackmee');
    await save('Ak-may');
    expect(dictionaryPosts).toEqual([{ locale: 'en', word: 'Acme', sayAs: 'Ak-may' }]);
    const changed = { locale: 'en', word: 'Acme', sayAs: 'Ak-may' };
    await waitFor(() => expect(quoted.at(-1)?.settings.pronunciations).toEqual([changed]));
    expect(screen.getByTestId('pronounce-saved')).toHaveTextContent('Saved to your account');
    fireEvent.click(screen.getByTestId('prompt-listen-welcome'));
    await waitFor(() => expect(spokenWith(requests.at(-1)!)).toEqual([changed]));
  });

  it('plays just the word as it will be said, in the set’s voice', async () => {
    renderBuilder();
    pronounceFromWelcome('calling');
    fireEvent.change(screen.getByTestId('pronounce-say-as'), { target: { value: 'kawling' } });
    fireEvent.click(screen.getByTestId('pronounce-hear'));
    await waitFor(() =>
      expect(screen.getByTestId('pronounce-hear')).toHaveAttribute('data-state', 'playing'),
    );
    expect(requests.at(-1)).toMatchObject({ text: 'calling', voiceId: 'voice-1' });
    expect(spokenWith(requests.at(-1)!)).toEqual([{ locale: 'en', word: 'calling', sayAs: 'kawling' }]);
    // Hearing is not saving: the set's prompts are still spoken without it.
    expect(screen.queryByTestId('pronounce-list')).toBeNull();
    fireEvent.click(screen.getByTestId('pronounce-hear'));
    expect(screen.getByTestId('pronounce-hear')).toHaveAttribute('data-state', 'idle');
  });

  it('explains a refused word in the page’s language', async () => {
    renderBuilder('de');
    fireEvent.click(screen.getByTestId('pronounce-open'));
    fireEvent.change(screen.getByTestId('pronounce-word'), { target: { value: 'Zürich' } });
    await save('Tsü<rich>');
    expect(screen.getByTestId('pronounce-error')).toHaveTextContent('Steuerzeichen');
    expect(screen.getByText(/Noch keine Wörter\. Markieren Sie einen Namen in einer Ansage/)).toBeDefined();
  });
});
