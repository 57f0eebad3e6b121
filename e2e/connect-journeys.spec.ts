// Connecting a bank as an end user walks it: search, consent, credentials, challenges, progress, result.
import type { Page } from '@playwright/test';
import { type SandboxKit, sandboxClient } from '../demo/sandbox/testing/sandbox-kit.js';
import { acceptConsent, fillCredentials, pickConnector, signIn, submitForm, widgetRoot } from './steps.js';
import { expect, test, type Widget } from './widget-fixture.js';

type Recorded = Awaited<ReturnType<Widget['recorded']>>[number];

/** Everything a test here types into a credential or challenge field. */
const TYPED = [
  'user-ok',
  'password-ok',
  'wrong-password',
  '123456',
  '000000',
  'user-ok-account-error',
  'user-unavailable',
  'user-account-need-actions',
];
const OK = { User: 'user-ok', Password: 'password-ok' } as const;

/** The form's own error line (the same words are also in the announcer's alert region). */
const formError = (page: Page, message: string) => widgetRoot(page).getByRole('paragraph').filter({ hasText: message });

/** Every string inside a payload (timestamps and other numbers left aside). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

const isEvent = (r: Recorded): boolean => r.name === 'onEvent' || r.name === 'ponte:event';

// No event payload ever holds what the user typed (the item's connector descriptors do hold
// sandbox placeholders like "password-ok", which is why events are checked, not the item).
test.afterEach(async ({ widget }) => {
  const events = (await widget.recorded()).filter(isEvent);
  const leaked = stringsOf(events.map((e) => e.detail)).filter((s) => TYPED.some((typed) => s.includes(typed)));
  expect(leaked).toEqual([]);
});

type SuccessItem = { id: string; status: string; executionStatus: string };

async function successItem(widget: Widget): Promise<SuccessItem> {
  const success = await widget.waitFor('onSuccess');
  return (success.detail as { item: SuccessItem }).item;
}

/** The success screen names the institution, has focus, and the host got the item. */
async function expectConnected(page: Page, widget: Widget, connector: string): Promise<SuccessItem> {
  const ui = widgetRoot(page);
  const item = await successItem(widget);
  expect(item.status).toBe('UPDATED');
  await expect(widget.heading()).toHaveText('Connected!');
  await expect(widget.heading()).toBeFocused();
  await expect(ui.getByText(`${connector} is connected.`)).toBeVisible();
  return item;
}

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth && document.documentElement.scrollWidth <= 320);

test('basic success: search, pick Sandbox Bank, consent, log in, connected', async ({ page, widget }) => {
  await widget.open({ attributes: { language: 'en' } });
  const ui = page.locator('ponte-connect');
  await ui.getByRole('combobox').fill('sandbox bank');
  await ui.getByRole('option', { name: /^Sandbox Bank/ }).click();
  await expect(widget.heading()).toBeFocused();
  await ui.getByRole('button', { name: /continue/i }).click();
  await ui.getByLabel('User', { exact: false }).first().fill('user-ok');
  await ui.getByLabel(/^Password/).fill('password-ok');
  await ui.getByRole('button', { name: /connect|continue|submit/i }).click();
  const success = await widget.waitFor('onSuccess');
  const item = (success.detail as { item: { id: string; status: string } }).item;
  expect(item.status).toBe('UPDATED');
  await expect(widget.heading()).toBeFocused();
  const names = await widget.eventNames();
  expect(names).toEqual(expect.arrayContaining(['SELECTED_INSTITUTION', 'SUBMITTED_CONSENT', 'SUBMITTED_LOGIN', 'ITEM_RESPONSE']));
  // Events carry ids and statuses only; the item handed back carries no credential either.
  const events = (await widget.recorded()).filter((r) => r.name === 'onEvent' || r.name === 'ponte:event');
  expect(JSON.stringify(events)).not.toMatch(/password-ok|user-ok/);
  expect(JSON.stringify(success.detail)).not.toContain('parameters');
  // The user sees which institution is connected; the host page got the item both ways.
  await expect(widget.heading()).toHaveText('Connected!');
  await expect(ui.getByText('Sandbox Bank is connected.')).toBeVisible();
  // And the accounts found at the institution.
  await expect(ui.getByText(/^We found \d+ accounts?:$/)).toBeVisible();
  // Told apart by their last four digits, never the whole number.
  await expect(ui.getByRole('listitem').first()).toHaveText(/•••• \d{4}$/);
  const dom = await widget.waitFor('ponte:success');
  expect((dom.detail as { item: { id: string } }).item.id).toBe(item.id);
});

