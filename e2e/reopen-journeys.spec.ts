// Closing the modal and opening it again, as a user does on the demo's script-tag page: the widget
// comes back where they were, with what they typed but the password, and then connects.
import { DEMO_MERCHANT_URL, expect, modalWidget, pickInstitution, test } from './embed-fixture.js';
import { clickButton, eventLog } from './embed-journey-steps.js';

test('reopening after a close returns to the form as it was, the password excepted, and the connection goes on', async ({ page, host }) => {
  await page.goto(`${DEMO_MERCHANT_URL}/script-tag.html`);
  await clickButton('Connect your bank')(page);
  const widget = modalWidget(page);
  await pickInstitution(widget, 'Sandbox Bank');
  await widget.getByLabel(/^(User|Usuário)$/).fill('user-ok');
  await widget.getByLabel(/^(Password|Senha)$/).fill('password-ok');

  await widget.getByRole('button', { name: /^(close|fechar)$/i }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(eventLog(page)).toContainText('onClose: user');

  await clickButton('Connect your bank')(page);
  await expect(widget.getByLabel(/^(User|Usuário)$/)).toHaveValue('user-ok');
  await expect(widget.getByLabel(/^(Password|Senha)$/)).toHaveValue('');
  await widget.getByLabel(/^(Password|Senha)$/).fill('password-ok');
  await widget.getByRole('button', { name: /^(connect|conectar)$/i }).click();
  expect((await host.waitForMessage('success')).itemId).toMatch(/^[A-Za-z0-9_-]+$/);
  // Opened twice, and the frame said so each time (the host's onOpen).
  expect((await host.messages()).filter((message) => message.type === 'open')).toHaveLength(2);
});
