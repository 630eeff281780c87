// A whole purchase with the TEST payment method: studio → cart → currency → checkout →
// order page with ready files → another format → download → invoice page and PDF; plus the access rules.
import { expect, test, type Page } from '@playwright/test';
import { dismissConsent, writeScript } from './helpers';

async function buyOne(page: Page): Promise<{ orderId: string; token: string }> {
  await dismissConsent(page);
  await page.goto('/');
  await writeScript(page, 'Thank you for calling Example Dental. We are with other patients right now. Please leave your name and number after the tone.');
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('view-cart').click();
  const cart = page.getByTestId('panel-cart');
  await expect(cart.getByTestId('cart-item')).toHaveCount(1);
  await expect(cart.getByTestId('cart-totals')).toContainText('$10.00');

  // Switch the currency: the total is re-quoted by the server in euros.
  await cart.getByTestId('cart-currency').click();
  await page.getByTestId('panel-currency').getByText('EUR', { exact: true }).click();
  // Choosing goes back to the cart, focused on "Change currency".
  await expect(page.getByTestId('panel-cart').getByTestId('cart-currency')).toBeFocused();
  await expect(page.getByTestId('panel-cart').getByTestId('cart-totals')).toContainText('€9.00');

  await page.getByTestId('go-checkout').click();
  const checkout = page.getByTestId('panel-checkout');
  await checkout.getByLabel('Email').fill('buyer@example.com');
  await checkout.getByLabel('Full name').fill('Erika Muster');
  await checkout.getByLabel('Country').selectOption('DE');
  // German consumer: 19 % VAT on 9.00.
  await expect(checkout.getByTestId('checkout-totals')).toContainText('€10.71');
  await expect(checkout.getByText(/TEST payment/)).toBeVisible();

  // Consent to immediate delivery (terms of sale): unticked at first; paying without it explains
  // why at the box, starts no order and keeps what the buyer typed.
  const consent = checkout.getByRole('checkbox', { name: /expressly ask you to begin producing/ });
  await expect(consent).not.toBeChecked();
  await expect(checkout.getByRole('link', { name: /right of withdrawal/ })).toHaveAttribute(
    'href',
    '/legal/#terms-withdrawal',
  );
  const orderRequests: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/checkout/') orderRequests.push(r.url());
  });
  // The button is aria-disabled (Playwright will not click it), yet focusable: Enter explains.
  await checkout.getByTestId('pay-test').focus();
  await page.keyboard.press('Enter');
  await expect(checkout.getByText('Please tick the box to confirm immediate delivery before you pay.')).toBeVisible();
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(checkout.getByLabel('Email')).toHaveValue('buyer@example.com');
  await expect(checkout.getByLabel('Full name')).toHaveValue('Erika Muster');
  expect(page.url()).not.toContain('/order/');
  expect(orderRequests).toEqual([]);

  // Ticked with the keyboard (Space on the focused box): the error goes and the payment runs.
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await expect(checkout.getByText('Please tick the box to confirm immediate delivery before you pay.')).toHaveCount(0);
  await checkout.getByTestId('pay-test').click();
  await page.waitForURL(/\/order\/\?id=/);
  expect(orderRequests).toHaveLength(1);
  const url = new URL(page.url());
  return { orderId: url.searchParams.get('id') ?? '', token: url.searchParams.get('token') ?? '' };
}

test('buy a greeting with the test method and download the files', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { orderId, token } = await buyOne(page);
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  const files = page.getByTestId('order-file');
  await expect(files).not.toHaveCount(0);

  const href = await page.getByTestId('file-download').first().getAttribute('href');
  const download = await request.get(href ?? '');
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toMatch(/^audio\//);
  expect((await download.body()).byteLength).toBeGreaterThan(2000);

  // Every other phone-system format is included: one more is produced on request, listed with
  // its own download link (the name keeps its format ending visible) and served like the others.
  const ordered = await files.count();
  const picker = page.getByTestId('format-picker');
  await picker.getByRole('combobox', { name: 'Another format' }).selectOption('wideband-16k');
  await picker.getByRole('button', { name: 'Add this format' }).click();
  await expect(files).toHaveCount(ordered + 1, { timeout: 60_000 });
  const added = files.filter({ has: page.getByTestId('file-name').filter({ hasText: /-wideband-16k\.wav$/ }) });
  const addedHref = await added.getByTestId('file-download').getAttribute('href');
  const addedFile = await request.get(addedHref ?? '');
  expect(addedFile.status()).toBe(200);
  expect(addedFile.headers()['content-type']).toBe('audio/wav');

  const zipHref = await page.getByTestId('order-zip').getAttribute('href');
  const zip = await request.get(zipHref ?? '');
  expect(zip.status()).toBe(200);
  expect((await zip.body()).subarray(0, 2).toString()).toBe('PK');

  // The invoice: a printable page and a PDF, both behind the same token.
  await page.getByTestId('order-invoice').click();
  await expect(page.getByTestId('invoice-number')).toHaveText(/^GS-\d{4}-\d{6}$/);
  await expect(page.getByTestId('invoice-total')).toContainText('10.71');
  await expect(page.getByTestId('invoice')).toContainText('Germany');
  const pdfHref = await page.getByTestId('invoice-pdf').getAttribute('href');
  const pdf = await request.get(pdfHref ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect((await request.get((pdfHref ?? '').replace(/token=[^&]+/, 'token=wrongwrongwrongwrongwrong'))).status()).toBe(404);

  // The cart is empty after the purchase.
  await page.goto('/');
  await page.getByRole('button', { name: /cart/i }).first().click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();

  // Access: a wrong token is a 404 for the page and the API; a tampered link is refused.
  const wrong = `${token.slice(0, -2)}xx`;
  expect((await request.get(`/order/?id=${orderId}&token=${wrong}`)).status()).toBe(404);
  expect((await request.get(`/api/orders/${orderId}/?token=${wrong}`)).status()).toBe(404);
  expect((await request.get(`/order/?id=${orderId}`)).status()).toBe(404);
  expect((await request.get((href ?? '').replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'))).status()).toBe(404);
  expect((await request.get((href ?? '').replace(/expires=\d+/, 'expires=1000'))).status()).toBe(404);
});

test('the checkout endpoint refuses an order without consent to immediate delivery, in the order’s language', async ({ request }) => {
  const order = {
    items: [{ useCase: 'business-voicemail', locale: 'de', text: 'Guten Tag.', voice: { id: 'flite-slt' } }],
    currency: 'EUR',
    locale: 'de',
    buyer: { email: 'buyer@example.com', name: 'Erika Muster', country: 'DE' },
    method: 'test',
  };
  for (const withdrawalConsent of [undefined, false]) {
    const response = await request.post('/api/checkout/', { data: { ...order, withdrawalConsent } });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'withdrawal_consent_required',
        message: 'Bitte setzen Sie das Häkchen, um die sofortige Lieferung zu bestätigen, bevor Sie bezahlen.',
      },
    });
  }
});

test('the quote endpoint ignores a client-sent price', async ({ request }) => {
  const spec = { useCase: 'business-voicemail', locale: 'en', text: 'Hello and welcome.', voice: { id: 'flite-slt' }, price: 1, net: 1 };
  const response = await request.post('/api/cart/quote/', { data: { items: [spec], currency: 'EUR', country: 'US', gross: 1, total: 1 } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { gross: number; lines: { net: number }[] };
  expect(body.gross).toBe(900);
  expect(body.lines[0]?.net).toBe(900);
});