test('search knows what Brazilians look for: the big banks first, then a bank code or an acronym finds its bank', async ({ page, widget }) => {
  await widget.open({ attributes: { language: 'pt' } });
  const ui = widgetRoot(page);
  // Before anything is typed, one of each big bank under its label, then everyone else under theirs.
  const popular = ui.getByRole('group', { name: 'Populares' });
  await expect(popular.getByRole('option').first()).toHaveAccessibleName(/^Nubank/);
  await expect(popular.getByRole('option', { name: /^Itaú/ })).toHaveCount(1);
  await expect(ui.getByRole('group', { name: 'Instituições' }).getByRole('option').first()).toBeVisible();
  for (const [typed, bank] of <const>[
    ['bb', 'Banco do Brasil'],
    ['001', 'Banco do Brasil'],
    ['cef', 'Caixa'],
    ['nu', 'Nubank'],
    ['341', 'Itaú'],
  ]) {
    await ui.getByRole('combobox').fill(typed);
    await expect(ui.getByRole('option').first(), typed).toHaveAccessibleName(new RegExp(`^${bank}`));
  }
});

test('MFA one-step: the token is asked on the first form with user and password', async ({ page, widget }) => {
  await widget.open({ attributes: { language: 'en' } });
  await pickConnector(page, 'Sandbox MFA Bank');
  await acceptConsent(page, widget);
  await expect(widget.heading()).toHaveText('Sign in to Sandbox MFA Bank');
  await expect(widgetRoot(page).getByLabel('Token', { exact: true })).toHaveAttribute('inputmode', 'numeric');
  await fillCredentials(page, { ...OK, Token: '123456' });
  await submitForm(page);
  await expectConnected(page, widget, 'Sandbox MFA Bank');
  // Answered up front: no second step was asked.
  expect(await widget.eventNames()).not.toContain('SUBMITTED_MFA');
});

test('MFA two-step: after login a token step with a countdown; the right code connects', async ({ page, widget }) => {
  await widget.open({ attributes: { language: 'en' } });
  await signIn(page, widget, 'Sandbox MFA 2-Step Bank', OK);
  const ui = widgetRoot(page);
  await expect(widget.heading()).toHaveText('Confirm it’s you');
  // A step with a form starts on its first field; the form is named by the heading.
  await expect(ui.getByLabel('Token', { exact: true })).toBeFocused();
  await expect(ui.getByRole('form', { name: 'Confirm it’s you' })).toBeVisible();
  await expect(ui.getByText(/^Time left: \d+:\d\d$/)).toBeVisible();
  const token = ui.getByLabel('Token', { exact: true });
  await expect(token).toHaveAccessibleDescription(/6-digit code/);
  await token.fill('123456');
  await ui.getByRole('button', { name: 'Confirm' }).click();
  await expectConnected(page, widget, 'Sandbox MFA 2-Step Bank');
  expect(await widget.eventNames()).toEqual(expect.arrayContaining(['SUBMITTED_MFA', 'LOGIN_MFA_SUCCESS']));
});

test('MFA two-step: a wrong code says so and lets the user sign in again', async ({ page, widget }) => {
  await widget.open({ attributes: { language: 'en' } });
  await signIn(page, widget, 'Sandbox MFA 2-Step Bank', OK);
  const ui = widgetRoot(page);
  await expect(widget.heading()).toHaveText('Confirm it’s you');
  await ui.getByLabel('Token', { exact: true }).fill('000000');
  await ui.getByRole('button', { name: 'Confirm' }).click();
  // The sandbox ends the login (INVALID_CREDENTIALS_MFA): back to the form, with the reason.
  await expect(widget.heading()).toHaveText('Sign in to Sandbox MFA 2-Step Bank');
  await expect(ui.getByLabel('User', { exact: true })).toBeFocused();
  const message = 'The verification code was not accepted. Try again.';
  await expect(formError(page, message)).toBeVisible();
  await expect(ui.getByRole('alert')).toHaveText(message);
  await expect(ui.getByLabel('User', { exact: true })).toHaveValue('user-ok');
  await expect(ui.getByLabel('Password', { exact: true })).toHaveValue('');
  await fillCredentials(page, { Password: 'password-ok' });
  await submitForm(page);
  await ui.getByLabel('Token', { exact: true }).fill('123456');
  await ui.getByRole('button', { name: 'Confirm' }).click();
  await expectConnected(page, widget, 'Sandbox MFA 2-Step Bank');
});

