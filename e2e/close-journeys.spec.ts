// Closing the widget while an institution syncs, as a user does it: the close button and Escape
// ask first, "Keep waiting" goes back to the sync, and leaving closes it.
import { holdItemWhen } from './step-tour.js';
import { signIn, widgetRoot } from './steps.js';
import { expect, test } from './widget-fixture.js';

test('closing during a sync asks first, by the close button and by Escape, and leaving closes the widget', async ({ page, widget }) => {
  // The sync is held where it starts, so the user has time to change their mind.
  await holdItemWhen(page, () => true);
  await widget.open();
  await signIn(page, widget, 'Sandbox Bank', { User: 'user-ok', Password: 'password-ok' });
  const ui = widgetRoot(page);
  await expect(widget.heading()).toHaveText('Connecting to Sandbox Bank');

  const question = ui.getByRole('heading', { name: 'Leave before it finishes?' });
  await ui.getByRole('button', { name: 'Close' }).click();
  await expect(question).toBeFocused();
  await expect(ui.getByText('The connection to Sandbox Bank goes on at the institution even if you leave.')).toBeVisible();
  await ui.getByRole('button', { name: 'Keep waiting' }).click();
  await expect(widget.heading()).toHaveText('Connecting to Sandbox Bank');

  await page.keyboard.press('Escape');
  await expect(question).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(widget.heading()).toHaveText('Connecting to Sandbox Bank');
  expect((await widget.recorded()).filter((r) => r.name === 'onClose')).toEqual([]);

  await ui.getByRole('button', { name: 'Close' }).first().click();
  await ui.getByRole('button', { name: 'Close' }).last().click();
  await widget.waitFor('onClose');
});
