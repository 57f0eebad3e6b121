// Boletos over real HTTP: connections from an item, the due-date rule, and well-formed boleto numbers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Boleto, BoletoConnection } from '../../../../src/api/schemas/index.js';
import { mod10, mod11 } from './boleto-numbers.js';
import { addDays, brazilDate } from '../../core/brazil-date.js';
import { parsePixQr } from '../payments/pix-qr.js';
import { sandboxClient, type SandboxKit, seedSyncedItem } from '../../testing/sandbox-kit.js';

type Json = Record<string, unknown>;

/** Sandbox Open Finance Empresas: manages boletos. */
const BOLETO_CONNECTOR = 601;

let s: SandboxKit;
let key: string;
let connectionId: string;

const post = (path: string, body?: unknown) => s.call<Json>('POST', path, { token: key, body });
const inDays = (days: number) => addDays(brazilDate(Date.now()), days);

const boleto = (extra: Json = {}) => ({
  seuNumero: 'INV-2024-001',
  amount: 1234.56,
  dueDate: inDays(5),
  payer: {
    taxNumber: '529.982.247-25',
    name: 'Ana Pereira',
    addressStreet: 'Rua das Flores, 10',
    addressCity: 'Curitiba',
    addressState: 'PR',
    addressZipCode: '80010-000',
  },
  fine: { value: 2, type: 'PERCENTAGE' },
  interest: { value: 1, type: 'PERCENTAGE' },
  ...extra,
});

beforeAll(async () => {
  s = await sandboxClient();
  key = await s.apiKey();
  const item = seedSyncedItem(s, BOLETO_CONNECTOR);
  const r = await post('/boleto-connections/from-item', { itemId: item.id });
  expect(r.status).toBe(200);
  connectionId = String(r.body.id);
});
afterAll(() => s.close());

describe('POST /boleto-connections/from-item', () => {
  it('answers 200 with the connection, and the same one for the same item', async () => {
    const item = seedSyncedItem(s, BOLETO_CONNECTOR);
    const first = await post('/boleto-connections/from-item', { itemId: item.id });
    expect(BoletoConnection.safeParse(first.body).success).toBe(true);
    expect(first).toMatchObject({ status: 200, body: { connectorId: BOLETO_CONNECTOR } });
    expect((await post('/boleto-connections/from-item', { itemId: item.id })).body.id).toBe(first.body.id);
  });

  it('refuses an unknown item (404) and an item whose connector does not manage boletos (400)', async () => {
    expect((await post('/boleto-connections/from-item', { itemId: 'nope' })).status).toBe(404);
    const plain = seedSyncedItem(s, 0);
    const r = await post('/boleto-connections/from-item', { itemId: plain.id });
    expect(r.status).toBe(400);
    expect(String(r.body.message)).toMatch(/boleto management/);
  });
});

describe('POST /boletos', () => {
  it.each([
    ['yesterday', 400, inDays(-1)],
    ['today', 200, inDays(0)],
    ['tomorrow', 200, inDays(1)],
    ['a date-time later today in São Paulo', 200, `${inDays(0)}T23:00:00-03:00`],
    ['01:00 UTC of today, still yesterday in São Paulo', 400, `${inDays(0)}T01:00:00Z`],
    ['not a date', 400, 'next friday'],
  ])('answers a due date of %s with %i', async (_label, status, dueDate) => {
    const r = await post('/boletos', { boletoConnectionId: connectionId, boleto: boleto({ dueDate }) });
    expect(r).toMatchObject({ status, body: status === 200 ? { status: 'OPEN' } : { code: 400 } });
  });

  it('issues a boleto with valid barcode, digitable line, nosso número and PIX QR, readable by id', async () => {
    const r = await post('/boletos', { boletoConnectionId: connectionId, boleto: boleto() });
    expect(r.status).toBe(200);
    const parsed = Boleto.safeParse(r.body);
    if (!parsed.success) throw new Error('not a Boleto');
    const { barcode = '', digitableLine = '', nossoNumero, pixQr } = parsed.data;
    expect(barcode).toMatch(/^\d{44}$/);
    expect(digitableLine).toMatch(/^\d{47}$/);
    expect(nossoNumero).toMatch(/^\d{11}$/);
    // The general check digit, and the amount in cents at the end of both numbers.
    expect(barcode[4]).toBe(mod11(barcode.slice(0, 4) + barcode.slice(5)));
    expect(barcode.slice(9, 19)).toBe('0000123456');
    expect(digitableLine.slice(-10)).toBe('0000123456');
    expect(digitableLine[9]).toBe(mod10(digitableLine.slice(0, 9)));
    expect(parsePixQr(pixQr ?? '')).toMatchObject({ amount: 1234.56, txid: nossoNumero });
    expect(r.body).toMatchObject({
      boletoConnectionId: connectionId,
      seuNumero: 'INV-2024-001',
      payer: { personType: 'INDIVIDUAL' },
      fine: { value: 2, type: 'PERCENTAGE' },
    });

    const read = await s.call<Json>('GET', `/boletos/${String(r.body.id)}`, { token: key });
    expect(read).toMatchObject({ status: 200, body: { id: r.body.id, barcode } });
  });

  it.each([
    ['an unknown connection', { boletoConnectionId: 'nope', boleto: boleto() }, 404],
    ['a zero amount', { boletoConnectionId: '', boleto: boleto({ amount: 0 }) }, 400],
    ['an invalid payer tax number', { boletoConnectionId: '', boleto: boleto({ payer: { ...boleto().payer, taxNumber: '111' } }) }, 400],
  ])('refuses %s', async (_label, body, status) => {
    const r = await post('/boletos', { ...body, boletoConnectionId: body.boletoConnectionId || connectionId });
    expect(r.status).toBe(status);
  });
});

describe('Connect Token', () => {
  it.each([
    ['POST', '/boleto-connections/from-item'],
    ['POST', '/boletos'],
    ['GET', '/boletos/any'],
  ])('%s %s answers 403', async (method, path) => {
    const token = await s.connectToken();
    expect(await s.call(method, path, { token, body: method === 'POST' ? {} : undefined })).toMatchObject({ status: 403, body: { code: 403 } });
  });
});
