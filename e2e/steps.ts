// Small steps of a journey, walked as a user would (by role and label), shared by the e2e specs.
import type { Locator, Page } from '@playwright/test';
import { expect } from './widget-fixture.js';
import type { Widget } from './widget-fixture.js';

/** The widget on the merchant page; Playwright's locators pierce its open shadow root. */
export const widgetRoot = (page: Page): Locator => page.locator('ponte-connect');

/** Types a name into the search box and clicks the institution whose name starts with it. */
export async function pickConnector(page: Page, name: string, query = name): Promise<void> {
  const ui = widgetRoot(page);
  await ui.getByRole('combobox').fill(query);
  await ui.getByRole('option', { name: new RegExp(`^${escapeRegExp(name)}`) }).click();
}

/** Accepts the consent step (its primary button, whatever the language). */
export async function acceptConsent(page: Page, widget: Widget, button: RegExp = /continue|continuar/i): Promise<void> {
  await expect(widget.heading()).toBeFocused();
  await widgetRoot(page).getByRole('button', { name: button }).click();
}

/** Fills form fields by their exact label: `{ User: 'user-ok', Password: 'password-ok' }`. */
export async function fillCredentials(page: Page, values: Readonly<Record<string, string>>): Promise<void> {
  const ui = widgetRoot(page);
  for (const [label, value] of Object.entries(values)) {
    await ui.getByLabel(label, { exact: true }).fill(value);
  }
}

/** Sends the credentials form (its "Connect" button in English). */
export async function submitForm(page: Page, name: RegExp = /^(connect|conectar)$/i): Promise<void> {
  await widgetRoot(page).getByRole('button', { name }).click();
}

/** Search, consent and the first form, in English: the way to every sandbox flow. */
export async function signIn(page: Page, widget: Widget, connector: string, values: Readonly<Record<string, string>>): Promise<void> {
  await pickConnector(page, connector);
  await acceptConsent(page, widget);
  await fillCredentials(page, values);
  await submitForm(page);
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
