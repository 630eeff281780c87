// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider, useFormatter, useTranslations } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { MoreMessages } from './more-messages';

function Texts() {
  const nav = useTranslations('nav');
  const auth = useTranslations('auth');
  const format = useFormatter();
  return (
    <p>
      {nav('home')} · {auth('signInTitle')} ·{' '}
      {format.dateTime(new Date(Date.UTC(2026, 0, 1, 23, 30)), {
        hour: 'numeric',
        minute: 'numeric',
        hour12: false,
      })}
    </p>
  );
}

describe('MoreMessages', () => {
  it("adds a part's namespaces to the page's, keeping the page's language and time zone", () => {
    render(
      <NextIntlClientProvider locale="de" timeZone="UTC" messages={{ nav: { home: 'Start' } }}>
        <MoreMessages messages={{ auth: { signInTitle: 'Anmelden' } }}>
          <Texts />
        </MoreMessages>
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('Start · Anmelden · 23:30')).toBeInTheDocument();
  });
});
