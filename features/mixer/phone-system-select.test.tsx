// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import messages from '@/messages/en.json';
import type { AppStore } from '@/stores/app-store';
import { StoreProvider, useAppStoreApi } from '@/stores/store-provider';
import { PhoneSystemSelect } from './phone-system-select';

afterEach(cleanup);

const m = messages.mixer;
const fileLine = (preset: keyof typeof m.presets) => m.fileFormat.replace('{format}', m.presets[preset]);
const notSure = (format: string) => m.phoneSystemNone.replace('{format}', format);

function renderSelect(): () => AppStore {
  let api: AppStore | null = null;
  function Grab() {
    const store = useAppStoreApi();
    useEffect(() => {
      api = store;
    }, [store]);
    return null;
  }
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <StoreProvider locale="en">
        <Grab />
        <PhoneSystemSelect />
      </StoreProvider>
    </NextIntlClientProvider>,
  );
  return () => api!;
}

describe('<PhoneSystemSelect />', () => {
  it('"not sure" names the format of the file line under it, for a voicemail and for an IVR prompt', async () => {
    // Every language's label takes the format instead of a fixed "(MP3)".
    for (const locale of locales)
      expect((await loadMessages(locale)).mixer.phoneSystemNone, locale).toContain('({format})');
    const store = renderSelect();
    const select = screen.getByRole('combobox', { name: m.phoneSystem });
    expect(select).toHaveDisplayValue(notSure('MP3'));
    expect(screen.getByTestId('export-format')).toHaveTextContent(fileLine('universal-mp3'));

    act(() => store().getState().setUseCase('ivr'));
    expect(store().getState().spec).toMatchObject({ phoneSystem: null, preset: 'pcm-8k' });
    expect(select).toHaveDisplayValue(notSure('WAV'));
    expect(screen.getByTestId('export-format')).toHaveTextContent(fileLine('pcm-8k'));
  });

  it('going back to "not sure" restores the use case default, not a generic MP3', () => {
    const store = renderSelect();
    act(() => store().getState().setUseCase('ivr'));
    const select = screen.getByRole('combobox', { name: m.phoneSystem });
    fireEvent.change(select, { target: { value: 'zoom' } });
    expect(store().getState().spec.preset).toBe('cloud-mp3');
    // The option still says what choosing it gives.
    expect(screen.getByRole('option', { name: notSure('WAV') })).toBeInTheDocument();
    fireEvent.change(select, { target: { value: '' } });
    expect(store().getState().spec).toMatchObject({ phoneSystem: null, preset: 'pcm-8k' });
    expect(screen.getByTestId('export-format')).toHaveTextContent(fileLine('pcm-8k'));
  });
});
