// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { clockTime, FileRow, nameParts } from './file-row';

const file = (name: string, preset: string) => ({
  id: 'f1',
  name,
  mime: preset.includes('mp3') ? 'audio/mpeg' : 'audio/wav',
  size: 12_000,
  preset,
  url: '/api/files/f1/?expires=1&sig=x',
});

describe('nameParts', () => {
  it('keeps the preset and extension together as the ending', () => {
    expect(nameParts('01-herzlich-willkommen-bei-zahnarztpraxis-pcm-8k.wav', 'pcm-8k')).toEqual({
      stem: '01-herzlich-willkommen-bei-zahnarztpraxis',
      ending: '-pcm-8k.wav',
    });
    expect(nameParts('01-hello-asterisk.sln', 'asterisk-raw').ending).toBe('-asterisk.sln');
    expect(nameParts('01-hello-universal.mp3', 'universal-mp3').ending).toBe('-universal.mp3');
  });

  it("still splits an older order's names, which repeated the format", () => {
    expect(nameParts('01-hello-universal-mp3.mp3', 'universal-mp3').ending).toBe('-universal-mp3.mp3');
    expect(nameParts('01-hello-asterisk-raw.sln', 'asterisk-raw').ending).toBe('-asterisk-raw.sln');
  });

  it('falls back to the extension, or to the whole name', () => {
    expect(nameParts('greeting.mp3', 'universal-mp3')).toEqual({ stem: 'greeting', ending: '.mp3' });
    expect(nameParts('greeting', 'pcm-8k')).toEqual({ stem: 'greeting', ending: '' });
  });
});

describe('FileRow', () => {
  afterEach(cleanup);

  it('cuts only the words on a narrow screen, never the format ending', () => {
    const name = '01-herzlich-willkommen-bei-zahnarztpraxis-universal.mp3';
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <ul>
          <FileRow file={file(name, 'universal-mp3')} />
        </ul>
      </NextIntlClientProvider>,
    );
    const shown = screen.getByTestId('file-name');
    expect(shown).toHaveTextContent(name);
    expect(shown).toHaveAttribute('title', name);
    const [stem, ending] = [...shown.children];
    expect(stem).toHaveTextContent('01-herzlich-willkommen-bei-zahnarztpraxis');
    expect(stem).toHaveClass('truncate');
    expect(ending).toHaveTextContent('-universal.mp3');
    expect(ending).toHaveClass('shrink-0');
    expect(ending).not.toHaveClass('truncate');
    expect(screen.getByText(/MP3, 44.1 kHz, 128 kbps/)).toBeInTheDocument();
  });

  it('loads only the header of a playable file and shows its length before play', () => {
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <ul>
          <FileRow file={file('01-hello-pcm-8k.wav', 'pcm-8k')} />
        </ul>
      </NextIntlClientProvider>,
    );
    const audio = document.querySelector('audio');
    expect(audio).toHaveAttribute('preload', 'metadata');
    expect(screen.queryByTestId('file-duration')).toBeNull();
    Object.defineProperty(audio, 'duration', { value: 12.3 });
    fireEvent(audio!, new Event('loadedmetadata'));
    expect(screen.getByTestId('file-duration')).toHaveTextContent('Length 0:13');
  });
});

describe('FileRow after hydration', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('reads a length the player already knew before React attached its listener', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(1);
    vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(75);
    render(
      <NextIntlClientProvider locale="de" messages={de}>
        <ul>
          <FileRow file={file('01-hallo-pcm-8k.wav', 'pcm-8k')} />
        </ul>
      </NextIntlClientProvider>,
    );
    expect(screen.getByTestId('file-duration')).toHaveTextContent('Dauer 1:15');
  });
});

describe('clockTime', () => {
  it('shows minutes and seconds, rounded up', () => {
    expect(clockTime(0.4)).toBe('0:01');
    expect(clockTime(59.2)).toBe('1:00');
    expect(clockTime(102)).toBe('1:42');
  });
});
