// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { PaceSliders } from './pace-sliders';

afterEach(cleanup);

function renderSliders(page: 'en' | 'de', value: { speed: number; pitch: number }, prefix?: string) {
  const onChange = vi.fn();
  render(
    <NextIntlClientProvider locale={page} messages={page === 'en' ? en : de}>
      <PaceSliders value={value} onChange={onChange} testIdPrefix={prefix} />
    </NextIntlClientProvider>,
  );
  return onChange;
}

describe('PaceSliders', () => {
  it("writes the values the page's way, with a true minus and whole semitones without decimals", () => {
    renderSliders('de', { speed: 1.25, pitch: -2 });
    const speed = screen.getByTestId('speed');
    const pitch = screen.getByTestId('pitch');
    expect(speed.getAttribute('aria-valuetext')).toContain('1,25');
    expect(pitch.getAttribute('aria-valuetext')).toContain('\u22122');
    expect(pitch.getAttribute('aria-valuetext')).not.toContain(',0');
  });

  it('shows half semitones with one decimal and agrees the unit in number', () => {
    renderSliders('en', { speed: 1, pitch: 0.5 });
    const text = screen.getByTestId('pitch').getAttribute('aria-valuetext') ?? '';
    expect(text).toContain('+0.5');
    renderSliders('en', { speed: 1, pitch: 1 }, 'x-');
    expect(screen.getByTestId('x-pitch').getAttribute('aria-valuetext')).toMatch(/1 semitone\b/);
  });

  it('reports each slider as a patch of its own field, under the prefixed test ids', () => {
    const onChange = renderSliders('en', { speed: 1, pitch: 0 }, 'ivr-');
    fireEvent.change(screen.getByTestId('ivr-speed'), { target: { value: '1.2' } });
    fireEvent.change(screen.getByTestId('ivr-pitch'), { target: { value: '-1.5' } });
    expect(onChange).toHaveBeenNthCalledWith(1, { speed: 1.2 });
    expect(onChange).toHaveBeenNthCalledWith(2, { pitch: -1.5 });
  });
});