test('MFA two-step: a code that never comes: back to the form, what was typed kept, and signing in again asks again', async ({ page, widget }) => {
  await widget.open({ attributes: { language: 'en' } });
  await signIn(page, widget, 'Sandbox MFA 2-Step Bank', OK);
  const ui = widgetRoot(page);
  await expect(widget.heading()).toHaveText('Confirm it’s you');
  await expect(ui.getByText(/^No code\? It can take a minute\./)).toBeVisible();
  await ui.getByRole('button', { name: 'Back to the form' }).click();
  await expect(widget.heading()).toHaveText('Sign in to Sandbox MFA 2-Step Bank');
  await expect(ui.getByLabel('User', { exact: true })).toHaveValue('user-ok');
  await expect(ui.getByLabel('Password', { exact: true })).toHaveValue('password-ok');
  await submitForm(page);
  await ui.getByLabel('Token', { exact: true }).fill('123456');
  await ui.getByRole('button', { name: 'Confirm' }).click();
  await expectConnected(page, widget, 'Sandbox MFA 2-Step Bank');
  // Two sign-ins, one connection: the item left waiting never reported success.
  expect((await widget.eventNames()).filter((name) => name === 'SUBMITTED_LOGIN')).toHaveLength(2);
});

test('image challenge: the image is shown beside its field; typing its digits connects', async ({ page, widget }) => {
  await widget.open({ attributes: { language: 'en' } });
  await signIn(page, widget, 'Sandbox Image Challenge Bank', OK);
  const ui = widgetRoot(page);
  await expect(widget.heading()).toHaveText('Confirm it’s you');
  const image = ui.getByRole('img', { name: 'Image for “Code shown in the image”' });
  await expect(image).toBeVisible();
  // The image really decoded (a broken data URL would still have its alt).
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const field = ui.getByLabel('Code shown in the image', { exact: true });
  await expect(field).toBeVisible();
  // Beside its input: next to it, not elsewhere on the screen.
  const [imageBox, fieldBox] = [await image.boundingBox(), await field.boundingBox()];
  if (!imageBox || !fieldBox) throw new Error('the image or its field has no box');
  const gap = Math.max(0, fieldBox.y - (imageBox.y + imageBox.height), imageBox.y - (fieldBox.y + fieldBox.height));
  expect(gap).toBeLessThan(40);
  await field.fill('123456');
  await ui.getByRole('button', { name: 'Confirm' }).click();
  await expectConnected(page, widget, 'Sandbox Image Challenge Bank');
});

test('select challenge: choosing "Blue lighthouse" connects', async ({ page, widget }) => {
  await widget.open({ attributes: { language: 'en' } });
  await signIn(page, widget, 'Sandbox Select Challenge Bank', OK);
  const ui = widgetRoot(page);
  await expect(widget.heading()).toHaveText('Confirm it’s you');
  const select = ui.getByLabel('Choose your security phrase', { exact: true });
  await expect(select.getByRole('option')).toHaveText(['Choose an option', 'Red boat', 'Blue lighthouse', 'Green mountain']);
  await select.selectOption({ label: 'Blue lighthouse' });
  await ui.getByRole('button', { name: 'Confirm' }).click();
  await expectConnected(page, widget, 'Sandbox Select Challenge Bank');
});

