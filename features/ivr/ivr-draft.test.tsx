// @vitest-environment jsdom
// The builder's work survives a reload (in the page's language only), and the cart's "Edit" opens
// a set in it so that "Update cart line" saves into that line (#21 item 6, #22).
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import type { Locale } from '@/lib/i18n/locales';
import type { IvrSetSpec } from '@/lib/ivr/set-spec';
import { storageKey } from '@/stores/app-store';
import { isIvrSetItem, type IvrSetCartItem } from '@/stores/slices/cart';
import { flush, installBuilderStandIns, mounted, renderBuilder } from './ivr-builder.test-kit';

installBuilderStandIns();

/** Mount the builder (a page load) and wait until the store has read what the browser kept. */
async function load(locale: Locale = 'en') {
  mounted.store = null;
  renderBuilder(locale);
  await waitFor(() => expect(mounted.store?.persist.hasHydrated()).toBe(true));
  await flush();
  return mounted.store!;
}

/** A reload: the page goes away and comes back with the same localStorage. */
async function reload(locale: Locale = 'en') {
  cleanup();
  return load(locale);
}

const storedDraft = () =>
  (JSON.parse(localStorage.getItem(storageKey) ?? '{"state":{}}') as { state: { ivrDraft?: unknown } }).state
    .ivrDraft ?? null;
const value = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;
const type = (testId: string, text: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value: text } });

describe('the IVR builder draft', () => {
  it('stores nothing for an untouched template', async () => {
    const store = await load();
    act(() => store.getState().setCurrency('EUR'));
    expect(localStorage.getItem(storageKey)).toContain('EUR');
    expect(storedDraft()).toBeNull();
  });

  it('brings back options, prompts, timing and phone system after a reload', async () => {
    await load();
    type('option-label-0', 'check-ups');
    type('prompt-welcome', 'Hello from Acme Dental.');
    type('ivr-timeout', '9');
    type('ivr-phone-system', 'asterisk');
    type('ivr-company', 'Acme Dental');
    expect(storedDraft()).not.toBeNull();

    await reload();
    expect(value('option-label-0')).toBe('check-ups');
    expect(value('prompt-welcome')).toBe('Hello from Acme Dental.');
    expect(value('prompt-main-menu')).toContain('For check-ups, press 1.');
    expect(value('ivr-timeout')).toBe('9');
    expect(value('ivr-phone-system')).toBe('asterisk');
    expect(value('ivr-company')).toBe('Acme Dental');
  });

  it('leaves another language’s draft alone and opens the page’s template', async () => {
    await load();
    type('prompt-welcome', 'Hello from Acme Dental.');
    const english = storedDraft();

    await reload('de');
    expect(value('prompt-welcome')).not.toContain('Acme');
    expect(value('prompt-main-menu')).toContain('drücken Sie');
    expect(storedDraft()).toEqual(english);

    await reload('en');
    expect(value('prompt-welcome')).toBe('Hello from Acme Dental.');
  });

  it('forgets the draft when the visitor starts again from the template', async () => {
    await load();
    type('prompt-welcome', 'Hello from Acme Dental.');
    fireEvent.click(screen.getByText(en.ivr.applyTemplate));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByText(en.ivr.replaceYes));
    expect(storedDraft()).toBeNull();

    await reload();
    expect(value('prompt-welcome')).not.toContain('Acme');
  });
});

describe('editing a cart line in the builder', () => {
  /** Add the builder's set as it stands, then change the builder so it shows something else. */
  async function cartLine(): Promise<IvrSetCartItem> {
    const store = await load();
    type('prompt-welcome', 'Welcome to Acme.');
    type('ivr-phone-system', 'asterisk');
    fireEvent.click(screen.getByTestId('ivr-add-set'));
    const line = store.getState().items[0]!;
    if (!isIvrSetItem(line)) throw new Error('not a set');
    type('prompt-welcome', 'Something else.');
    type('ivr-phone-system', '');
    return line;
  }
  const setsInCart = () =>
    mounted.store!.getState().items.map((i) => (isIvrSetItem(i) ? { id: i.id, spec: i.spec } : null));
  const welcome = (spec: IvrSetSpec | undefined) =>
    spec?.tree.prompts.find((p) => p.id === spec.tree.welcomePromptId)?.text;

  it('opens the line and "Update cart line" saves into it, keeping its id', async () => {
    const line = await cartLine();
    act(() => mounted.store!.getState().editIvrSet(line));
    expect(value('prompt-welcome')).toBe('Welcome to Acme.');
    expect(value('ivr-phone-system')).toBe('asterisk');
    const save = screen.getByTestId('ivr-add-set');
    expect(save).toHaveTextContent(en.cart.updateLine);

    type('prompt-welcome', 'Welcome to Acme Plumbing.');
    fireEvent.click(save);
    const cart = setsInCart();
    expect(cart).toHaveLength(1);
    expect(cart[0]?.id).toBe(line.id);
    expect(welcome(cart[0]?.spec)).toBe('Welcome to Acme Plumbing.');
    expect(cart[0]?.spec.settings.phoneSystem).toBe('asterisk');
    expect(save).toHaveTextContent(en.cart.updated);
  });

  it('keeps editing the line across a reload', async () => {
    const line = await cartLine();
    act(() => mounted.store!.getState().editIvrSet(line));
    await reload();
    expect(screen.getByTestId('ivr-add-set')).toHaveTextContent(en.cart.updateLine);
    type('prompt-welcome', 'After the reload.');
    fireEvent.click(screen.getByTestId('ivr-add-set'));
    expect(setsInCart().map((l) => [l?.id, welcome(l?.spec)])).toEqual([[line.id, 'After the reload.']]);
  });

  it('"Add as new line" keeps the line and stops editing it', async () => {
    const line = await cartLine();
    act(() => mounted.store!.getState().editIvrSet(line));
    type('prompt-welcome', 'A second menu.');
    fireEvent.click(screen.getByTestId('ivr-add-as-new'));
    expect(setsInCart().map((l) => welcome(l?.spec))).toEqual(['Welcome to Acme.', 'A second menu.']);
    expect(screen.getByTestId('ivr-add-set')).toHaveTextContent(en.ivr.addSet);
    expect(screen.queryByTestId('ivr-add-as-new')).toBeNull();
  });

  it('adds a new line when the edited one was removed meanwhile', async () => {
    const line = await cartLine();
    act(() => mounted.store!.getState().editIvrSet(line));
    act(() => mounted.store!.getState().removeItem(line.id));
    expect(screen.getByTestId('ivr-add-set')).toHaveTextContent(en.ivr.addSet);
    fireEvent.click(screen.getByTestId('ivr-add-set'));
    const cart = setsInCart();
    expect(cart).toHaveLength(1);
    expect(cart[0]?.id).not.toBe(line.id);
    expect(welcome(cart[0]?.spec)).toBe('Welcome to Acme.');
  });
});
