import { expect, test } from '@playwright/test';

// Issue 20 item 3 / issue 21 item 6: a second checkout from the same buyer within a minute
// supersedes the first pending order, which the buyer then sees as expired (never fulfilled).
const order = (email: string) => ({
  items: [{ useCase: 'business-voicemail', locale: 'en', text: 'Thank you for calling.', voice: { id: 'flite-slt' } }],
  currency: 'EUR',
  locale: 'en',
  buyer: { email, name: 'Erika Muster', country: 'DE' },
  method: 'test',
  withdrawalConsent: true,
});

for (const width of [1280, 390]) {
  test(`a superseded pending order shows as expired at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 844 });
    const email = `expired-${width}-${Date.now()}@example.com`;
    const first = await request.post('/api/checkout/', { data: order(email) });
    expect(first.status()).toBe(201);
    const { orderUrl, orderId } = (await first.json()) as { orderUrl: string; orderId: string };
    expect((await request.post('/api/checkout/', { data: order(email) })).status()).toBe(201);

    const url = new URL(orderUrl);
    await page.goto(`${url.pathname}${url.search}`);
    const badge = page.getByTestId('order-status');
    await expect(badge).toHaveAttribute('data-status', 'expired');
    await expect(badge).toHaveText('Expired');
    await expect(page.getByText('This order expired because its payment was never completed.')).toBeVisible();
    // The API agrees, and no files or ZIP are offered.
    const api = await request.get(`/api/orders/${orderId}/${url.search.replace(/^\?id=[^&]+&/, '?')}`);
    expect(((await api.json()) as { status: string; zipUrl: string | null }).zipUrl).toBeNull();
  });
}
