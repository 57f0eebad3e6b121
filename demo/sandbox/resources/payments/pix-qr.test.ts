// PIX QR codes: what a bank app reads from the text the sandbox builds, and which texts pix-qr requests refuse.
import { describe, expect, it } from 'vitest';
import { buildPixQr, parsePixQr } from './pix-qr.js';

/** A static BR Code as PIX tools publish it, with its checksum. */
const PUBLISHED_SAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('PIX QR codes', () => {
  it('reads a BR Code made elsewhere', () => {
    expect(parsePixQr(PUBLISHED_SAMPLE)).toEqual({
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    });
  });

  it('builds a code that reads back, with accents dropped and lengths capped as the BR Code requires', () => {
    const text = buildPixQr({
      key: 'loja@example.com',
      merchantName: 'Padaria São João do Centro Histórico',
      merchantCity: 'São José dos Campos',
      amount: 1234.5,
      txid: 'pedido-77',
    });
    expect(text.slice(-8, -4)).toBe('6304');
    expect(parsePixQr(text)).toEqual({
      key: 'loja@example.com',
      merchantName: 'Padaria Sao Joao do Centr',
      merchantCity: 'Sao Jose dos Ca',
      amount: 1234.5,
      txid: 'pedido77',
    });
  });

  it.each([
    ['a wrong checksum', `${PUBLISHED_SAMPLE.slice(0, -4)}0000`],
    ['a truncated code', PUBLISHED_SAMPLE.slice(0, 40)],
    ['a code of another payment scheme', buildPixQr({ key: 'k', merchantName: 'n', merchantCity: 'c' }).replace('br.gov.bcb.pix', 'br.gov.bcb.xyz')],
    ['free text', 'pay me 10 reais'],
  ])('refuses %s', (_label, text) => {
    expect(parsePixQr(text)).toBeNull();
  });
});
