// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { decodeWav } from '@/lib/audio/encode/decode-wav';
import { encodeWav } from '@/lib/audio/encode/wav';
import type { IvrSetSpec } from '@/lib/ivr/set-spec';
import {
  FakeAudio,
  flush,
  installBuilderStandIns,
  quoted,
  renderBuilder,
  requests,
  spoken,
} from './ivr-builder.test-kit';

installBuilderStandIns();

describe('IvrBuilder', () => {
  it('starts from the dental template and follows option edits in the menu text', () => {
    renderBuilder();
    const menu = screen.getByTestId('prompt-main-menu') as HTMLTextAreaElement;
    expect(menu.value).toContain('For appointments, press 1.');
    // The page's list price until the server has priced this very set.
    expect(screen.getByTestId('ivr-price').textContent).toBe('11 prompts · $7 each');
    fireEvent.change(screen.getByTestId('option-label-0'), { target: { value: 'check-ups' } });
    expect(menu.value).toContain('For check-ups, press 1.');
    fireEvent.click(screen.getByTestId('ivr-add-option'));
    expect(menu.value).toContain('For department 4, press 4.');
    expect(screen.getByTestId('prompt-department-4')).toBeDefined();
  });

  it('marks a duplicate key and an empty prompt with localized messages', () => {
    renderBuilder('de');
    fireEvent.change(screen.getByTestId('option-key-1'), { target: { value: '1' } });
    expect(screen.getAllByText('Zwei Optionen verwenden dieselbe Taste.')).toHaveLength(1);
    fireEvent.change(screen.getByTestId('prompt-invalid'), { target: { value: '  ' } });
    expect(screen.getByText('Diese Ansage hat keinen Text.')).toBeDefined();
    expect(screen.getByTestId('prompt-invalid').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks before a template replaces an edited menu, and keeps it on "Keep mine"', () => {
    renderBuilder();
    fireEvent.change(screen.getByTestId('prompt-welcome'), { target: { value: 'Hello from Acme.' } });
    fireEvent.change(screen.getByTestId('ivr-industry'), { target: { value: 'shop' } });
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByText('Keep mine'));
    expect((screen.getByTestId('prompt-welcome') as HTMLTextAreaElement).value).toBe('Hello from Acme.');
    fireEvent.change(screen.getByTestId('ivr-industry'), { target: { value: 'shop' } });
    fireEvent.click(within(screen.getByRole('alertdialog')).getByText('Replace'));
    expect((screen.getByTestId('prompt-main-menu') as HTMLTextAreaElement).value).toContain(
      'For order status, press 1.',
    );
  });

  it('simulates a call: welcome, menu, key 2 plays the second department; keyboard digits work', async () => {
    renderBuilder();
    fireEvent.click(screen.getByTestId('call-button'));
    await flush();
    expect(spoken[0]).toBe('Thank you for calling Northwind Dental.');
    act(() => FakeAudio.last!.finish());
    await flush();
    expect(spoken[1]).toContain('For appointments, press 1.');
    expect(screen.getByTestId('call-status').textContent).toBe('Playing: Main menu');
    fireEvent.keyDown(screen.getByTestId('call-simulator'), { key: '2' });
    await flush();
    expect(spoken[2]).toBe('One moment please, we are connecting you with our billing and insurance team.');
    expect(screen.getByTestId('call-keys').textContent).toBe('Keys pressed: 2');
    act(() => FakeAudio.last!.finish());
    await flush();
    act(() => FakeAudio.last!.finish());
    await flush();
    expect(screen.getByTestId('call-status').textContent).toBe('Call put through to billing and insurance.');
  });

  it('plays the timeout prompt when nobody presses a key', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderBuilder();
    fireEvent.click(screen.getByTestId('call-button'));
    await flush();
    act(() => FakeAudio.last!.finish());
    await flush();
    act(() => FakeAudio.last!.finish());
    await flush();
    expect(screen.getByTestId('call-status').textContent).toBe('Waiting 5 s for a key…');
    act(() => vi.advanceTimersByTime(5000));
    await flush();
    expect(spoken.at(-1)).toBe('We did not receive your selection.');
  });

  it('plays prompts as callers hear them when the phone-line switch is on', async () => {
    const rate = 24000;
    const hiss = Float32Array.from(
      { length: rate / 2 },
      (_, i) => 0.5 * Math.sin((2 * Math.PI * 7000 * i) / rate),
    );
    const wav = encodeWav(hiss, rate, 'pcm16');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(wav.slice(), { headers: { 'Content-Type': 'audio/wav' } })),
    );
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:${blobs.length}`;
    });
    renderBuilder();
    fireEvent.click(screen.getByTestId('phone-line'));
    fireEvent.click(screen.getByTestId('call-button'));
    // The phone line's WAV code loads with the first prompt heard (prompt-wav.ts): wait for the sound.
    await waitFor(() => expect(blobs).toHaveLength(1));
    const heard = decodeWav(new Uint8Array(await blobs[0]!.arrayBuffer()));
    expect(heard.sampleRate).toBe(rate);
    expect(heard.mono.length).toBe(hiss.length);
    const middle = heard.mono.subarray(rate / 8, rate / 2 - rate / 8);
    const rms = Math.sqrt(middle.reduce((sum, x) => sum + x * x, 0) / middle.length);
    // 7 kHz is far outside the phone band: less than 1 % of it (−40 dB) is left.
    expect(rms).toBeLessThan(0.0035);
  });

  it('says so when a prompt cannot be played', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('busy', { status: 503 })),
    );
    renderBuilder();
    fireEvent.click(screen.getByTestId('call-button'));
    await flush();
    await flush();
    expect(screen.getByTestId('call-status').textContent).toBe(
      'This prompt could not be played. Try again in a moment.',
    );
    expect(screen.getByTestId('call-button').textContent).toBe('Call');
  });

  it('shows every prompt’s words and price and the set total as the server quoted them', async () => {
    renderBuilder();
    await waitFor(() =>
      expect(screen.getByTestId('prompt-cost-welcome').textContent).toBe('5 words · $4.90'),
    );
    expect(screen.getByTestId('ivr-price').textContent).toBe('11 prompts · $7.00 each · set discount 30 %');
    expect(screen.getByTestId('ivr-set-total').textContent).toBe(
      'Set total $53.90 (set discount 30 % included)',
    );
    // The server got the whole set as one cart line, never an amount.
    expect(quoted[0]?.kind).toBe('ivr-set');
    expect(quoted[0]?.tree.prompts).toHaveLength(11);
  });

  it('adds the set to the cart as one line holding the tree and the phone system', () => {
    renderBuilder('de');
    fireEvent.change(screen.getByTestId('ivr-phone-system'), { target: { value: 'asterisk' } });
    fireEvent.click(screen.getByTestId('ivr-add-set'));
    const cart = JSON.parse(screen.getByTestId('cart-probe').textContent!) as IvrSetSpec[];
    expect(cart).toHaveLength(1);
    expect(cart[0]?.kind).toBe('ivr-set');
    expect(cart[0]?.tree.locale).toBe('de');
    expect(cart[0]?.tree.menus[0]?.options.map((o) => o.key)).toEqual(['1', '2', '3', '0', '*']);
    expect(cart[0]?.settings).toMatchObject({
      voice: { id: 'voice-1' },
      phoneSystem: 'asterisk',
      preset: 'pcm-8k',
    });
    expect(screen.getByText('Das Paket liegt in Ihrem Warenkorb.')).toBeDefined();
    // A set with a problem cannot be bought.
    fireEvent.change(screen.getByTestId('prompt-invalid'), { target: { value: ' ' } });
    expect((screen.getByTestId('ivr-add-set') as HTMLButtonElement).disabled).toBe(true);
  });

  it('applies a signed-in visitor’s dictionary to the prompts they say it in: preview and cart line', async () => {
    renderBuilder();
    fireEvent.change(screen.getByTestId('ivr-company'), { target: { value: 'Acme Dental' } });
    fireEvent.click(screen.getByTestId('probe-sign-in'));
    const acme = { locale: 'en', word: 'Acme', sayAs: 'Ackmee' };
    // Once the account's words have arrived the server prices the set with them.
    await waitFor(() => expect(quoted.at(-1)?.settings.pronunciations).toEqual([acme]));
    fireEvent.click(screen.getByTestId('ivr-add-set'));
    const cart = JSON.parse(screen.getByTestId('cart-probe').textContent!) as IvrSetSpec[];
    // Only the page language's entry the prompts say; Zurich and the German Acme stay out.
    expect(cart[0]?.settings.pronunciations).toEqual([acme]);
    fireEvent.click(screen.getByTestId('prompt-listen-welcome'));
    await waitFor(() => expect(requests.at(-1)?.text).toContain('Acme Dental'));
    expect((requests.at(-1) as unknown as { pronunciations?: unknown }).pronunciations).toEqual([acme]);
  });

  it('fills the company into generated prompts as it is typed, and leaves edited ones alone', () => {
    renderBuilder();
    const welcome = () => (screen.getByTestId('prompt-welcome') as HTMLTextAreaElement).value;
    const closed = () => (screen.getByTestId('prompt-after-hours') as HTMLTextAreaElement).value;
    fireEvent.change(screen.getByTestId('ivr-company'), { target: { value: 'Acme Dental' } });
    expect(welcome()).toBe('Thank you for calling Acme Dental.');
    fireEvent.change(screen.getByTestId('prompt-welcome'), { target: { value: 'Hello from Acme.' } });
    fireEvent.change(screen.getByTestId('ivr-company'), { target: { value: 'Acme Smiles' } });
    expect(welcome()).toBe('Hello from Acme.');
    expect(closed()).toContain('Thank you for calling Acme Smiles.');
  });

  it('hangs up a call in progress when the menu changes', async () => {
    renderBuilder();
    fireEvent.click(screen.getByTestId('call-button'));
    await flush();
    expect(screen.getByTestId('call-button').textContent).toBe('Hang up');
    fireEvent.change(screen.getByTestId('prompt-hold'), { target: { value: 'Please hold on.' } });
    expect(screen.getByTestId('call-button').textContent).toBe('Call');
  });
  it('speaks every prompt with the set’s voice and pace, and the cart line carries them', async () => {
    renderBuilder();
    await screen.findAllByRole('option', { name: 'Ben (UK) · Male · Synthetic' });
    const voice = screen.getByTestId('ivr-voice');
    // Only the page language's voices, named with their accent and tier as the studio names them.
    expect(
      within(voice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Amy (US) · Female · Clear', 'Ben (UK) · Male · Synthetic']);
    fireEvent.change(voice, { target: { value: 'voice-2' } });
    fireEvent.change(screen.getByTestId('ivr-speed'), { target: { value: '1.2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Listen to “Welcome”' }));
    await flush();
    expect(requests.at(-1)).toMatchObject({
      text: 'Thank you for calling Northwind Dental.',
      voiceId: 'voice-2',
      speed: 1.2,
    });
    fireEvent.click(screen.getByTestId('ivr-add-set'));
    const cart = JSON.parse(screen.getByTestId('cart-probe').textContent!) as IvrSetSpec[];
    expect(cart[0]?.settings.voice).toEqual({ id: 'voice-2', speed: 1.2, pitch: 0 });
    // The server prices the set with the chosen voice (its tier's surcharge is the server's to add).
    await waitFor(() => expect(quoted.at(-1)?.settings.voice).toMatchObject({ id: 'voice-2' }));
  });

  it('lets one prompt keep its own voice: it wins over the set’s, in the simulator and in the cart', async () => {
    renderBuilder();
    await screen.findAllByRole('option', { name: 'Ben (UK) · Male · Synthetic' });
    const own = screen.getByRole('combobox', { name: 'Voice for “Welcome”' });
    expect((own as HTMLSelectElement).value).toBe('');
    fireEvent.change(own, { target: { value: 'voice-2' } });
    fireEvent.click(screen.getByTestId('call-button'));
    await flush();
    expect(requests[0]).toMatchObject({
      text: 'Thank you for calling Northwind Dental.',
      voiceId: 'voice-2',
    });
    act(() => FakeAudio.last!.finish());
    await flush();
    expect(requests[1]?.voiceId).toBe('voice-1');
    fireEvent.click(screen.getByTestId('ivr-add-set'));
    const cart = JSON.parse(screen.getByTestId('cart-probe').textContent!) as IvrSetSpec[];
    expect(cart[0]?.tree.prompts.find((p) => p.id === 'welcome')?.voice).toEqual({
      id: 'voice-2',
      speed: 1,
      pitch: 0,
    });
    expect(cart[0]?.settings.voice.id).toBe('voice-1');
    // "Same as the set" takes the override back.
    fireEvent.change(own, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Listen to “Welcome”' }));
    await flush();
    expect(requests.at(-1)?.voiceId).toBe('voice-1');
  });

  it('plays one prompt on Listen and stops it on Stop', async () => {
    renderBuilder();
    const listen = screen.getByRole('button', { name: 'Listen to “Main menu”' });
    expect(listen.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(listen);
    await flush();
    expect(spoken).toEqual([expect.stringContaining('For appointments, press 1.')]);
    const stop = screen.getByRole('button', { name: 'Stop “Main menu”' });
    expect(stop.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(stop);
    expect(screen.getByRole('button', { name: 'Listen to “Main menu”' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    // Ended on its own: the next prompt does not follow a single Listen.
    fireEvent.click(screen.getByRole('button', { name: 'Listen to “Welcome”' }));
    await flush();
    act(() => FakeAudio.last!.finish());
    await flush();
    expect(spoken).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Listen to “Welcome”' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('plays every prompt in call order on "Listen to all", one after another, until stopped', async () => {
    renderBuilder();
    const order = [...document.querySelectorAll<HTMLTextAreaElement>('textarea[data-testid^="prompt-"]')].map(
      (t) => t.value,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Listen to all' }));
    for (let n = 0; n < 3; n++) {
      await flush();
      act(() => FakeAudio.last!.finish());
    }
    await flush();
    expect(spoken).toEqual(order.slice(0, 4));
    const stop = screen.getByRole('button', { name: 'Stop listening' });
    expect(stop.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(stop);
    act(() => FakeAudio.last!.finish());
    await flush();
    expect(spoken).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Listen to all' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('hangs up a simulated call when a prompt is listened to: one sound at a time', async () => {
    renderBuilder();
    fireEvent.click(screen.getByTestId('call-button'));
    await flush();
    expect(screen.getByTestId('call-button').textContent).toBe('Hang up');
    fireEvent.click(screen.getByRole('button', { name: 'Listen to “Voicemail”' }));
    expect(screen.getByTestId('call-button').textContent).toBe('Call');
  });

  it('puts the set’s music in the cart line at its level, and none while the switch is off', () => {
    renderBuilder();
    expect((screen.getByTestId('ivr-track') as HTMLSelectElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('ivr-music'));
    fireEvent.change(screen.getByTestId('ivr-track'), { target: { value: 'clear-horizon' } });
    fireEvent.change(screen.getByTestId('ivr-music-volume'), { target: { value: '-24' } });
    fireEvent.click(screen.getByTestId('ivr-add-set'));
    const cart = () => JSON.parse(screen.getByTestId('cart-probe').textContent!) as IvrSetSpec[];
    expect(cart()[0]?.settings.music).toEqual({ trackId: 'clear-horizon', volumeDb: -24 });
    fireEvent.click(screen.getByTestId('ivr-music'));
    fireEvent.click(screen.getByTestId('ivr-add-set'));
    expect(cart()[1]?.settings).not.toHaveProperty('music');
  });
  it('mixes the prompt over the set’s music with the paid render’s mixer, music around the voice', async () => {
    const rate = 24000;
    const voice = encodeWav(
      Float32Array.from({ length: rate }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 440 * i) / rate)),
      rate,
      'pcm16',
    );
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        if (url === '/music/clear-horizon.opus')
          return new Response(readFileSync('public/music/clear-horizon.opus'), {
            headers: { 'Content-Type': 'audio/ogg' },
          });
        if (url === '/api/tts/')
          return new Response(voice.slice(), { headers: { 'Content-Type': 'audio/wav' } });
        return new Response('not here', { status: 404 });
      }),
    );
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:${blobs.length}`;
    });
    renderBuilder();
    fireEvent.click(screen.getByTestId('ivr-music'));
    fireEvent.change(screen.getByTestId('ivr-track'), { target: { value: 'clear-horizon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Listen to “Welcome”' }));
    await waitFor(() => expect(blobs).toHaveLength(1), { timeout: 10_000 });
    expect(asked).toContain('/music/clear-horizon.opus');
    const heard = decodeWav(new Uint8Array(await blobs[0]!.arrayBuffer()));
    // The IVR timing: half a second of music before and after the one-second voice.
    expect(heard.mono.length / heard.sampleRate).toBeCloseTo(2, 1);
    const intro = heard.mono.subarray(Math.round(0.1 * heard.sampleRate), Math.round(0.4 * heard.sampleRate));
    expect(Math.max(...intro.map(Math.abs))).toBeGreaterThan(0.001);
  });
});
