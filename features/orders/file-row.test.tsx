// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { FileRow, nameParts } from './file-row';

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
    const name = '01-herzlich-willkommen-bei-zahnarztpraxis-universal-mp3.mp3';
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
    expect(ending).toHaveTextContent('-universal-mp3.mp3');
    expect(ending).toHaveClass('shrink-0');
    expect(ending).not.toHaveClass('truncate');
    expect(screen.getByText(/MP3, 44.1 kHz, 128 kbps/)).toBeInTheDocument();
  });
});
