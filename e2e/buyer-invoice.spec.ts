// What a business buyer sees from checkout to invoice, in German and Greek at phone and desktop
// width: the address is asked for (and required once a company is given), the order page quotes
// the short reference and links back to the site, and
// the HTML and PDF invoice print the address and the reference. Screenshots and the Greek invoice
// PDF (with a PNG of its first page) land in test-results/screenshots for people to look at.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { dismissConsent, localePath, readMessages, writeScript } from './helpers';

const shots = 'test-results/screenshots';

const buyers = {
  de: {
    country: 'DE',
    company: 'Zahnarztpraxis Berger',
    street: 'Hauptstraße 5',
    postcode: '10115',
    city: 'Berlin',
    script:
      'Guten Tag, Sie sind mit der Zahnarztpraxis Berger verbunden. Bitte hinterlassen Sie eine Nachricht.',
  },
  el: {
    country: 'GR',
    company: 'Οδοντιατρείο Ορίζων',
    street: 'Λεωφόρος Βασιλίσσης Σοφίας 12',
    postcode: '106 74',
    city: 'Αθήνα',
    script: 'Καλώς ήρθατε στο οδοντιατρείο Ορίζων. Παρακαλούμε αφήστε το μήνυμά σας μετά τον τόνο.',
  },
} as const;

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const locale of ['de', 'el'] as const)
  for (const size of sizes)
    test(`business purchase in ${locale} at ${size.width} px: address, reference, invoice`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(300_000);
      const m = readMessages(locale);
      const b = buyers[locale];
      await page.setViewportSize({ width: size.width, height: size.height });
      // The order and invoice pages speak the visitor's stored language (the language panel's cookie).
      await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL! }]);
      await dismissConsent(page);
      await page.goto(localePath(locale, '/'));
      await writeScript(page, b.script, 90_000);
      await page.getByTestId('add-to-cart').click();
      // The Greek script names the template's example company (Ορίζων): Add to cart asks first.
      if (locale === 'el') await page.getByTestId('example-confirm-keep').click();
      await page.getByTestId('view-cart').click();
      await page.getByTestId('go-checkout').click();
      const checkout = page.getByTestId('panel-checkout');
      await checkout
        .getByLabel(m.checkout.email, { exact: true })
        .fill(`buyer-${locale}-${size.width}@example.com`);
      await checkout
        .getByLabel(m.checkout.name, { exact: true })
        .fill(locale === 'de' ? 'Erika Muster' : 'Γιώργος Παπαδόπουλος');
      await checkout.getByLabel(m.checkout.country, { exact: true }).selectOption(b.country);
      await checkout.getByLabel(m.checkout.company, { exact: true }).fill(b.company);
      await checkout.getByTestId('withdrawal-consent').check();

      // A company without an address: the form says what is missing, in the page's language.
      await checkout.getByTestId('pay-test').click();
      await expect(checkout.getByText(m.checkout.errors.street)).toBeVisible();
      await expect(checkout.getByLabel(m.checkout.street, { exact: true })).toBeFocused();
      expect(page.url()).not.toContain('/order/');

      await checkout.getByLabel(m.checkout.street, { exact: true }).fill(b.street);
      await checkout.getByLabel(m.checkout.postcode, { exact: true }).fill(b.postcode);
      await checkout.getByLabel(m.checkout.city, { exact: true }).fill(b.city);
      await expect(checkout.getByText(m.checkout.errors.street)).toHaveCount(0);
      await checkout.getByTestId('checkout-address').scrollIntoViewIfNeeded();
      // Nothing of the address group is cut off or pushed past the panel's edge.
      const group = await checkout.getByTestId('checkout-address').boundingBox();
      expect(group && group.x + group.width).toBeLessThanOrEqual(size.width);
      await page.screenshot({ path: `${shots}/buyer-checkout-address-${locale}-${size.name}.png` });

      await checkout.getByTestId('pay-test').click();
      await page.waitForURL(/\/order\/\?id=/, { timeout: 90_000 });
      const orderId = new URL(page.url()).searchParams.get('id') ?? '';
      const meta = page.getByTestId('order-meta');
      await expect(meta).toContainText(/[0-9A-Z]{4}-[0-9A-Z]{4}/);
      const reference = (await meta.textContent())?.match(/[0-9A-Z]{4}-[0-9A-Z]{4}/)?.[0] ?? '';
      await expect(page.locator('main')).not.toContainText(orderId);
      const back = page.getByTestId('order-back-to-site');
      await expect(back).toHaveText(m.orders.backToSite);
      await expect(back).toHaveAttribute('href', `/${locale}/`);

      await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'ready', {
        timeout: 60_000,
      });
      await page.screenshot({ path: `${shots}/buyer-order-${locale}-${size.name}.png`, fullPage: true });

      await page.getByTestId('order-invoice').click();
      const invoice = page.getByTestId('invoice');
      await expect(invoice).toBeVisible();
      await expect(page.getByTestId('invoice-order-reference')).toHaveText(reference);
      for (const part of [b.company, b.street, `${b.postcode} ${b.city}`])
        await expect(invoice).toContainText(part);
      await page.screenshot({ path: `${shots}/buyer-invoice-${locale}-${size.name}.png`, fullPage: true });

      const pdfHref = await page.getByTestId('invoice-pdf').getAttribute('href');
      const pdf = await page.request.get(pdfHref ?? '');
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const bytes = await pdf.body();
      mkdirSync(shots, { recursive: true });
      const file = `${shots}/buyer-invoice-${locale}-${size.name}.pdf`;
      writeFileSync(file, bytes);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      for (const part of [b.street, b.city, reference]) expect(text).toContain(part);
      if (size.name === 'desktop')
        execFileSync('pdftoppm', ['-r', '80', '-png', '-singlefile', file, file.replace(/\.pdf$/, '')]);
    });
