// Payment customers over real HTTP: a CPF or CNPJ is taken only with its own length and correct check digits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxClient, type SandboxKit } from '../../testing/sandbox-kit.js';

type Json = Record<string, unknown>;

let s: SandboxKit;
let key: string;

const post = (path: string, body: unknown) => s.call<Json>('POST', path, { token: key, body });

beforeAll(async () => {
  s = await sandboxClient();
  key = await s.apiKey();
});
afterAll(() => s.close());

describe('POST /payments/customers', () => {
  it.each([
    ['a formatted CPF', { type: 'INDIVIDUAL', cpf: '529.982.247-25' }, 200],
    ['a bare CPF', { type: 'INDIVIDUAL', cpf: '52998224725' }, 200],
    ['a formatted CNPJ', { type: 'BUSINESS', cnpj: '11.222.333/0001-81' }, 200],
    ['a CPF with a wrong check digit', { type: 'INDIVIDUAL', cpf: '529.982.247-26' }, 400],
    ['a CPF of one repeated digit', { type: 'INDIVIDUAL', cpf: '111.111.111-11' }, 400],
    ['a CPF of zeros', { type: 'INDIVIDUAL', cpf: '000.000.000-00' }, 400],
    ['a CPF one digit short', { type: 'INDIVIDUAL', cpf: '5299822472' }, 400],
    ['a CNPJ given as the CPF', { type: 'INDIVIDUAL', cpf: '11.222.333/0001-81' }, 400],
    ['a CNPJ with a wrong check digit', { type: 'BUSINESS', cnpj: '11.222.333/0001-82' }, 400],
    ['a CPF given as the CNPJ', { type: 'BUSINESS', cnpj: '529.982.247-25' }, 400],
    ['a business with a wrong CPF beside its CNPJ', { type: 'BUSINESS', cnpj: '11.222.333/0001-81', cpf: '123.456.789-00' }, 400],
  ])('answers %s with %i', async (_label, fields, status) => {
    const r = await post('/payments/customers', { name: 'Cliente', ...fields });
    expect(r.status).toBe(status);
    if (status === 400) {
      const field = Object.keys(fields).find((name) => name !== 'type' && String(r.body.message).includes(`${name}:`));
      expect(field).toBeDefined();
    }
  });

  it('refuses a PATCH that gives a customer an invalid CPF, keeping the one it had', async () => {
    const made = await post('/payments/customers', { name: 'Ana', type: 'INDIVIDUAL', cpf: '529.982.247-25' });
    const path = `/payments/customers/${String(made.body.id)}`;
    const patched = await s.call<Json>('PATCH', path, { token: key, body: { cpf: '529.982.247-20' } });
    expect(patched).toMatchObject({ status: 400, body: { code: 400, message: expect.stringContaining('cpf:') } });
    expect((await s.call<Json>('GET', path, { token: key })).body.cpf).toBe('529.982.247-25');
  });
});
