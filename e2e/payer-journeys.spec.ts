// A payer paying the demo store's checkout, each way a store can send them: the widget's modal (script tag,
// Ponte.create with paymentRequestId), a raw iframe speaking the protocol, or the request's paymentUrl
// (the payer page as a full page). The store's server creates the payment request; the payer picks a
// bank, gives a CPF and answers the bank's consent page in a popup; the store learns the outcome.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { DEMO_MERCHANT_URL, DEMO_SANDBOX_URL, DEMO_WIDGET_URL, expect, test } from './embed-fixture.js';

const BANK = 'Itaú Open Finance';
/** A CPF with valid check digits that the sandbox's banks pay for. */
const PAYER = '529.982.247-25';
/** The sandbox's payer with no balance: the bank refuses the payment after the consent. */
const NO_BALANCE = '100.000.000-19';

type Scope = Page | FrameLocator;
type Way = { name: string; radio: string; payer: (page: Page) => Scope };

const WAYS: Way[] = [
  {
    name: "in the widget's modal (script tag)",
    radio: 'In a window on this page',
    payer: (page) => page.getByRole('dialog').locator('iframe').contentFrame(),
  },
  { name: 'inside the page (raw iframe)', radio: 'Inside this page', payer: (page) => page.locator('#pay-slot iframe').contentFrame() },
  { name: 'on the payment page (paymentUrl)', radio: 'On the payment page', payer: (page) => page },
];
const [MODAL, , PAYMENT_URL] = WAYS as [Way, Way, Way];

/** The store's checkout, paid the given way: the payer page shows what is paid, to whom. */
async function checkout(page: Page, way: Way): Promise<Scope> {
  await page.goto(`${DEMO_MERCHANT_URL}/checkout.html`);
  await page.getByRole('radio', { name: new RegExp(`^${way.radio}`) }).check();
  await page.getByRole('button', { name: 'Pay R$ 149,80 with your bank' }).click();
  if (way === PAYMENT_URL) await page.waitForURL(`${DEMO_WIDGET_URL}/pay/?paymentRequestId=*`);
  const payer = way.payer(page);
  await expect(payer.getByText('R$ 149,80')).toBeVisible();
  await expect(payer.getByText('To Example Store Ltda')).toBeVisible();
  return payer;
}

/** Picks the bank by its name and gives the payer's CPF: the payer page then offers the bank's consent page. */
async function choosePayer(payer: Scope, cpf: string): Promise<void> {
  await payer.getByRole('combobox', { name: 'Search for your bank' }).fill('itau');
  await payer.getByRole('option', { name: BANK }).click();
  await payer.getByRole('textbox', { name: 'CPF or CNPJ' }).fill(cpf);
  await payer.getByRole('button', { name: 'Continue' }).click();
  await expect(payer.getByRole('heading', { name: `Authorize the payment at ${BANK}` })).toBeVisible();
}

/** Opens the bank's consent page from the payer page's button, as a popup. */
async function openConsent(page: Page, payer: Scope): Promise<Page> {
  const go = payer.getByRole('button', { name: `Go to ${BANK}` });
  // The bank gives the consent page's address a moment after the attempt starts.
  await expect(go).not.toHaveAttribute('aria-disabled', 'true');
  const [popup] = await Promise.all([page.waitForEvent('popup'), go.click()]);
  await expect(popup.getByRole('group', { name: 'Your answer' })).toBeVisible();
  await expect(payer.getByRole('status')).toContainText(`Waiting for your authorization at ${BANK}`);
  return popup;
}

/** The demo store's API key, as its server gets it. */
async function storeApiKey(request: APIRequestContext): Promise<string> {
  const auth = await request.post(`${DEMO_SANDBOX_URL}/auth`, { data: { clientId: 'sandbox-client-id', clientSecret: 'sandbox-client-secret' } });
  return ((await auth.json()) as { apiKey: string }).apiKey;
}

/** The sandbox's clock, moved as a merchant's tests move it. */
async function advanceSandboxClock(request: APIRequestContext, ms: number): Promise<void> {
  const moved = await request.post(`${DEMO_SANDBOX_URL}/sandbox/clock/advance`, {
    headers: { 'X-API-KEY': await storeApiKey(request) },
    data: { ms },
  });
  expect(moved.status()).toBe(200);
}