test.describe('app approval', () => {
  // The shared sandbox steps every 40 ms: its approval would come before the first poll. This
  // one is slow enough (6 steps of 400 ms) for the approval step to be on screen a while.
  let slow: SandboxKit;
  test.beforeAll(async () => {
    slow = await sandboxClient({ stepMs: 400 });
  });
  test.afterAll(async () => {
    await slow.close();
  });

  test('QR/app approval: instructions and a countdown, then connected without doing anything', async ({ page, widget }) => {
    // Every step of the sync at 400 ms, and polls that back off up to 5 s.
    test.slow();
    await widget.open({ connectToken: await slow.connectToken(), attributes: { language: 'en', 'api-url': slow.url } });
    await signIn(page, widget, 'Sandbox App Approval Bank', OK);
    const ui = widgetRoot(page);
    await expect(widget.heading()).toHaveText('Approve the access');
    await expect(widget.heading()).toBeFocused();
    await expect(ui.getByText('Open the Sandbox App Approval Bank app on your phone and approve the access request.')).toBeVisible();
    await expect(ui.getByText(/^Time left: \d+:\d\d$/)).toBeVisible();
    await expect(ui.getByRole('link', { name: /Open the approval page/ })).toBeVisible();
    await expectConnected(page, widget, 'Sandbox App Approval Bank');
  });
});

test('login error then success: the form comes back with the message, user kept, password cleared', async ({ page, widget }) => {
  await widget.open({ attributes: { language: 'en' } });
  await signIn(page, widget, 'Sandbox Bank', { User: 'user-ok', Password: 'wrong-password' });
  const ui = widgetRoot(page);
  const message = 'The institution did not accept these details. Check them and try again.';
  await expect(formError(page, message)).toBeVisible();
  await expect(widget.heading()).toHaveText('Sign in to Sandbox Bank');
  await expect(ui.getByLabel('User', { exact: true })).toBeFocused();
  await expect(ui.getByRole('alert')).toHaveText(message);
  await expect(ui.getByLabel('User', { exact: true })).toHaveValue('user-ok');
  await expect(ui.getByLabel('Password', { exact: true })).toHaveValue('');
  await fillCredentials(page, { Password: 'password-ok' });
  await submitForm(page);
  await expectConnected(page, widget, 'Sandbox Bank');
});

test('partial success: the success screen says which products failed', async ({ page, widget }) => {
  await widget.open({ attributes: { language: 'en' } });
  await signIn(page, widget, 'Sandbox Bank', { User: 'user-ok-account-error', Password: 'password-ok' });
  const ui = widgetRoot(page);
  const item = await expectConnected(page, widget, 'Sandbox Bank');
  expect(item.executionStatus).toBe('PARTIAL_SUCCESS');
  await expect(ui.getByText('Some data could not be collected this time:')).toBeVisible();
  await expect(ui.getByRole('listitem').filter({ hasText: /^(Accounts and balances|Transactions)$/ })).toHaveText([
    'Accounts and balances',
    'Transactions',
  ]);
});

test.describe('update mode', () => {
  test('an item that is up to date re-syncs without search and connects', async ({ page, widget, merchant }) => {
    const created = await merchant.createItem(0, { user: 'user-ok', password: 'password-ok' });
    await merchant.waitForItem(created.id, (i) => i.status === 'UPDATED');
    const patch = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith(`/items/${created.id}`));
    await widget.open({ attributes: { language: 'en', 'update-item': created.id }, itemId: created.id });
    // Nothing sent but the re-sync: the stored credentials are used.
    expect((await patch).postDataJSON()).toEqual({});
    const item = await expectConnected(page, widget, 'Sandbox Bank');
    expect(item.id).toBe(created.id);
    await expect(widgetRoot(page).getByRole('combobox')).toHaveCount(0);
    const steps = (await widget.recorded()).filter(isEvent).map((r) => (r.detail as { step?: string }).step);
    expect(steps).toContain('connecting');
    expect(steps).not.toContain('search');
  });

  test('an item in LOGIN_ERROR shows the form, and new credentials connect it', async ({ page, widget, merchant }) => {
    const created = await merchant.createItem(0, { user: 'user-ok', password: 'wrong-password' });
    await merchant.waitForItem(created.id, (i) => i.status === 'LOGIN_ERROR');
    await widget.open({ attributes: { language: 'en', 'update-item': created.id }, itemId: created.id });
    await expect(widget.heading()).toHaveText('Sign in to Sandbox Bank');
    await expect(widgetRoot(page).getByLabel('User', { exact: true })).toBeFocused();
    await expect(formError(page, 'The institution did not accept these details. Check them and try again.')).toBeVisible();
    await fillCredentials(page, OK);
    await submitForm(page);
    const item = await expectConnected(page, widget, 'Sandbox Bank');
    expect(item.id).toBe(created.id);
  });
});

