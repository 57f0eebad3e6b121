// A boleto's life over real HTTP on a frozen clock: OVERDUE after its due date, paid on time or late, cancelled, protested; boleto/updated at each change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Boleto } from '../../../../src/api/schemas/index.js';
import { addDays, brazilDate } from '../../core/brazil-date.js';
import { createClock } from '../../core/clock.js';
import { startOfBrazilDay } from '../../core/on-day.js';
import { sandboxClient, type SandboxKit, seedSyncedItem } from '../../testing/sandbox-kit.js';
import { PROTEST_AFTER_DAYS } from './boleto-life.js';

type Json = Record<string, unknown>;
type Notification = { event: string; createdAt: string; notification: Json };

/** Sandbox Open Finance Empresas: manages boletos. */
const BOLETO_CONNECTOR = 601;
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
/** Noon in São Paulo. */
const START = Date.parse('2026-03-10T12:00:00-03:00');

let s: SandboxKit;
let key: string;
let connectionId: string;

const call = (method: string, path: string, body?: unknown) => s.call<Json>(method, path, { token: key, body });
const today = () => brazilDate(s.sandbox.deps.clock.now());
const now = () => new Date(s.sandbox.deps.clock.now()).toISOString();

/** Moves the sandbox's clock over HTTP; a new API Key after, since one lasts two hours of that clock. */
async function advance(ms: number): Promise<void> {
  expect((await call('POST', '/sandbox/clock/advance', { ms })).status).toBe(200);
  key = await s.apiKey();
}

/** Moves the clock to the first moment of a São Paulo day, less `early` ms. */
const advanceTo = (day: string, early = 0) => advance(startOfBrazilDay(day) - early - s.sandbox.deps.clock.now());

async function issue(extra: Json = {}): Promise<Json> {
  const boleto = {
    seuNumero: 'INV-7',
    amount: 1000,
    dueDate: today(),
    payer: {
      taxNumber: '529.982.247-25',
      name: 'Ana Pereira',
      addressStreet: 'Rua XV, 1',
      addressCity: 'Curitiba',
      addressState: 'PR',
      addressZipCode: '80010-000',
    },
    fine: { value: 2, type: 'PERCENTAGE' },
    interest: { value: 1, type: 'PERCENTAGE' },
    ...extra,
  };
  const r = await call('POST', '/boletos', { boletoConnectionId: connectionId, boleto });
  expect(r).toMatchObject({ status: 200, body: { status: 'OPEN' } });
  return r.body;
}

const read = async (id: unknown) => (await call('GET', `/boletos/${String(id)}`)).body;
const pay = (id: unknown, body?: Json) => call('POST', `/sandbox/boletos/${String(id)}/pay`, body);

/** The boleto/updated notifications of one boleto, oldest first. */
async function updatesOf(id: unknown): Promise<Notification[]> {
  const r = await s.call<{ results: Notification[] }>('GET', '/sandbox/events?event=boleto/updated&pageSize=500', { token: key });
  return r.body.results.filter((e) => e.notification.boletoId === id).reverse();
}

beforeAll(async () => {
  s = await sandboxClient({ clock: createClock({ frozen: true, startAt: START }) });
  key = await s.apiKey();
  const item = seedSyncedItem(s, BOLETO_CONNECTOR);
  connectionId = String((await call('POST', '/boleto-connections/from-item', { itemId: item.id })).body.id);
});
afterAll(() => s.close());

describe('POST /boleto-connections/from-item', () => {
  it('refuses with 400 an item still connecting, then one whose login failed', async () => {
    const waiting = await s.createItem(key, BOLETO_CONNECTOR, { cnpj: '11.222.333/0001-81' });
    const early = await call('POST', '/boleto-connections/from-item', { itemId: waiting.id });
    expect(early).toMatchObject({ status: 400, body: { code: 400, message: expect.stringMatching(/UPDATING.*finished successfully/) } });
    const refused = await s.createItem(key, BOLETO_CONNECTOR, { cnpj: '11.222.333/0001-82' });
    await advance(MINUTE);
    expect((await call('GET', `/items/${refused.id}`)).body.status).toBe('LOGIN_ERROR');
    const late = await call('POST', '/boleto-connections/from-item', { itemId: refused.id });
    expect(late).toMatchObject({ status: 400, body: { message: expect.stringContaining('LOGIN_ERROR') } });
  });
});

