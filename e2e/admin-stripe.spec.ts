// A card payment refunded by an operator, against the Stripe stand-in (issue #30): on the e2e
// server's card instance (port+3, Stripe configured against the stand-in on port+4; see
// scripts/e2e-server.mjs) a buyer pays by card in the real checkout — Stripe.js, which cannot be
// loaded offline, is served from tests/stand-ins/stripe-js.js, and its confirmation succeeds the
// PaymentIntent at the stand-in, which sends the signed payment_intent.succeeded webhook as Stripe
// does — then an operator granted with the CLI finds the order by e-mail and refunds part of it and
// then the rest. Stripe must have received both refunds for that PaymentIntent with their amounts,
// and the order page shows it refunded, with two credit notes and the buyer's two refund mails.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { screenshots, signInAsNewOperator, unique } from './admin-helpers';
import { checkoutOneGreeting, dismissConsent, readMessages } from './helpers';

const en = readMessages('en');
const port = Number(process.env.E2E_PORT ?? 3210);
const cardSite = `http://localhost:${port + 3}`;
const stripeStandIn = `http://127.0.0.1:${port + 4}`;
const fakeStripeJs = path.join(process.cwd(), 'tests', 'stand-ins', 'stripe-js.js');

type Refund = { paymentIntent: string | null; amount: number | null };

test.use({ baseURL: cardSite });

test('a card payment through the Stripe stand-in is refunded by an operator, part and then the rest', async ({ page }) => {
  test.setTimeout(360_000);
  // Playwright waited for the first instance only; the card instance starts beside it.
  await expect
    .poll(async () => (await page.request.get('/help/').catch(() => null))?.status() ?? 0, { timeout: 120_000 })
    .toBe(200);

  // The browser's Stripe: the stand-in script for js.stripe.com, and its confirmation call to
  // api.stripe.com answered by succeeding the intent at the stand-in (which sends the webhook).
  const paid: { intent?: { id: string; amount: number }; webhook?: number | null } = {};
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ path: fakeStripeJs, contentType: 'text/javascript' }),
  );
  await page.route('https://api.stripe.com/v1/payment_intents/*/confirm', async (route) => {
    const id = /payment_intents\/([^/]+)\/confirm/.exec(route.request().url())?.[1] ?? '';
    const response = await fetch(`${stripeStandIn}/__stand-in/payment_intents/${id}/succeed`, { method: 'POST' });
    Object.assign(paid, (await response.json()) as typeof paid);
    await route.fulfill({
      status: response.status,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': cardSite },
      body: JSON.stringify(paid.intent ?? { error: { message: 'no such intent' } }),
    });
  });

  // The purchase, in the checkout as a buyer makes it.
  const buyer = unique('card-buyer');
  await dismissConsent(page);
  await page.goto('/');
  // France, where the stand-in's cards are issued: the country evidence agrees, no alert.
  const checkout = await checkoutOneGreeting(
    page,
    'Hello, you have reached the card refund test line. Please leave a message.',
    { email: buyer, name: 'Carla Cardholder', country: 'FR' },
    90_000,
  );
  // No TEST method here: Stripe keys turn it off.
  await expect(checkout.getByTestId('pay-test')).toHaveCount(0);
  await checkout.getByTestId('continue-to-card').click();
  await expect(checkout.getByTestId('stripe-stand-in-card')).toBeVisible({ timeout: 30_000 });
  await checkout.getByRole('button', { name: en.checkout.payByCard, exact: true }).click();
  await page.waitForURL(/\/order\/\?id=/, { timeout: 90_000 });
  const orderId = new URL(page.url()).searchParams.get('id') ?? '';
  expect(paid.intent?.id).toMatch(/^pi_standin_\d+$/);
  // The app accepted the stand-in's signed webhook.
  expect(paid.webhook).toBe(200);
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'ready', { timeout: 120_000 });
  const intent = paid.intent as { id: string; amount: number };

  // The operator, granted with the CLI and signed in on this instance, finds the order by e-mail.
  await signInAsNewOperator(page, cardSite);
  await page.goto('/admin/orders/');
  await page.getByLabel(en.admin.orders.q).fill(buyer);
  await page.getByRole('button', { name: en.admin.orders.search }).click();
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('ready');
  await rows.first().getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}/$`));
  const timeline = page.locator('ol');
  // The card payment with Stripe's id.
  await expect(timeline).toContainText(intent.id);

  // A part first (3.00), then what is left (the field offers it).
  const amountField = page.getByLabel(en.admin.actions.refundAmount.replace('{currency}', 'EUR'));
  const refund = page.getByRole('button', { name: en.admin.actions.refund, exact: true });
  // The actions act only once hydrated (before that a click reloads the page natively).
  const actions = page.getByTestId('order-actions');
  await expect(actions).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  await amountField.fill('3.00');
  page.once('dialog', (dialog) => void dialog.accept());
  await refund.click();
  const status = page.locator('dd').first();
  await expect(timeline.getByText(/GS-CN-\d{4}-\d{6}/)).toHaveCount(1, { timeout: 30_000 });
  await expect(status).toContainText('partially refunded: 3.00 EUR of');
  const rest = intent.amount - 300;
  await expect(amountField).toHaveValue((rest / 100).toFixed(2));
  // The refund reloaded the page: hydrated again before the second click.
  await expect(actions).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  page.once('dialog', (dialog) => void dialog.accept());
  await refund.click();
  await expect(status).toHaveText('refunded', { timeout: 30_000 });

  // Stripe was asked for exactly these two refunds of this PaymentIntent.
  const asked = (await (await fetch(`${stripeStandIn}/__stand-in/refunds`)).json()) as { refunds: Refund[] };
  expect(asked.refunds.filter((r) => r.paymentIntent === intent.id).map((r) => r.amount)).toEqual([300, rest]);

  // Two credit notes and two refund mails to the buyer on the timeline, and the operator's audit.
  await expect(timeline.getByText(/GS-CN-\d{4}-\d{6}/)).toHaveCount(2);
  // Amounts in money, never bare minor units ("300 EUR" read as three hundred euros).
  await expect(timeline).toContainText(/credit-note\s*GS-CN-\d{4}-\d{6} 3\.00 EUR/);
  await expect(timeline).toContainText(`${(rest / 100).toFixed(2)} EUR`);
  const refundSubject = en.refundEmail.subject.split('{id}')[0] ?? '';
  const mails = timeline.locator('li', { hasText: 'email' }).filter({ hasText: refundSubject });
  await expect(mails).toHaveCount(2);
  await expect(mails.first()).toContainText(`→ ${buyer}`);
  await expect(timeline).toContainText(/audit\s*refund by/);
  await screenshots(page, 'stripe-refunded-order');
});
