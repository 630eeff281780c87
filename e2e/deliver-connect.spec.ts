// Amazon Connect ([deliver], #31) through the browser, on the STS + S3 + Connect stand-in of
// scripts/e2e-server.mjs: a signed-in buyer sees their external id and the trust-policy hint,
// names their instance, role and bucket; a role that does not trust them yet is refused with a
// translated reason; once it does, they buy, send the order and see it delivered with Connect's
// prompt id; sending again updates that prompt (UpdatePrompt, no second CreatePrompt); a deleted
// role fails the next send with a clear reason and the delivered prompt stays.
import { expect, test, type Page } from '@playwright/test';
import { standInAws } from '@/tests/stand-ins/amazon-connect';
import { buyOneGreeting, sendWholeOrder, shootSendPanel, signUpForDelivery } from './deliver-helpers';
import { dismissConsent, readMessages } from './helpers';

const en = readMessages('en');
const labels = en.delivery.connect['amazon-connect'];
const standIn = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 5}`;

type State = { prompts: { id: string; name: string; s3Uri: string }[]; operations: string[] };

async function instance(page: Page): Promise<State & { count: (op: string) => number }> {
  const state = (await (await page.request.get(`${standIn}/__stand-in/state`)).json()) as State;
  return { ...state, count: (op) => state.operations.filter((o) => o === op).length };
}

/** The customer's IAM console: their role's trust policy (the stand-in's lever, not AWS's API). */
const iam = (page: Page, lever: string) => page.request.post(`${standIn}/__stand-in/${lever}`);

test.beforeEach(async ({ page }) => dismissConsent(page));

test('connect Amazon Connect with a role, buy, send, send again: one prompt; a deleted role says so', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const systems = await signUpForDelivery(page, 'connect');
  const form = systems.getByTestId('connect-amazon-connect');
  const shown = form.getByTestId('external-id');
  await expect(shown).toContainText(labels.trustHint);
  const externalId = (await shown.locator('code').textContent())?.trim() ?? '';
  expect(externalId).toMatch(/^gs-[\w-]{32}$/);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`connect-form-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await form.getByLabel(en.delivery.phoneSystems.label).fill('Contact centre');
  // The instance's ARN names its region: the region field stays empty.
  await form
    .getByLabel(labels.instance)
    .fill(`arn:aws:connect:${standInAws.region}:${standInAws.account}:instance/${standInAws.instanceId}`);
  await form.getByLabel(labels.roleArn).fill(standInAws.roleArn);
  await form.getByLabel(labels.bucket).fill(standInAws.bucket);
  const connect = form.getByRole('button', { name: en.delivery.phoneSystems.connect });
  // The role does not trust this customer's external id yet: AccessDenied at AssumeRole.
  await iam(page, 'revoke-role');
  await connect.click();
  await expect(form.getByTestId('connect-result')).toHaveText(en.delivery.errors['permission-missing']);
  await expect(systems.getByText(en.delivery.phoneSystems.empty)).toBeVisible();

  // The customer puts the shown id into the trust policy, then connects.
  await iam(page, `trust?externalId=${encodeURIComponent(externalId)}`);
  await connect.click();
  await expect(systems.getByTestId('connection')).toContainText('Contact centre');
  await page.keyboard.press('Escape');

  await buyOneGreeting(page, { email: 'connect-deliver@example.com', name: 'Casey Connect' });
  const before = await instance(page);
  const delivery = await sendWholeOrder(page, 'delivered');
  const after = await instance(page);
  expect(after.count('CreatePrompt')).toBe(before.count('CreatePrompt') + 1);
  const created = after.prompts.find((p) => !before.prompts.some((b) => b.id === p.id));
  expect(created?.s3Uri).toMatch(new RegExp(`^s3://${standInAws.bucket}/greeting-studio/[0-9a-f]{12}\\.wav$`));
  await expect(delivery.getByTestId('delivery-remote-id')).toContainText(created!.id);
  await shootSendPanel(page, (width) => testInfo.outputPath(`send-connect-delivered-${width}.png`));
  await page.setViewportSize({ width: 1280, height: 800 });

  // Again: the same prompt is pointed at the new upload; still one prompt for the file.
  await sendWholeOrder(page, 'delivered');
  await expect.poll(async () => (await instance(page)).count('UpdatePrompt'), { timeout: 60_000 }).toBe(
    after.count('UpdatePrompt') + 1,
  );
  const again = await instance(page);
  expect(again.count('CreatePrompt')).toBe(after.count('CreatePrompt'));
  expect(again.prompts).toHaveLength(after.prompts.length);
  await expect(delivery.getByTestId('delivery-remote-id')).toContainText(created!.id);

  // The customer deletes the role: the next send fails with the translated reason, and the
  // prompt already delivered stays in the instance and on the page.
  await iam(page, 'revoke-role');
  await sendWholeOrder(page, 'failed');
  await expect(delivery.getByTestId('delivery-error')).toHaveText(en.delivery.errors['permission-missing']);
  await expect(delivery.getByTestId('delivery-remote-id')).toContainText(created!.id);
  expect((await instance(page)).prompts.map((p) => p.id)).toContain(created!.id);
  await shootSendPanel(page, (width) => testInfo.outputPath(`send-connect-refused-${width}.png`));
});
