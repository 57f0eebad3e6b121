// The demo's smart transfers as a store uses them: the payer allows automatic payments on the payer page with the store's signed offer, the store charges within the limits, and a charge past one is refused.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_MERCHANT_URL, DEMO_WIDGET_URL, expect, test } from './embed-fixture.js';

const PAGE = `${DEMO_MERCHANT_URL}/smart-transfers.html`;
const BANK = 'Sandbox Open Finance';
const CPF = '529.982.247-25';

/** From the store's button to the bank's consent page, as the payer walks it: the popup where they answer. */
async function askAtTheBank(page: Page): Promise<Page> {
  await page.getByRole('button', { name: 'Allow automatic payments with your bank' }).click();
  await page.waitForURL(`${DEMO_WIDGET_URL}/pay/#offer=*`);
  // The payer page says who charges and up to what, before anything is asked.
  await expect(page.getByText('Example Store Ltda asks to charge you automatically:')).toBeVisible();
  await expect(page.getByText('Up to R$ 100,00 per payment')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole('combobox', { name: 'Search for your bank' }).fill('sandbox');
  await page.getByRole('option', { name: BANK, exact: true }).click();
  await page.getByRole('textbox', { name: 'CPF or CNPJ' }).fill(CPF);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: `Allow the payments at ${BANK}` })).toBeVisible();

  const go = page.getByRole('button', { name: `Go to ${BANK}` });
  // The bank gives the consent page's address a moment after the preauthorization is made.
  await expect(go).not.toHaveAttribute('aria-disabled', 'true');
  const [popup] = await Promise.all([page.waitForEvent('popup'), go.click()]);
  await expect(popup.getByRole('group', { name: 'Your answer' })).toBeVisible();
  return popup;
}

/** The store's page the payer comes back to, with the preauthorization's id and never the CPF. */
async function backAtTheStore(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/smart-transfers\.html\?preauthorizationId=[0-9a-f-]{36}$/);
  expect(page.url()).not.toContain('529');
  await expect(page.getByRole('heading', { level: 1, name: 'Smart transfers' })).toBeVisible();
}

test('the payer allows automatic payments at their bank; a charge is paid and uses the limits, one over the per-payment limit is not made', async ({
  page,
}) => {
  await page.goto(DEMO_MERCHANT_URL);
  await page.getByRole('navigation', { name: 'Demo pages' }).getByRole('link', { name: 'Smart transfers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Smart transfers' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'up to R$ 100,00' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const popup = await askAtTheBank(page);
  await popup.getByRole('button', { name: 'Authorize' }).click();
  await expect(page.getByRole('heading', { name: 'Automatic payments allowed' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`${BANK} will allow these charges:`)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('link', { name: 'Continue' }).click();

  await backAtTheStore(page);
  await expect(page.getByText('The payer allowed the transfers: the store can charge within the limits.')).toBeVisible();
  await expect(page.locator('#preauthorization-bank')).toHaveText(BANK);
  await expect(page.getByRole('button', { name: 'Allow automatic payments with your bank' })).toBeHidden();
  await expect(page.getByText('No charge yet.')).toBeVisible();
  const limits = page.getByRole('table', { name: 'Limits' });
  await expect(limits.getByRole('row', { name: /^In all/ })).toHaveText(/R\$\s0,00\s*R\$\s300,00/);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('smart-transfers-desktop.png'), fullPage: true });

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

test('a payer who denies at their bank: the payer page says so, and the store page they go back to offers no charge', async ({ page }) => {
  await page.goto(PAGE);
  const popup = await askAtTheBank(page);
  await popup.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByRole('heading', { name: 'You did not allow the payments' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Back to the store' }).click();

  await backAtTheStore(page);
  await expect(page.getByText('The transfers were not allowed. The payer refused at their bank.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Charge' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Start again with another payer' })).toBeVisible();
});

test('the same offer in a window on the store page (script tag): the payer allows it there, and onSuccess brings the store the preauthorization', async ({
  page,
}) => {
  await page.goto(PAGE);
  await page.getByRole('radio', { name: /^In a window on this page/ }).check();
  await page.getByRole('button', { name: 'Allow automatic payments with your bank' }).click();
  const payer = page.getByRole('dialog').locator('iframe').contentFrame();
  await expect(payer.getByText('Example Store Ltda asks to charge you automatically:')).toBeVisible();
  await payer.getByRole('combobox', { name: 'Search for your bank' }).fill('sandbox');
  await payer.getByRole('option', { name: BANK, exact: true }).click();
  await payer.getByRole('textbox', { name: 'CPF or CNPJ' }).fill(CPF);
  await payer.getByRole('button', { name: 'Continue' }).click();
  const go = payer.getByRole('button', { name: `Go to ${BANK}` });
  await expect(go).not.toHaveAttribute('aria-disabled', 'true');
  const [popup] = await Promise.all([page.waitForEvent('popup'), go.click()]);
  await popup.getByRole('button', { name: 'Authorize' }).click();

  // onSuccess({ preauthorization }) takes the store to the page its server reads the preauthorization on.
  await backAtTheStore(page);
  await expect(page.getByText('The payer allowed the transfers: the store can charge within the limits.')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('#preauthorization-bank')).toHaveText(BANK);
});
