// The accountant's pages in a browser: an operator (claim set at the Auth emulator, as
// `npm run operator -- grant` does) sees the dashboard with its uPlot chart and the invoice
// register with its period form and downloads; screenshots at phone and desktop width.
import { expect, test, type Page } from '@playwright/test';
import { readMessages } from './helpers';

const en = readMessages('en');
const admin = en.admin as unknown as {
  nav: { register: string };
  home: { title: string };
  dashboard: { chartTitle: string; chartSummary: string; started: string };
  register: { title: string; csv: string; zip: string; numbering: string; show: string; from: string };
};

async function signInAsOperator(page: Page) {
  const config = (await (await page.request.get('/api/auth/config/')).json()) as { emulatorHost: string; projectId: string };
  const email = `op-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const base = `http://${config.emulatorHost}/identitytoolkit.googleapis.com/v1`;
  const signUp = await page.request.post(`${base}/accounts:signUp?key=demo-api-key`, { data: { email, password: 'Operator-pass-1', returnSecureToken: true } });
  expect(signUp.ok()).toBe(true);
  const { localId } = (await signUp.json()) as { localId: string };
  const grant = await page.request.post(`${base}/projects/${config.projectId}/accounts:update`, {
    headers: { Authorization: 'Bearer owner' },
    data: { localId, customAttributes: JSON.stringify({ operator: true }) },
  });
  expect(grant.ok()).toBe(true);
  // A fresh ID token carries the claim; the session cookie is what the back office reads.
  const signIn = await page.request.post(`${base}/accounts:signInWithPassword?key=demo-api-key`, { data: { email, password: 'Operator-pass-1', returnSecureToken: true } });
  const { idToken } = (await signIn.json()) as { idToken: string };
  const origin = new URL(page.url() === 'about:blank' ? (test.info().project.use.baseURL ?? '') : page.url()).origin;
  const session = await page.request.post('/api/auth/session/', { headers: { origin }, data: { idToken } });
  expect(session.ok()).toBe(true);
}

for (const width of [390, 1280]) {
  test(`dashboard and invoice register at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsOperator(page);

    await page.goto('/admin/');
    await expect(page.getByRole('heading', { level: 1, name: admin.home.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: admin.dashboard.chartTitle })).toBeVisible();
    // uPlot draws into a canvas once its chunk has loaded.
    await expect(page.getByRole('img').locator('canvas')).toBeVisible();
    await page.screenshot({ path: `test-results/admin-dashboard-${width}.png`, fullPage: true });

    await page.getByRole('link', { name: admin.nav.register }).click();
    await expect(page.getByRole('heading', { level: 1, name: admin.register.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: admin.register.numbering })).toBeVisible();
    await page.getByLabel(admin.register.from).fill('2026-01-01');
    await page.getByRole('button', { name: admin.register.show }).click();
    await expect(page).toHaveURL(/from=2026-01-01/);
    const csv = page.getByRole('link', { name: admin.register.csv });
    await expect(csv).toHaveAttribute('href', /^\/api\/admin\/reports\/register\/\?from=2026-01-01&to=\d{4}-\d{2}-\d{2}&format=csv$/);
    const download = await page.request.get((await csv.getAttribute('href')) ?? '');
    expect(download.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(await download.text()).toContain('number,kind,date,order_reference');
    await expect(page.getByRole('link', { name: admin.register.zip })).toHaveAttribute('href', /format=zip$/);
    await page.screenshot({ path: `test-results/admin-register-${width}.png`, fullPage: true });
  });
}