describe('a boleto nobody pays', () => {
  it('stays OPEN through its due date, is OVERDUE as the next day begins, and PROTESTED after 30 days more', async () => {
    const boleto = await issue({ dueDate: addDays(today(), 2) });
    const dueDay = addDays(today(), 2);
    await advanceTo(addDays(dueDay, 1), 1);
    expect((await read(boleto.id)).status).toBe('OPEN');
    await advance(1);
    expect((await read(boleto.id)).status).toBe('OVERDUE');
    const overdueAt = now();
    await advanceTo(addDays(dueDay, 1 + PROTEST_AFTER_DAYS), 1);
    expect((await read(boleto.id)).status).toBe('OVERDUE');
    await advance(1);
    expect((await read(boleto.id)).status).toBe('PROTESTED');
    expect((await updatesOf(boleto.id)).map((e) => [e.notification.data, e.createdAt])).toEqual([
      [{ status: 'OVERDUE' }, overdueAt],
      [{ status: 'PROTESTED' }, now()],
    ]);
    expect(await pay(boleto.id)).toMatchObject({ status: 409, body: { message: expect.stringContaining('PROTESTED') } });
    expect((await call('POST', `/boletos/${String(boleto.id)}/cancel`)).status).toBe(409);
  });
});

describe('POST /sandbox/boletos/{id}/pay', () => {
  it('pays what the boleto asks on time, by its barcode, and it never becomes OVERDUE', async () => {
    const boleto = await issue({ dueDate: addDays(today(), 1) });
    await advance(DAY);
    const paid = await pay(boleto.id);
    expect(paid).toMatchObject({ status: 200, body: { id: boleto.id, status: 'PAID', amountPaid: 1000, paymentOrigin: 'BOLETO', paidAt: now() } });
    expect(Boleto.safeParse(paid.body).success).toBe(true);
    expect(await read(boleto.id)).toEqual(paid.body);
    await advance(40 * DAY);
    expect((await read(boleto.id)).status).toBe('PAID');
    expect((await updatesOf(boleto.id)).map((e) => e.notification.data)).toEqual([{ status: 'PAID' }]);
    expect((await pay(boleto.id)).status).toBe(409);
  });

  it.each([
    // 1,000.00 with a 2% fine and 1% interest a month, a thirtieth of it a day late.
    [0, 1000],
    [1, 1020.33],
    [10, 1023.33],
    [30, 1030],
  ])('pays %i days late the amount with its fine and interest: %d', async (daysLate, owed) => {
    const boleto = await issue();
    await advance(daysLate * DAY);
    expect((await read(boleto.id)).status).toBe(daysLate === 0 ? 'OPEN' : 'OVERDUE');
    expect((await pay(boleto.id)).body).toMatchObject({ status: 'PAID', amountPaid: owed });
  });

  it('takes the amount the payer paid and how, by PIX', async () => {
    const boleto = await issue();
    expect((await pay(boleto.id, { amount: 500.5, paymentOrigin: 'PIX' })).body).toMatchObject({ amountPaid: 500.5, paymentOrigin: 'PIX' });
  });

  it.each([
    ['no such boleto', 'missing', {}, 404],
    ['a zero amount', '', { amount: 0 }, 400],
    ['an amount in fractions of a cent', '', { amount: 10.001 }, 400],
    ['an unknown payment origin', '', { paymentOrigin: 'CASH' }, 400],
  ])('refuses %s', async (_label, id, body, status) => {
    const target = id || (await issue()).id;
    expect(await pay(target, body)).toMatchObject({ status, body: { code: status } });
  });

  it('needs an API Key: 403 for a Connect Token', async () => {
    const boleto = await issue();
    const token = await s.connectToken();
    expect((await s.call('POST', `/sandbox/boletos/${String(boleto.id)}/pay`, { token })).status).toBe(403);
  });
});

describe('POST /boletos/{id}/cancel', () => {
  it.each([
    ['an OPEN boleto', 0],
    ['an OVERDUE one', 3],
  ])('cancels %s, answering it CANCELLED; it is then neither payable nor overdue', async (_label, daysLate) => {
    const boleto = await issue();
    await advance(daysLate * DAY);
    const cancelled = await call('POST', `/boletos/${String(boleto.id)}/cancel`);
    expect(cancelled).toMatchObject({ status: 200, body: { id: boleto.id, status: 'CANCELLED' } });
    await advance(5 * DAY);
    expect((await read(boleto.id)).status).toBe('CANCELLED');
    expect((await pay(boleto.id)).status).toBe(409);
    expect((await call('POST', `/boletos/${String(boleto.id)}/cancel`)).status).toBe(409);
    expect((await updatesOf(boleto.id)).map((e) => e.notification.data)).toEqual(
      daysLate === 0 ? [{ status: 'CANCELLED' }] : [{ status: 'OVERDUE' }, { status: 'CANCELLED' }],
    );
  });

  it('answers 404 for a boleto of no one, and 403 to a Connect Token', async () => {
    expect((await call('POST', '/boletos/missing/cancel')).status).toBe(404);
    expect((await s.call('POST', '/boletos/any/cancel', { token: await s.connectToken() })).status).toBe(403);
  });
});
