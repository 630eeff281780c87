// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import {
  forgetReviewInvitationDecisions,
  ReviewInvitation,
  reviewInvitationStorageKey,
} from './review-invitation';

const url = 'https://reviews.example.com/greeting-studio';

function show(props: { url: string; orderId: string }, locale: 'en' | 'de' = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : de}>
      <ReviewInvitation {...props} />
    </NextIntlClientProvider>,
  );
}

describe('ReviewInvitation', () => {
  beforeEach(() => {
    localStorage.clear();
    forgetReviewInvitationDecisions();
  });
  afterEach(cleanup);

  it('invites to rate at the configured provider, in a new tab, and remembers that it was shown', async () => {
    show({ url, orderId: 'ord_12345678' });
    const link = await screen.findByRole('link', { name: /Rate Greeting Studio/ });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('complementary', { name: 'How did we do?' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(reviewInvitationStorageKey) ?? '{}')).toMatchObject({
      orderId: 'ord_12345678',
    });
  });

  it('is shown once: a later visit (another order too) shows nothing', async () => {
    show({ url, orderId: 'ord_12345678' });
    await screen.findByTestId('review-invitation');
    cleanup();
    forgetReviewInvitationDecisions(); // a new page visit
    show({ url, orderId: 'ord_87654321' });
    await Promise.resolve();
    expect(screen.queryByTestId('review-invitation')).toBeNull();
  });

  it('can be dismissed, and following the link closes it too', async () => {
    show({ url, orderId: 'ord_1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss the review invitation' }));
    expect(screen.queryByTestId('review-invitation')).toBeNull();
    cleanup();
    localStorage.clear();
    forgetReviewInvitationDecisions();
    show({ url, orderId: 'ord_2' });
    fireEvent.click(await screen.findByRole('link', { name: /Rate Greeting Studio/ }));
    expect(screen.queryByTestId('review-invitation')).toBeNull();
  });

  it('speaks the buyer language', async () => {
    show({ url, orderId: 'ord_1' }, 'de');
    expect(await screen.findByRole('link', { name: /Greeting Studio bewerten/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bewertungseinladung schließen' })).toBeInTheDocument();
  });

  it('never renders a link that is not http(s), and then remembers nothing', async () => {
    show({ url: 'javascript:alert(1)', orderId: 'ord_1' });
    await Promise.resolve();
    expect(screen.queryByTestId('review-invitation')).toBeNull();
    expect(localStorage.getItem(reviewInvitationStorageKey)).toBeNull();
  });

  it('still shows when storage is blocked', async () => {
    const original = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new Error('blocked');
    };
    try {
      show({ url, orderId: 'ord_1' });
      expect(await screen.findByTestId('review-invitation')).toBeInTheDocument();
    } finally {
      Storage.prototype.getItem = original;
    }
  });
});