test('outdated: the error screen offers a retry, which runs the sync again', async ({ page, widget }) => {
  await widget.open({ attributes: { language: 'en' } });
  await signIn(page, widget, 'Sandbox Bank', { User: 'user-unavailable', Password: 'password-ok' });
  const ui = widgetRoot(page);
  await expect(widget.heading()).toHaveText('The institution did not respond');
  await expect(widget.heading()).toBeFocused();
  // The institution's reason is the host's to read (onError, the item); the screen keeps the
  // code for support inside a closed Details disclosure.
  const code = ui.getByText(/SITE_NOT_AVAILABLE|ITEM_ERROR/);
  await expect(code).toBeHidden();
  await ui.getByText('Details', { exact: true }).click();
  await expect(code).toBeVisible();
  const error = await widget.waitFor('onError');
  expect((error.detail as { code: string }).code).toBe('ITEM_ERROR');
  const patch = page.waitForRequest((r) => r.method() === 'PATCH' && /\/items\/[^/]+$/.test(r.url()));
  await ui.getByRole('button', { name: 'Try again' }).click();
  await patch;
  // The same user is still unavailable: the same screen again, after a real second sync.
  await expect(widget.heading()).toHaveText('The institution did not respond');
  await expect(widget.heading()).toBeFocused();
  // And the way back to the form lets another user in.
  await ui.getByRole('button', { name: 'Back to the form' }).click();
  await fillCredentials(page, OK);
  await submitForm(page);
  await expectConnected(page, widget, 'Sandbox Bank');
});

test('account needs action: the institution’s Portuguese message is shown as text', async ({ page, widget }) => {
  await widget.open({ attributes: { language: 'en' } });
  await signIn(page, widget, 'Sandbox Bank', { User: 'user-account-need-actions', Password: 'password-ok' });
  const ui = widgetRoot(page);
  await expect(widget.heading()).toHaveText('Your account needs attention');
  await expect(widget.heading()).toBeFocused();
  await expect(ui.getByText('Message from your institution:')).toBeVisible();
  await expect(
    ui.getByText('Sua conta precisa de atenção. Acesse o internet banking e aceite os novos termos de uso para continuar.', { exact: true }),
  ).toBeVisible();
});

test('keyboard only: search, choose, consent, credentials and submit, focus on each heading', async ({ page, widget }) => {
  await widget.open({ attributes: { language: 'en' } });
  const ui = widgetRoot(page);
  const { keyboard } = page;
  await expect(widget.heading()).toHaveText('Choose your institution');
  await expect(widget.heading()).toBeFocused();
  await keyboard.press('Tab');
  const search = ui.getByRole('combobox', { name: 'Search for your bank or institution' });
  await expect(search).toBeFocused();
  await keyboard.type('Sandbox Bank');
  await expect(ui.getByRole('option').first()).toBeVisible();
  await keyboard.press('ArrowDown');
  const active = ui.getByRole('option', { selected: true });
  await expect(active).toHaveAccessibleName(/^Sandbox Bank/);
  await expect(search).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id')) ?? 'missing');
  await keyboard.press('Enter');

  await expect(widget.heading()).toHaveText('Before you continue');
  await expect(widget.heading()).toBeFocused();
  await keyboard.press('Tab');
  await expect(ui.getByRole('button', { name: 'Continue' })).toBeFocused();
  await keyboard.press('Enter');

  // A form step puts focus on its first field; the heading names the form.
  await expect(widget.heading()).toHaveText('Sign in to Sandbox Bank');
  await expect(ui.getByRole('form', { name: 'Sign in to Sandbox Bank' })).toBeVisible();
  await expect(ui.getByLabel('User', { exact: true })).toBeFocused();
  await keyboard.type('user-ok');
  await keyboard.press('Tab');
  await expect(ui.getByLabel('Password', { exact: true })).toBeFocused();
  await keyboard.type('password-ok');
  await keyboard.press('Enter');

  await expect(widget.heading()).toHaveText('Connected!');
  await expect(widget.heading()).toBeFocused();
  await successItem(widget);
});

