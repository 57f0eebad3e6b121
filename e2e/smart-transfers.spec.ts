// The demo's smart transfers as a store uses them: the payer allows transfers at their bank, the store charges within the limits, and a charge past one is refused.
import AxeBuilder from '@axe-core/playwright';
import { DEMO_MERCHANT_URL, expect, test } from './embed-fixture.js';

const PAGE = `${DEMO_MERCHANT_URL}/smart-transfers.html`;
const CPF = '529.982.247-25';

test('the payer allows transfers at their bank; a charge is paid and uses the limits, one over the per-payment limit is not made', async ({
  page,
}) => {
  await page.goto(DEMO_MERCHANT_URL);
  await page.getByRole('navigation', { name: 'Demo pages' }).getByRole('link', { name: 'Smart transfers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Smart transfers' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'up to R$ 100,00' })).toBeVisible();
  await expect(page.getByLabel("Payer's bank")).toBeEnabled();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // A CPF that is not one is caught on the page.
  await page.getByLabel("Payer's bank").selectOption({ label: 'Sandbox Open Finance' });
  await page.getByLabel("Payer's CPF").fill('123');
  await page.getByRole('button', { name: 'Ask the payer to allow transfers' }).click();
  await expect(page.getByLabel("Payer's CPF")).toBeFocused();
  await expect(page.getByText('Type the payer’s CPF: 11 digits')).toBeVisible();

  await page.getByLabel("Payer's CPF").fill(CPF);
  await page.getByRole('button', { name: 'Ask the payer to allow transfers' }).click();
  // The bank's consent page, on the sandbox's origin.
  await expect(page.getByRole('button', { name: 'Authorize' })).toBeVisible();
  await page.getByRole('button', { name: 'Authorize' }).click();

  await expect(page).toHaveURL(/\/smart-transfers\.html\?preauthorizationId=[0-9a-f-]{36}$/);
  expect(page.url()).not.toContain('529');
  await expect(page.getByText('The payer allowed the transfers: the store can charge within the limits.')).toBeVisible();
  await expect(page.getByText('No charge yet.')).toBeVisible();
  const limits = page.getByRole('table', { name: 'Limits' });
  await expect(limits.getByRole('row', { name: /^In all/ })).toHaveText(/R\$\s0,00\s*R\$\s300,00/);

  await page.getByLabel('Amount (R$)').fill('40,00');
  await page.getByRole('button', { name: 'Charge' }).click();
  const payments = page.getByRole('table', { name: 'Payments' });
  // The page looks again until the bank has paid it.
  await expect(payments.getByRole('row').filter({ hasText: 'R$ 40,00' })).toContainText(/Paid\s*PAYMENT_COMPLETED/);
  await expect(limits.getByRole('row', { name: /^In all/ })).toHaveText(/R\$\s40,00\s*R\$\s260,00/);
  await expect(limits.getByRole('row', { name: /^Payments today/ })).toHaveText(/1\s*2/);

  // A reload keeps the preauthorization: its id is in the address.
  await page.reload();
  await expect(payments.getByRole('row').filter({ hasText: 'R$ 40,00' })).toContainText('PAYMENT_COMPLETED');

  await page.getByLabel('Amount (R$)').fill('150');
  await page.getByRole('button', { name: 'Charge' }).click();
  await expect(page.getByText('The charge of R$ 150,00 was not made. It is over the per-payment limit the payer allowed.')).toBeVisible();
  await expect(payments.getByRole('row').filter({ hasText: 'R$ 150,00' })).toContainText(/Not made\s*ERROR/);
  await expect(limits.getByRole('row', { name: /^In all/ })).toHaveText(/R\$\s40,00\s*R\$\s260,00/);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: test.info().outputPath('smart-transfers-phone.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
});

test('a payer who denies at their bank: the page says so and offers no charge', async ({ page }) => {
  await page.goto(PAGE);
  await page.getByLabel("Payer's bank").selectOption({ label: 'Sandbox Open Finance' });
  await page.getByLabel("Payer's CPF").fill(CPF);
  await page.getByRole('button', { name: 'Ask the payer to allow transfers' }).click();
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByText('The transfers were not allowed. The payer refused at their bank.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Charge' })).toBeHidden();
});
