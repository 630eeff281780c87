// The accountant's pages in a browser: after one real purchase with the test payment method, an
// operator (granted with `npm run operator -- grant`, e2e/admin-helpers.ts) sees it on the
// dashboard with its uPlot chart and in the invoice register, with the CSV and the ZIP of PDFs;
// screenshots at phone and desktop width.
import { unzipSync } from 'fflate';
import { expect, test, type Page } from '@playwright/test';
import { signInAsNewOperator } from './admin-helpers';
import { checkoutOneGreeting, dismissConsent, readMessages } from './helpers';

const en = readMessages('en');
const admin = en.admin as unknown as {
  nav: { register: string };
  home: { title: string };
  dashboard: { chartTitle: string; chartSummary: string; started: string };
  register: { title: string; csv: string; zip: string; numbering: string; show: string; from: string; numberingClean: string };
};

async function buyOnce(page: Page): Promise<string> {
  await dismissConsent(page);
  await page.goto('/');
  const checkout = await checkoutOneGreeting(
    page,
    'Hello, you have reached the Register test line. Please leave a message.',
    { email: 'register-buyer@example.com', name: '=Formula Buyer', country: 'DE' },
    90_000,
  );
  await checkout.getByTestId('pay-test').click();
  await page.waitForURL(/\/order\/\?id=/, { timeout: 90_000 });
  const meta = page.getByTestId('order-meta');
  await expect(meta).toContainText(/[0-9A-Z]{4}-[0-9A-Z]{4}/);
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  return (await meta.textContent())?.match(/[0-9A-Z]{4}-[0-9A-Z]{4}/)?.[0] ?? '';
}

test('a purchase shows on the dashboard and in the register, its CSV and its ZIP', async ({ page }) => {
  test.setTimeout(300_000);
  const reference = await buyOnce(page);
  await signInAsNewOperator(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/');
    await expect(page.getByRole('heading', { level: 1, name: admin.home.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: admin.dashboard.chartTitle })).toBeVisible();
    // Today's sales cell counts at least this purchase (other browser tests buy on the same server).
    await expect(page.getByRole('cell', { name: /^[1-9]\d* · \d+\.\d{2}$/ }).first()).toBeVisible();
    // uPlot draws into a canvas once its chunk has loaded.
    await expect(page.getByRole('img').locator('canvas')).toBeVisible();
    await page.screenshot({ path: `test-results/admin-dashboard-${width}.png`, fullPage: true });

    await page.getByRole('link', { name: admin.nav.register }).click();
    await expect(page.getByRole('heading', { level: 1, name: admin.register.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: admin.register.numbering })).toBeVisible();
    await expect(page.getByText(admin.register.numberingClean)).toHaveCount(2);
    await page.getByLabel(admin.register.from).fill('2026-01-01');
    await page.getByRole('button', { name: admin.register.show }).click();
    await expect(page).toHaveURL(/from=2026-01-01/);
    const row = page.getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText(/GS-\d{4}-\d{6}/);
    await expect(row).toContainText('=Formula Buyer');
    await page.screenshot({ path: `test-results/admin-register-${width}.png`, fullPage: true });
  }

  const csvHref = (await page.getByRole('link', { name: admin.register.csv }).getAttribute('href')) ?? '';
  expect(csvHref).toMatch(/^\/api\/admin\/reports\/register\/\?from=2026-01-01&to=\d{4}-\d{2}-\d{2}&format=csv$/);
  const csv = await page.request.get(csvHref);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const lines = (await csv.text()).split('\r\n');
  expect(lines[0]).toContain('number,kind,date,order_reference,buyer_name');
  // The buyer's name starts with "=": the spreadsheet gets it as text, not as a formula.
  expect(lines.find((line) => line.includes(reference))).toContain(`,${reference},'=Formula Buyer,DE,`);

  const zipHref = (await page.getByRole('link', { name: admin.register.zip }).getAttribute('href')) ?? '';
  const zip = await page.request.get(zipHref);
  expect(zip.headers()['content-type']).toBe('application/zip');
  const entries = Object.keys(unzipSync(new Uint8Array(await zip.body())));
  expect(entries).toContainEqual(expect.stringMatching(/^invoices\/GS-\d{4}-\d{6}\.pdf$/));
});
