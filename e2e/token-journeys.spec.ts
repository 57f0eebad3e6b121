// An expired Connect Token: renewed through fetchConnectToken without the user noticing, or a clear error without it.
import { randomUUID } from 'node:crypto';
import { signToken } from '../demo/sandbox/resources/auth/tokens.js';
import { expect, test } from './widget-fixture.js';

/** The same secret the e2e sandbox signs with (playwright.config.ts), so only `exp` is wrong. */
const SIGNING_SECRET = 'e2e-only-secret';

async function expiredConnectToken(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signToken({ typ: 'connect_token', sub: 'sandbox-client-id', jti: randomUUID(), iat: now - 1800, exp: now - 60 }, SIGNING_SECRET);
}

test('an expired token is renewed through fetchConnectToken and the connection goes on', async ({ page, widget }) => {
  await widget.open({ connectToken: await expiredConnectToken(), refresh: true, attributes: { language: 'en' } });
  const ui = page.locator('ponte-connect');
  await ui.getByRole('combobox').fill('sandbox bank');
  await ui.getByRole('option', { name: /^Sandbox Bank/ }).click();
  await ui.getByRole('button', { name: 'Continue' }).click();
  await ui.getByLabel(/^User/).fill('user-ok');
  await ui.getByLabel(/^Password/).fill('password-ok');
  await ui.getByRole('button', { name: 'Connect' }).click();

  const success = await widget.waitFor('onSuccess');
  expect((success.detail as { item: { status: string } }).item.status).toBe('UPDATED');
  expect(await widget.eventNames()).toContain('TOKEN_EXPIRED');
  expect(await widget.recorded()).not.toContainEqual(expect.objectContaining({ name: 'onError' }));
});

test('without fetchConnectToken an expired token ends on a session-expired screen and tells the host', async ({ page, widget }) => {
  await widget.open({ connectToken: await expiredConnectToken(), attributes: { language: 'en' } });
  const ui = page.locator('ponte-connect');

  await expect(ui.getByRole('heading', { name: 'Session expired' })).toBeFocused();
  await expect(ui.getByText('Your session has expired. Close this window and start again.').first()).toBeVisible();
  const error = await widget.waitFor('onError');
  expect(error.detail).toMatchObject({ code: 'TOKEN_EXPIRED', message: expect.any(String) });
  // The user is not offered a search that could only fail.
  await expect(ui.getByRole('combobox')).toHaveCount(0);
});
