// Open-finance connections through the institution's consent page: in a popup, and by redirect when popups are blocked.
import type { Page } from '@playwright/test';
import { expect, test } from './widget-fixture.js';

const CPF = '529.982.247-25';

/** From search to the OAuth step of Sandbox Open Finance (connector 600). */
async function reachOAuth(page: Page): Promise<void> {
  const ui = page.locator('ponte-connect');
  await ui.getByRole('combobox').fill('sandbox open finance');
  await ui.getByRole('option', { name: /^Sandbox Open Finance(?! Empresas)/ }).click();
  await ui.getByRole('button', { name: 'Continue' }).click();
  await ui.getByLabel(/^CPF/).fill(CPF);
  await ui.getByRole('button', { name: 'Connect' }).click();
  await expect(ui.getByRole('heading', { name: 'Authorize at Sandbox Open Finance' })).toBeFocused();
}

/** From the OAuth step, the click that opens the institution's consent page in a popup. */
async function openPopup(page: Page): Promise<Page> {
  const popupPromise = page.waitForEvent('popup');
  await page.locator('ponte-connect').getByRole('button', { name: 'Continue to Sandbox Open Finance' }).click();
  return popupPromise;
}

test('authorizing in the popup connects the account', async ({ page, widget }) => {
  await widget.open({ attributes: { language: 'en' } });
  await reachOAuth(page);
  const ui = page.locator('ponte-connect');

  const popup = await openPopup(page);
  await expect(ui.getByText('We opened Sandbox Open Finance in a new window. Finish authorizing there.').first()).toBeVisible();
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText(/Authorize data sharing with Sandbox Open Finance/);
  // The callback page hands the outcome back to the widget and closes itself (maybe before the click returns).
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Authorize' }).click();
  await closed;

  const success = await widget.waitFor('onSuccess');
  expect((success.detail as { item: { status: string; executionStatus: string } }).item).toMatchObject({
    status: 'UPDATED',
    executionStatus: 'SUCCESS',
  });
  await expect(widget.heading()).toBeFocused();
  const names = await widget.eventNames();
  expect(names).toContain('OAUTH_OPENED');
  expect(names).not.toContain('POPUP_BLOCKED');
  expect(await widget.recorded()).not.toContainEqual(expect.objectContaining({ name: 'onError' }));
});

test('denying in the popup ends on the consent-denied screen and tells the host', async ({ page, widget }) => {
  await widget.open({ attributes: { language: 'en' } });
  await reachOAuth(page);
  const ui = page.locator('ponte-connect');

  const popup = await openPopup(page);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Deny' }).click();
  await closed;

  await expect(ui.getByRole('heading', { name: 'Authorization not granted' })).toBeFocused();
  const error = await widget.waitFor('onError');
  expect(error.detail).toMatchObject({ code: 'CONSENT_DENIED', message: expect.any(String) });
  expect(await widget.eventNames()).toContain('OAUTH_OPENED');
  expect(await widget.recorded()).not.toContainEqual(expect.objectContaining({ name: 'onSuccess' }));
});

test('with popups blocked, the page goes to the institution and resumes on return', async ({ page, widget }) => {
  // Events are kept in the test process: the merchant page's own record is lost when it navigates.
  type Seen = { event: string; itemId?: string };
  const events: Seen[] = [];
  await page.exposeFunction('recordAcrossPages', (seen: Seen) => events.push(seen));
  await page.addInitScript(() => {
    window.open = () => null;
    document.addEventListener('ponte:event', (event) => {
      const detail = event instanceof CustomEvent ? (event.detail as { event?: string; itemId?: string } | null) : null;
      if (detail?.event)
        void (window as unknown as { recordAcrossPages(s: Seen): Promise<void> }).recordAcrossPages({ event: detail.event, itemId: detail.itemId });
    });
  });
  await widget.open({ attributes: { language: 'en' } });
  const merchantUrl = page.url();
  await reachOAuth(page);

  await page.locator('ponte-connect').getByRole('button', { name: 'Continue to Sandbox Open Finance' }).click();
  // Same window: the consent page replaces the merchant's page.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Authorize data sharing with Sandbox Open Finance/);
  const blocked = events.find((seen) => seen.event === 'POPUP_BLOCKED');
  expect(blocked?.itemId).toBeTruthy();
  const beforeReturn = events.length;
  await page.getByRole('button', { name: 'Authorize' }).click();

  // The callback page sends the user back to the page that started, which mounts the widget again.
  await page.waitForURL(merchantUrl);
  await page.waitForFunction(() => 'ponteHarness' in window);
  await page.evaluate(() => window.ponteHarness.mount({ attributes: { language: 'en' } }));

  const success = await widget.waitFor('onSuccess');
  // The same item finished: no second login was needed.
  expect((success.detail as { item: { id: string; status: string } }).item).toMatchObject({ id: blocked?.itemId, status: 'UPDATED' });
  await expect(widget.heading()).toBeFocused();
  expect(events.slice(beforeReturn).map((seen) => seen.event)).not.toContain('SUBMITTED_LOGIN');
  // Nothing about the redirect outlives the return.
  expect(await page.evaluate(() => window.sessionStorage.getItem('ponte:resume'))).toBeNull();
});
