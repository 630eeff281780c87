// The back office as an operator runs it (issue #30): an operator granted with the real CLI
// (`npm run operator -- grant`, against the e2e server's Auth emulator) signs in, finds an order
// placed with the TEST method by its e-mail, opens it, refunds it, and sees the credit note and the
// refund mail on its timeline; revoked with the CLI, the very next request is refused. A signed-in
// customer and an anonymous visitor get 404 on the pages and 401/404 on the JSON API.
import { expect, test } from '@playwright/test';
import {
  authConfig,
  createAccount,
  operatorCli,
  placeOrder,
  screenshots,
  signIn,
  unique,
  waitForReadyOrder,
} from './admin-helpers';
import { readMessages } from './helpers';

const en = readMessages('en');

test('an anonymous visitor and a signed-in customer get 404 on /admin/ and no JSON from /api/admin/', async ({
  page,
}) => {
  for (const path of ['/admin/', '/admin/orders/']) expect((await page.goto(path))?.status()).toBe(404);
  expect((await page.request.get('/api/admin/orders/?q=a')).status()).toBe(401);

  const config = await authConfig(page.request);
  await signIn(page, await createAccount(page.request, config, unique('customer')));
  expect((await page.context().cookies()).some((c) => c.name === '__session')).toBe(true);
  for (const path of ['/admin/', '/admin/orders/']) expect((await page.goto(path))?.status()).toBe(404);
  expect((await page.request.get('/api/admin/orders/?q=a')).status()).toBe(404);
});

test('an operator granted by the CLI finds an order by e-mail, refunds it and sees the credit note and mail; revoked, the next request is refused', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const config = await authConfig(page.request);
  const operator = unique('operator');
  const idToken = await createAccount(page.request, config, operator);
  expect(await operatorCli(config, 'grant', operator)).toContain(operator);
  await signIn(page, idToken);

  const buyer = unique('buyer');
  const orderId = await placeOrder(page.request, buyer);
  // The JSON search answers the operator; the order renders in the background until it is ready.
  const reference = await waitForReadyOrder(page, buyer, orderId);
  const order = { orderId, reference };

  await page.goto('/admin/orders/');
  await expect(page.getByRole('heading', { name: en.admin.orders.title })).toBeVisible();
  await page.getByLabel(en.admin.orders.q).fill(buyer);
  await page.getByRole('button', { name: en.admin.orders.search }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(buyer);
  await expect(rows.first()).toContainText('Olga Operatortest');
  await expect(rows.first()).toContainText('ready');
  await screenshots(page, 'orders');

  await rows.first().getByRole('link', { name: order.reference }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.orderId}/$`));
  await expect(
    page.getByRole('heading', { name: en.admin.order.title.replace('{reference}', order.reference) }),
  ).toBeVisible();
  const timeline = page.locator('ol');
  await expect(timeline).toContainText(/invoice\s*GS-\d{4}-\d{6}/);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: en.admin.actions.refund }).click();
  // The page reloads after the refund: the order is refunded, with a credit note and the buyer's mail.
  await expect(page.locator('dl')).toContainText('refunded', { timeout: 30_000 });
  await expect(timeline).toContainText(/credit-note\s*GS-CN-\d{4}-\d{6}/);
  const refundSubject = en.refundEmail.subject.split('{id}')[0] ?? '';
  const mail = timeline.locator('li', { hasText: 'email' }).filter({ hasText: refundSubject });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText(`→ ${buyer}`);
  await expect(timeline).toContainText(/audit\s*refund by/);
  await screenshots(page, 'order');

  // Revoked with the CLI: the role is gone and the session ends; the very next request is refused.
  expect(await operatorCli(config, 'revoke', operator)).toContain(operator);
  expect((await page.goto(`/admin/orders/${order.orderId}/`))?.status()).toBe(404);
  expect([401, 404]).toContain((await page.request.get('/api/admin/orders/?q=a')).status());
});
