// The demo's boletos as a store uses them: a bank that issues none is named as such, then a company account connected with the widget issues, cancels and sees a boleto fall overdue.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { connectSandboxBank, DEMO_MERCHANT_URL, expect, modalWidget, pickInstitution, test, type Host } from './embed-fixture.js';

const CNPJ = '11.222.333/0001-81';

/** Connects on the script-tag page; answers the item id. */
async function connectOnScriptTag(page: Page, host: Host, connect: () => Promise<void>): Promise<string> {
  await page.goto(`${DEMO_MERCHANT_URL}/script-tag.html`);
  await page.getByRole('button', { name: 'Connect your bank' }).click();
  await connect();
  const { itemId } = await host.waitForMessage('success');
  if (itemId === undefined) throw new Error('the success message carried no item id');
  await modalWidget(page)
    .getByRole('button', { name: /^(Done|Concluir)$/ })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();
  return itemId;
}

const boletos = (page: Page) => page.getByRole('list', { name: 'Boletos' }).getByRole('listitem');

test('a company account issues a boleto, cancels it, and sees the next one fall overdue once the clock passes its due date', async ({
  page,
  host,
}) => {
  test.setTimeout(90_000);
  // Sandbox Bank issues no boletos: the page says so, and which banks do.
  const plain = await connectOnScriptTag(page, host, () => connectSandboxBank(modalWidget(page)));
  await page.getByRole('navigation', { name: 'Demo pages' }).getByRole('link', { name: 'Boletos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Boletos' })).toBeVisible();
  await expect(page.getByLabel('Item id')).toHaveValue(plain);
  await page.getByRole('button', { name: 'Issue boletos from this account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sandbox Bank does not issue boletos through the API' })).toContainText(
    'Sandbox Open Finance Empresas',
  );

  // A company account at Sandbox Open Finance Empresas, authorized at the bank in a popup.
  const company = await connectOnScriptTag(page, host, async () => {
    const widget = modalWidget(page);
    await pickInstitution(widget, 'Sandbox Open Finance Empresas');
    await widget.getByLabel(/^CNPJ/).fill(CNPJ);
    await widget.getByRole('button', { name: /^(connect|conectar)$/i }).click();
    const popup = page.waitForEvent('popup');
    await widget.getByRole('button', { name: /Sandbox Open Finance Empresas/ }).click();
    await (await popup).getByRole('button', { name: 'Authorize' }).click();
  });
  await page.getByRole('navigation', { name: 'Demo pages' }).getByRole('link', { name: 'Boletos' }).click();
  await expect(page.getByLabel('Item id')).toHaveValue(company);
  await page.getByRole('button', { name: 'Issue boletos from this account' }).click();
  await expect(page.getByText('Boletos are issued through your account at Sandbox Open Finance Empresas.')).toBeVisible();
  await expect(page.getByLabel("Payer's name")).toBeFocused();
  await expect(page).toHaveURL(/\?boletoConnectionId=[0-9a-f-]{36}$/);

  await page.getByLabel('Amount (R$)').fill('150,00');
  await page.getByRole('button', { name: 'Issue the boleto' }).click();
  await expect(page.getByText(/^Boleto INV-\S+ issued: R\$\s150,00, due \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  const first = boletos(page).first();
  await expect(first.getByRole('heading')).toHaveText(/ · Open$/);
  await expect(first).toContainText(/Digitable line\d{47}/);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await first.getByRole('button', { name: /^Cancel boleto / }).click();
  await expect(first.getByRole('heading')).toHaveText(/ · Cancelled$/);
  await expect(first.getByRole('button')).toHaveCount(0);

  // The next one falls due tomorrow, then the clock moves two days on.
  const today = ((await page.getByText(/^Today at the bank: /).textContent()) ?? '').match(/(\d{2})\/(\d{2})\/(\d{4})/);
  if (!today) throw new Error('the page shows no date');
  const tomorrow = new Date(Date.UTC(Number(today[3]), Number(today[2]) - 1, Number(today[1]) + 1)).toISOString().slice(0, 10);
  await page.getByLabel('Due date').fill(tomorrow);
  await page.getByRole('button', { name: 'Issue the boleto' }).click();
  await expect(boletos(page)).toHaveCount(2);
  await expect(boletos(page).first().getByRole('heading')).toHaveText(/ · Open$/);
  await page.getByLabel('Days').fill('2');
  await page.getByRole('button', { name: 'Move the clock ahead' }).click();
  await expect(page.getByText(/^The clock moved 2 days ahead: today is /)).toBeVisible();
  await expect(boletos(page).first().getByRole('heading')).toHaveText(/ · Overdue$/);

  // Paid late, in the sandbox: the fine and a day's interest come on top.
  await boletos(page)
    .first()
    .getByRole('button', { name: /^Pay boleto .* \(sandbox\)$/ })
    .click();
  await expect(boletos(page).first().getByRole('heading')).toHaveText(/ · Paid$/);
  await expect(boletos(page).first()).toContainText(/Paid\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}, R\$\s153,05/);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: test.info().outputPath('boletos-phone.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
});