/** The store's return page, which reads the order's outcome on its server. */
async function expectOrder(page: Page, heading: string): Promise<void> {
  await page.waitForURL(`${DEMO_MERCHANT_URL}/checkout-done.html?*`);
  expect(new URL(page.url()).searchParams.get('paymentRequestId')).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

for (const way of WAYS) {
  test.describe(`paying ${way.name}`, () => {
    test('the payer authorizes at the bank: a receipt with the transaction id, and the store sees the order paid', async ({ page }) => {
      const payer = await checkout(page, way);
      await choosePayer(payer, PAYER);
      const popup = await openConsent(page, payer);
      await popup.getByRole('button', { name: 'Authorize' }).click();

      await expect(payer.getByRole('heading', { name: 'Payment complete' })).toBeVisible({ timeout: 15_000 });
      // The bank's window is put away once it has been answered.
      await expect.poll(() => popup.isClosed()).toBe(true);
      await expect(payer.getByText(/^E\d{20}[A-Za-z0-9]{11}$/)).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

      if (way === PAYMENT_URL) {
        // Back to the store's success address, with the ids.
        await payer.getByRole('link', { name: 'Continue' }).click();
      } else {
        // onSuccess came with the completed intent; Continue closes the widget.
        await expect(page.getByRole('list', { name: 'Event log' })).toContainText(/paid: intent [0-9a-f-]{36} \(PAYMENT_COMPLETED, E\d{20}/);
        await payer.getByRole('button', { name: 'Continue' }).click();
        if (way === MODAL) await expect(page.getByRole('dialog')).toBeHidden();
        else await expect(page.locator('#pay-slot iframe')).toHaveCount(0);
        await page.getByRole('link', { name: 'see the order' }).click();
      }
      await expectOrder(page, 'Thank you: your order is paid');
      await expect(page.locator('#intent-status')).toHaveText('PAYMENT_COMPLETED');
    });

    test('the payer refuses at the bank: told nothing was paid, and the store hears of it', async ({ page }) => {
      const payer = await checkout(page, way);
      await choosePayer(payer, PAYER);
      const popup = await openConsent(page, payer);
      await popup.getByRole('button', { name: 'Deny' }).click();

      await expect(payer.getByRole('heading', { name: 'You did not authorize the payment' })).toBeVisible({ timeout: 15_000 });
      await expect(payer.getByText(`No money left your account. Try again with ${BANK} or another bank.`)).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      if (way === PAYMENT_URL) {
        await payer.getByRole('link', { name: 'Back to the store' }).click();
        await expectOrder(page, 'Your order is not paid');
      } else {
        await expect(page.getByRole('alert')).toContainText('PAYMENT_FAILED');
        await payer.getByRole('button', { name: 'Back to the store' }).click();
        await expect(page.getByRole('list', { name: 'Event log' })).toContainText(way === MODAL ? 'onClose: user' : 'close');
      }
    });

    test('the payer never answers the bank: once the consent expires on the sandbox clock, the payer page says so', async ({ page, request }) => {
      const payer = await checkout(page, way);
      await choosePayer(payer, PAYER);
      const popup = await openConsent(page, payer);
      // The sandbox waits five minutes of its clock for the payer's answer.
      await advanceSandboxClock(request, 6 * 60_000);
      await expect(payer.getByRole('heading', { name: 'The authorization expired' })).toBeVisible({ timeout: 15_000 });
      await expect.poll(() => popup.isClosed()).toBe(true);
      await expect(payer.getByRole('button', { name: 'Try again' })).toBeVisible();
    });
  });
}

test('the bank refuses the payment for want of balance; trying again with the CPF kept, another payer pays', async ({ page }) => {
  const payer = await checkout(page, PAYMENT_URL);
  await choosePayer(payer, NO_BALANCE);
  const popup = await openConsent(page, payer);
  await popup.getByRole('button', { name: 'Authorize' }).click();
  await expect(payer.getByRole('heading', { name: 'Not enough balance' })).toBeVisible({ timeout: 15_000 });

  await payer.getByRole('button', { name: 'Try again' }).click();
  await payer.getByRole('combobox', { name: 'Search for your bank' }).fill('itau');
  await payer.getByRole('option', { name: BANK }).click();
  const cpf = payer.getByRole('textbox', { name: 'CPF or CNPJ' });
  await expect(cpf).toHaveValue(NO_BALANCE);
  await cpf.fill(PAYER);
  await payer.getByRole('button', { name: 'Continue' }).click();
  const again = await openConsent(page, payer);
  await again.getByRole('button', { name: 'Authorize' }).click();
  await expect(payer.getByRole('heading', { name: 'Payment complete' })).toBeVisible({ timeout: 15_000 });
});

/** A static PIX QR code (BR Code): R$ 12,34 to Padaria Central, its CRC at the end. */
const PIX_QR_CODE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000520400005303986540512.345802BR5915Padaria Central6009SAO PAULO62070503***6304E9ED';

test('a request made from a PIX QR code: its QR code to scan, drawn whole, above the copy-and-paste code and Copy', async ({ page, request }) => {
  // The store's server makes the request from the code, as a counter's till would.
  const made = await request.post(`${DEMO_SANDBOX_URL}/payments/requests/pix-qr`, {
    headers: { 'X-API-KEY': await storeApiKey(request) },
    data: { pixQrCode: PIX_QR_CODE },
  });
  expect(made.status()).toBe(200);
  const { id } = (await made.json()) as { id: string };

  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`${DEMO_WIDGET_URL}/pay/?paymentRequestId=${id}`);
    await expect(page.getByRole('heading', { name: 'Pay with Pix' })).toBeVisible();
    // Its alt is its accessible name: what a screen reader says of it.
    const image = page.getByRole('img', { name: /^Pix QR code for R\$\s12,34$/ });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);

    // What the browser drew reads back as the code, as a phone's camera would read it.
    const side = 300;
    const pixels = await image.evaluate((img: HTMLImageElement, size) => {
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const context = canvas.getContext('2d');
      context?.drawImage(img, 0, 0, size, size);
      return Array.from(context?.getImageData(0, 0, size, size).data ?? []);
    }, side);
    expect(jsQR(Uint8ClampedArray.from(pixels), side, side)?.data).toBe(PIX_QR_CODE);

    // A square of 240 px, centred over the code, which comes below it with Copy.
    const code = page.getByText(PIX_QR_CODE);
    const [box, codeBox, copyBox] = await Promise.all([
      image.boundingBox(),
      code.boundingBox(),
      page.getByRole('button', { name: 'Copy Pix code' }).boundingBox(),
    ]);
    if (box === null || codeBox === null || copyBox === null) throw new Error('the QR step is not laid out');
    expect([box.width, box.height]).toEqual([240, 240]);
    expect(box.y + box.height).toBeLessThanOrEqual(codeBox.y);
    expect(codeBox.y).toBeLessThan(copyBox.y);
    const parent = await code.locator('xpath=ancestor::dl').boundingBox();
    expect(Math.abs(box.x + box.width / 2 - ((parent?.x ?? 0) + (parent?.width ?? 0) / 2))).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`pix-qr-${viewport.name}.png`), fullPage: true });
  }
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test("the store's checkout by Pix QR code: the modal shows the code to scan or copy, and still the banks", async ({ page }) => {
  await page.goto(`${DEMO_MERCHANT_URL}/checkout.html`);
  await page.getByRole('radio', { name: /^With the store's Pix QR code/ }).check();
  await page.getByRole('radio', { name: new RegExp(`^${MODAL.radio}`) }).check();
  await page.getByRole('button', { name: 'Pay R$ 149,80 with your bank' }).click();
  const payer = MODAL.payer(page);
  await expect(payer.getByRole('heading', { name: 'Pay with Pix' })).toBeVisible();
  await expect(payer.getByText('R$ 149,80')).toBeVisible();
  const image = payer.getByRole('img', { name: /^Pix QR code for R\$\s149,80$/ });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  await expect(payer.getByText(/^000201.*br\.gov\.bcb\.pix/)).toBeVisible();
  await payer.getByRole('button', { name: 'Pay through my bank instead' }).click();
  await expect(payer.getByRole('combobox', { name: 'Search for your bank' })).toBeVisible();
});