test('a 320 px wide phone: the journey completes without scrolling sideways', async ({ page, widget }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await widget.open({ attributes: { language: 'en' } });
  const ui = widgetRoot(page);
  await ui.getByRole('combobox').fill('sandbox bank');
  await expect(ui.getByRole('option').first()).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  await ui.getByRole('option', { name: /^Sandbox Bank/ }).click();
  await expect(widget.heading()).toHaveText('Before you continue');
  expect(await noHorizontalScroll(page)).toBe(true);
  await acceptConsent(page, widget);
  await expect(widget.heading()).toHaveText('Sign in to Sandbox Bank');
  expect(await noHorizontalScroll(page)).toBe(true);
  await fillCredentials(page, OK);
  await submitForm(page);
  await expectConnected(page, widget, 'Sandbox Bank');
  expect(await noHorizontalScroll(page)).toBe(true);
});

test.describe('search', () => {
  test('"itau" finds "Itaú", accents and case aside', async ({ page, widget }) => {
    await widget.open({ attributes: { language: 'en' } });
    const ui = widgetRoot(page);
    await ui.getByRole('combobox').fill('itau');
    await expect(ui.getByRole('option').first()).toHaveAccessibleName(/^Itaú/);
    await expect(ui.getByRole('option', { name: /^Itaú$/ })).toBeVisible();
  });

  test('an offline institution is shown disabled with the reason, and cannot be chosen', async ({ page, widget }) => {
    await widget.open({ attributes: { language: 'en' } });
    const ui = widgetRoot(page);
    await ui.getByRole('combobox').fill('sandbox offline');
    const offline = ui.getByRole('option', { name: /^Sandbox Offline Bank/ });
    await expect(offline).toHaveAttribute('aria-disabled', 'true');
    await expect(offline).toContainText('Unavailable right now');
    // Playwright will not click what is aria-disabled; a user's pointer still can, and so can Enter.
    await offline.click({ force: true });
    await expect(ui.getByRole('alert')).toHaveText('Sandbox Offline Bank: Unavailable right now');
    await expect(widget.heading()).toHaveText('Choose your institution');
    await ui.getByRole('combobox').press('ArrowDown');
    await expect(offline).toHaveAttribute('aria-selected', 'true');
    await ui.getByRole('combobox').press('Enter');
    await expect(widget.heading()).toHaveText('Choose your institution');
    expect(await widget.eventNames()).not.toContain('SELECTED_INSTITUTION');
  });

  test('a query that matches nothing says so, and offers the popular banks to pick from', async ({ page, widget }) => {
    await widget.open({ attributes: { language: 'en' } });
    const ui = widgetRoot(page);
    await ui.getByRole('combobox').fill('zzqx no such bank');
    // The paragraph the eye reads; the status region says the same words to screen readers.
    await expect(ui.getByRole('paragraph').filter({ hasText: 'No institution found for “zzqx no such bank”.' })).toBeVisible();
    await expect(ui.getByText('Check the spelling or try another name.')).toBeVisible();
    const popular = ui.getByRole('group', { name: 'Popular' });
    await expect(popular.getByRole('option').first()).toHaveAccessibleName(/^Nubank/);
    await expect(ui.getByRole('group', { name: 'Institutions' })).toHaveCount(0);
    await ui.getByRole('combobox').press('ArrowDown');
    await ui.getByRole('combobox').press('Enter');
    await expect(widget.heading()).toHaveText('Before you continue');
  });

  test('each of the four Itaú says how it connects and whom it serves', async ({ page, widget }) => {
    await widget.open({ attributes: { language: 'en' } });
    const ui = widgetRoot(page);
    await ui.getByRole('combobox').fill('itau');
    // The name says Open Finance where it is one; the row says Business where the name does not. What
    // the row says, not its logo: a logo still loading shows the bank's initials, hidden from readers.
    const said = () =>
      ui.getByRole('option', { name: /^Itaú/ }).evaluateAll((rows) =>
        rows.map((row) => {
          const copy = row.cloneNode(true) as Element;
          for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
          return copy.textContent;
        }),
      );
    await expect.poll(said).toEqual(['Itaú', 'Itaú EmpresasBusiness', 'Itaú Empresas Open FinanceBusiness', 'Itaú Open Finance']);
  });

  test('a host picks its own popular institutions, in its order', async ({ page, widget }) => {
    await widget.open({ attributes: { language: 'en', 'popular-connector-ids': '0, 207' } });
    const popular = widgetRoot(page).getByRole('group', { name: 'Popular' });
    await expect(popular.getByRole('option')).toHaveText([/^Sandbox Bank/, /^C6 Bank/]);
  });
});
