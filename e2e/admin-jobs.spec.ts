// The back office's jobs screen and the order page's newer actions (issue #30), as an operator
// granted with the CLI uses them: a failed job shows with its error and attempts on /admin/jobs/,
// is retried after a confirmation and leaves the failed list, with an audit entry on its order;
// a ready order's file is rendered again from its spec (audited); fresh download links are shown
// and the shown link downloads the audio. The failed job comes from the e2e-only fixture route
// app/api/e2e/failed-job/route.e2e.ts: the real queues retry for minutes before they give up.
import { expect, test, type Page } from '@playwright/test';
import { origin, placeOrder, screenshots, signInAsNewOperator, unique, waitForReadyOrder } from './admin-helpers';
import { readMessages } from './helpers';

const en = readMessages('en');
const jobs = en.admin.jobs;
const actions = en.admin.actions;

/** Accepts the next confirmation, and resolves to what it asked. */
function acceptNextDialog(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}

test('an operator retries a failed job, re-renders a file and issues fresh links that download', async ({ page }) => {
  test.setTimeout(300_000);
  const operator = await signInAsNewOperator(page);
  const buyer = unique('jobs-buyer');
  const orderId = await placeOrder(page.request, buyer);
  const reference = await waitForReadyOrder(page, buyer, orderId);

  // A job of this order fails on its only attempt, with an error no other test writes.
  const error = `e2e: the stand-in target refused ${Math.random().toString(36).slice(2, 9)}`;
  const queued = await page.request.post('/api/e2e/failed-job/', { data: { orderId, error }, headers: { origin: origin() } });
  expect(queued.status()).toBe(202);

  const row = page.locator('tbody tr').filter({ hasText: error });
  await expect
    .poll(async () => {
      await page.goto('/admin/jobs/');
      return row.count();
    }, { timeout: 30_000 })
    .toBe(1);
  await expect(page.getByRole('heading', { level: 1, name: jobs.title })).toBeVisible();
  await expect(page.getByText(jobs.backend.replace('{backend}', 'table'))).toBeVisible();
  const cells = row.getByRole('cell');
  await expect(cells.nth(0)).toHaveText('e2e-failing');
  await expect(cells.nth(1)).toHaveText(jobs.failed);
  await expect(cells.nth(2)).toHaveText('1');
  await expect(cells.nth(3)).toHaveText(error);
  await expect(row.getByRole('link', { name: orderId })).toHaveAttribute('href', `/admin/orders/${orderId}/`);
  const jobId = (await row.getAttribute('data-job')) ?? '';
  expect(jobId).not.toBe('');
  await screenshots(page, 'jobs');
  // On a phone the row stacks: its retry button is on screen, not behind a sideways scroll.
  await page.setViewportSize({ width: 390, height: 800 });
  const retryBox = await row.getByRole('button', { name: jobs.retry, exact: true }).boundingBox();
  expect((retryBox?.x ?? 0) + (retryBox?.width ?? 0)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Retried after a confirmation: the page reloads without it (it waits, then succeeds).
  const asked = acceptNextDialog(page);
  await row.getByRole('button', { name: jobs.retry, exact: true }).click();
  expect(await asked).toBe(jobs.retryConfirm.replace('{name}', 'e2e-failing'));
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: jobs.title })).toBeVisible();
  // A second retry of the same job (a double click, another operator) moves nothing.
  const again = await page.request.post('/api/admin/jobs/retry/', {
    data: { name: 'e2e-failing', id: jobId },
    headers: { origin: origin() },
  });
  expect(await again.json()).toEqual({ outcome: 'unchanged' });

  // The retry is audited on its order, which the job's row linked to.
  await page.goto(`/admin/orders/${orderId}/`);
  await expect(
    page.getByRole('heading', { name: en.admin.order.title.replace('{reference}', reference) }),
  ).toBeVisible();
  const timeline = page.locator('ol');
  const audit = (action: string) => timeline.locator('li', { hasText: 'audit' }).filter({ hasText: `${action} by ${operator}` });
  await expect(audit('job-retry')).toHaveCount(1);
  await expect(audit('job-retry')).toContainText('e2e-failing');

  // Re-render one file from the stored spec; the page reloads with the audit entry.
  const which = page.getByLabel(actions.reRenderWhich);
  const fileName = (await which.locator('option').nth(1).textContent()) ?? '';
  expect(fileName).not.toBe('');
  await which.selectOption({ label: fileName });
  const reRenderAsked = acceptNextDialog(page);
  await page.getByRole('button', { name: actions.reRender, exact: true }).click();
  expect(await reRenderAsked).toBe(`${actions.reRenderConfirm} ${fileName}`);
  await expect(audit('re-render')).toHaveCount(1, { timeout: 60_000 });
  await expect(audit('re-render')).toContainText(fileName);

  // Fresh links: shown on the page, and the shown file link downloads the audio.
  const linksAsked = acceptNextDialog(page);
  await page.getByRole('button', { name: actions.freshLinks }).click();
  expect(await linksAsked).toBe(actions.freshLinksConfirm.replace('{reference}', reference));
  await expect(page.getByText(actions.freshLinksValid)).toBeVisible();
  await expect(page.getByRole('link', { name: actions.freshLinksZip })).toBeVisible();
  const fileLink = page.getByRole('link', { name: fileName, exact: true });
  await expect(fileLink).toBeVisible();
  const download = await page.request.get((await fileLink.getAttribute('href')) ?? '');
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toMatch(/^audio\//);
  expect((await download.body()).byteLength).toBeGreaterThan(1000);
  await screenshots(page, 'order-actions');

  await page.reload();
  await expect(audit('fresh-links')).toHaveCount(1);
});
