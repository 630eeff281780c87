// @vitest-environment jsdom
// UK visitors in the IVR builder: an en-GB browser gets the set spoken by the en-GB voice until
// they pick one themselves; other visitors keep the page's default voice.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { IvrSetSpec } from '@/lib/ivr/set-spec';
import { installBuilderStandIns, renderBuilder } from './ivr-builder.test-kit';

installBuilderStandIns();

const voiceSelect = () => screen.getByTestId('ivr-voice') as HTMLSelectElement;
const cartVoice = () => {
  fireEvent.click(screen.getByTestId('ivr-add-set'));
  return (JSON.parse(screen.getByTestId('cart-probe').textContent!) as IvrSetSpec[])[0]?.settings.voice.id;
};

describe('IvrBuilder: the set voice by region', () => {
  it('starts an en-GB visitor on the en-GB voice, and the cart line carries it', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en']);
    renderBuilder();
    await waitFor(() => expect(voiceSelect().value).toBe('voice-2'));
    expect(cartVoice()).toBe('voice-2');
  });

  it("keeps the page's default voice for an en-US visitor", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'en']);
    renderBuilder();
    await screen.findAllByRole('option', { name: 'Ben (UK) · Male · Synthetic' });
    expect(voiceSelect().value).toBe('voice-1');
  });

  it('lets the visitor’s own pick win over the region', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    renderBuilder();
    await waitFor(() => expect(voiceSelect().value).toBe('voice-2'));
    fireEvent.change(voiceSelect(), { target: { value: 'voice-1' } });
    expect(voiceSelect().value).toBe('voice-1');
    expect(cartVoice()).toBe('voice-1');
  });
});
