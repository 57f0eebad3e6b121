// The store's boletos over real HTTP beside a real sandbox: a connection from a connected item, boletos issued, cancelled, paid, and overdue once time passes.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recordSync } from '../sandbox/resources/data/item-syncs.js';
import { putSyncedItem } from '../sandbox/testing/synced-item.js';
import type { ShownBoleto } from './boleto-routes.js';
import { dayAfter } from './sao-paulo-day.js';
import { standInDemo } from './testing/stand-in-demo.js';

/** Sandbox Open Finance Empresas: issues boletos. */
const BOLETO_BANK = 601;

const running = standInDemo('boletos');

/** An item of this merchant whose connection finished, at a bank of the given connector. */
function connectedItem(connectorId: number): string {
  const stored = putSyncedItem(running.current.sandbox.deps, { id: randomUUID(), connectorId });
  recordSync(running.current.sandbox.deps, stored, { failedProducts: [] });
  return stored.id;
}

/** Sent from this site's page unless another origin is named; null sends none. */
const post = (path: string, body?: unknown, origin: string | null = running.current.merchantUrl) =>
  fetch(`${running.current.merchantUrl}${path}`, {
    method: 'POST',
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(origin === null ? {} : { Origin: origin }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const list = async () =>
  (await (await fetch(`${running.current.merchantUrl}/api/boletos`)).json()) as { today: string; suggestedDueDate: string; boletos: ShownBoleto[] };

async function connection(): Promise<string> {
  const response = await post('/api/boletos/connection', { itemId: connectedItem(BOLETO_BANK) });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { boletoConnectionId: string; bank: string };
  expect(body.bank).toBe('Sandbox Open Finance Empresas');
  return body.boletoConnectionId;
}

async function issue(boletoConnectionId: string, dueDate: string, amount = 150): Promise<ShownBoleto> {
  const response = await post('/api/boletos', { boletoConnectionId, payerName: 'Ana Pereira', payerTaxNumber: '529.982.247-25', amount, dueDate });
  expect(response.status).toBe(200);
  return (await response.json()) as ShownBoleto;
}

describe('POST /api/boletos/connection', () => {
  it('answers one connection per item', async () => {
    const itemId = connectedItem(BOLETO_BANK);
    const first = await (await post('/api/boletos/connection', { itemId })).json();
    expect(await (await post('/api/boletos/connection', { itemId })).json()).toEqual(first);
  });

  it('says in plain words which banks to connect when the item is at one that issues no boletos', async () => {
    const response = await post('/api/boletos/connection', { itemId: connectedItem(0) });
    expect(response.status).toBe(422);
    const { message } = (await response.json()) as { message: string };
    expect(message).toMatch(
      /^Sandbox Bank does not issue boletos through the API\. Connect an account at one that does: .*Sandbox Open Finance Empresas/,
    );
  });

  it.each([
    ['an item the API does not know', { itemId: 'no-such-item' }, 404],
    ['no item id', {}, 400],
    ['an item id that is no id', { itemId: '../items' }, 400],
  ])('refuses %s', async (_, body, status) => {
    expect((await post('/api/boletos/connection', body)).status).toBe(status);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['no Origin header', null],
  ])('refuses a connection asked from %s', async (_, origin) => {
    expect((await post('/api/boletos/connection', { itemId: 'x' }, origin)).status).toBe(403);
  });
});

describe('boletos', () => {
  it('issues a boleto listed with its digitable line, never its payer\u2019s tax number', async () => {
    const id = await connection();
    const { suggestedDueDate, today } = await list();
    expect(suggestedDueDate).toBe(dayAfter(today, 7));
    const boleto = await issue(id, suggestedDueDate, 1234.56);
    expect(boleto).toMatchObject({ status: 'OPEN', amount: 1234.56, dueDate: suggestedDueDate, payerName: 'Ana Pereira', amountPaid: null });
    expect(boleto.digitableLine).toMatch(/^\d{47}$/);
    const listed = await list();
    expect(listed.boletos[0]).toEqual(boleto);
    expect(JSON.stringify(listed)).not.toMatch(/529\.?982/);
  });

  it('cancels an open boleto once; a second cancel is the API refusing it', async () => {
    const boleto = await issue(await connection(), (await list()).suggestedDueDate);
    const cancelled = await post(`/api/boletos/${boleto.id}/cancel`);
    expect(((await cancelled.json()) as ShownBoleto).status).toBe('CANCELLED');
    const again = await post(`/api/boletos/${boleto.id}/cancel`);
    expect(again.status).toBe(422);
    expect(((await again.json()) as { message: string }).message).toMatch(/^The API refused it: .*CANCELLED/);
  });

  it('is paid through the sandbox, with its date and the amount paid', async () => {
    const boleto = await issue(await connection(), (await list()).suggestedDueDate, 80);
    const paid = (await (await post(`/api/boletos/${boleto.id}/pay`)).json()) as ShownBoleto;
    expect(paid).toMatchObject({ status: 'PAID', amountPaid: 80, paymentOrigin: 'BOLETO', paidAt: expect.any(String) });
  });

  it('falls OVERDUE once the clock passes its due date, and the next boleto is due after the new today', async () => {
    const { today } = await list();
    const boleto = await issue(await connection(), dayAfter(today, 1));
    const moved = await post('/api/sandbox/clock', { days: 3 });
    expect(await moved.json()).toEqual({ today: dayAfter(today, 3) });
    const after = await list();
    expect(after.boletos.find((b) => b.id === boleto.id)?.status).toBe('OVERDUE');
    expect(after.suggestedDueDate).toBe(dayAfter(today, 10));
    // What the clock already did stays done: a due date before the API's today is refused.
    const late = await post('/api/boletos', {
      boletoConnectionId: await connection(),
      payerName: 'Ana',
      payerTaxNumber: '529.982.247-25',
      amount: 1,
      dueDate: today,
    });
    expect(late.status).toBe(422);
  });

  it.each(['cancel', 'pay'])('refuses to %s a boleto not issued on this site', async (action) => {
    expect((await post(`/api/boletos/00000000-0000-4000-8000-000000000000/${action}`)).status).toBe(404);
  });

  it.each([
    ['no days', {}],
    ['more than 40 days', { days: 41 }],
    ['part of a day', { days: 1.5 }],
  ])('moves the clock by %s: no', async (_, body) => {
    expect((await post('/api/sandbox/clock', body)).status).toBe(400);
  });

  it('moves the clock only from this site', async () => {
    expect((await post('/api/sandbox/clock', { days: 1 }, 'https://evil.example')).status).toBe(403);
  });
});
