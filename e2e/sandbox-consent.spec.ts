// The sandbox institution's consent page, walked in a real browser as an end user would.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.js';

const CPF = '529.982.247-25';
const waiting = (i: { status: string }) => i.status === 'WAITING_USER_INPUT';
const final = (i: { status: string }) => ['UPDATED', 'LOGIN_ERROR', 'OUTDATED'].includes(i.status);

test('authorizing at the institution resumes the connection', async ({ page, merchant }) => {
  const created = await merchant.createItem(600, { cpf: CPF });
  const item = await merchant.waitForItem(created.id, waiting);
  await page.goto(item.parameter?.data ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Authorize data sharing with Sandbox Open Finance/);
  await expect(page.getByRole('listitem').first()).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authorization granted');
  expect(new URL(page.url()).searchParams.get('itemId')).toBe(created.id);
  const done = await merchant.waitForItem(created.id, final);
  expect(done).toMatchObject({ status: 'UPDATED', executionStatus: 'SUCCESS' });
});

test('denying by keyboard alone ends the item as not granted', async ({ page, merchant }) => {
  const created = await merchant.createItem(600, { cpf: CPF });
  const item = await merchant.waitForItem(created.id, waiting);
  await page.goto(item.parameter?.data ?? '');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Authorize' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Deny' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authorization denied');
  const done = await merchant.waitForItem(created.id, final);
  expect(done).toMatchObject({ status: 'LOGIN_ERROR', executionStatus: 'USER_AUTHORIZATION_NOT_GRANTED' });
});

test('a used consent link shows that it expired', async ({ page, merchant }) => {
  const created = await merchant.createItem(600, { cpf: CPF });
  const item = await merchant.waitForItem(created.id, waiting);
  const link = item.parameter?.data ?? '';
  await page.goto(link);
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authorization granted');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link has expired');
});
