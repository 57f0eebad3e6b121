// A payer paying the demo store's checkout the paymentUrl way: the store's server creates the payment request,
// the browser goes to the widget host's payer page, the payer picks a bank, gives a CPF and answers the
// bank's consent page in a popup, and the payer page takes them back to the store with the ids.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_MERCHANT_URL, DEMO_SANDBOX_URL, DEMO_WIDGET_URL, expect, test } from './embed-fixture.js';

const BANK = 'Itaú Open Finance';
/** A CPF with valid check digits that the sandbox's banks pay for. */
const PAYER = '529.982.247-25';
/** The sandbox's payer with no balance: the bank refuses the payment after the consent. */
const NO_BALANCE = '100.000.000-19';

/** From the store's checkout to the payer page, the address the API gave the request. */
async function checkout(page: Page): Promise<string> {
  await page.goto(`${DEMO_MERCHANT_URL}/checkout.html`);
  await page.getByRole('button', { name: 'Pay R$ 149,80 with your bank' }).click();
  await page.waitForURL(`${DEMO_WIDGET_URL}/pay/?paymentRequestId=*`);
  const id = new URL(page.url()).searchParams.get('paymentRequestId');
  if (id === null) throw new Error('the payer page was opened without a request id');
  await expect(page.getByText('R$ 149,80')).toBeVisible();
  await expect(page.getByText('To Example Store Ltda')).toBeVisible();
  return id;
}

/** Picks the bank by its name and gives the payer's CPF: the payer page then offers the bank's consent page. */
async function choosePayer(page: Page, cpf: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Search for your bank' }).fill('itau');
  await page.getByRole('option', { name: BANK }).click();
  await page.getByRole('textbox', { name: 'CPF or CNPJ' }).fill(cpf);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: `Authorize the payment at ${BANK}` })).toBeVisible();
}

/** Opens the bank's consent page from the payer page's button, as a popup. */
async function openConsent(page: Page): Promise<Page> {
  const go = page.getByRole('button', { name: `Go to ${BANK}` });
  // The bank gives the consent page's address a moment after the attempt starts.
  await expect(go).not.toHaveAttribute('aria-disabled', 'true');
  const [popup] = await Promise.all([page.waitForEvent('popup'), go.click()]);
  await expect(popup.getByRole('group', { name: 'Your answer' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`Waiting for your authorization at ${BANK}`);
  return popup;
}

/** The sandbox's clock, moved as a merchant's tests move it. */
async function advanceSandboxClock(request: APIRequestContext, ms: number): Promise<void> {
  const auth = await request.post(`${DEMO_SANDBOX_URL}/auth`, { data: { clientId: 'sandbox-client-id', clientSecret: 'sandbox-client-secret' } });
  const { apiKey } = (await auth.json()) as { apiKey: string };
  const moved = await request.post(`${DEMO_SANDBOX_URL}/sandbox/clock/advance`, { headers: { 'X-API-KEY': apiKey }, data: { ms } });
  expect(moved.status()).toBe(200);
}

test('the payer authorizes at the bank: a receipt with the transaction id, then back to the store, which sees the order paid', async ({ page }) => {
  const id = await checkout(page);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await choosePayer(page, PAYER);
  const popup = await openConsent(page);
  await popup.getByRole('button', { name: 'Authorize' }).click();

  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible({ timeout: 15_000 });
  // The bank's window is put away once it has been answered.
  await expect.poll(() => popup.isClosed()).toBe(true);
  await expect(page.getByText('Example Store Ltda')).toBeVisible();
  await expect(page.getByText(/^E\d{8}\d{12}[A-Za-z0-9]{11}$/)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole('link', { name: 'Continue' }).click();
  await page.waitForURL(`${DEMO_MERCHANT_URL}/checkout-done.html?*`);
  const back = new URL(page.url()).searchParams;
  expect(back.get('paymentRequestId')).toBe(id);
  expect(back.get('paymentIntentId')).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you: your order is paid' })).toBeVisible();
  await expect(page.locator('#intent-status')).toHaveText('PAYMENT_COMPLETED');
});

test('the payer refuses at the bank: told nothing was paid, they go back to the store, which sees the order unpaid', async ({ page }) => {
  const id = await checkout(page);
  await choosePayer(page, PAYER);
  const popup = await openConsent(page);
  await popup.getByRole('button', { name: 'Deny' }).click();

  await expect(page.getByRole('heading', { name: 'You did not authorize the payment' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`No money left your account. Try again with ${BANK} or another bank.`)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('link', { name: 'Back to the store' }).click();
  await page.waitForURL(`${DEMO_MERCHANT_URL}/checkout-done.html?*`);
  expect(new URL(page.url()).searchParams.get('paymentRequestId')).toBe(id);
  await expect(page.getByRole('heading', { level: 1, name: 'Your order is not paid' })).toBeVisible();
});

test('the bank refuses the payment for want of balance; trying again with the CPF kept, another payer pays', async ({ page }) => {
  await checkout(page);
  await choosePayer(page, NO_BALANCE);
  const popup = await openConsent(page);
  await popup.getByRole('button', { name: 'Authorize' }).click();
  await expect(page.getByRole('heading', { name: 'Not enough balance' })).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('combobox', { name: 'Search for your bank' }).fill('itau');
  await page.getByRole('option', { name: BANK }).click();
  const cpf = page.getByRole('textbox', { name: 'CPF or CNPJ' });
  await expect(cpf).toHaveValue(NO_BALANCE);
  await cpf.fill(PAYER);
  await page.getByRole('button', { name: 'Continue' }).click();
  const again = await openConsent(page);
  await again.getByRole('button', { name: 'Authorize' }).click();
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible({ timeout: 15_000 });
});

test('the payer never answers the bank: once the consent expires on the sandbox clock, the payer page says so', async ({ page, request }) => {
  await checkout(page);
  await choosePayer(page, PAYER);
  const popup = await openConsent(page);
  // The sandbox waits five minutes of its clock for the payer's answer.
  await advanceSandboxClock(request, 6 * 60_000);
  await expect(page.getByRole('heading', { name: 'The authorization expired' })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => popup.isClosed()).toBe(true);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});
