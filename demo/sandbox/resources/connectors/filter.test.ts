// GET /connectors query semantics as the public client uses them, on a small fixed catalogue.
import { describe, expect, it } from 'vitest';
import type { Connector } from '../../../../src/api/schemas/index.js';
import type { CatalogueEntry } from './catalogue.js';
import { filterConnectors, parseConnectorQuery } from './filter.js';
import type { ConnectorQuery } from './filter.js';

const connector = (id: number, name: string, extra: Partial<Connector> = {}): CatalogueEntry => ({
  flow: 'basic',
  connector: {
    id,
    name,
    type: 'PERSONAL_BANK',
    country: 'BR',
    isSandbox: false,
    isOpenFinance: false,
    supportsPaymentInitiation: false,
    products: ['ACCOUNTS', 'TRANSACTIONS'],
    ...extra,
  },
});

const entries: CatalogueEntry[] = [
  connector(0, 'Sandbox Bank', { isSandbox: true }),
  connector(600, 'Sandbox Open Finance', { isSandbox: true, isOpenFinance: true, supportsPaymentInitiation: true }),
  connector(200, 'Itaú', { products: ['ACCOUNTS', 'TRANSACTIONS', 'CREDIT_CARDS'] }),
  connector(602, 'Itaú Open Finance', { isOpenFinance: true, supportsPaymentInitiation: true }),
  connector(260, 'Itaú Empresas', { type: 'BUSINESS_BANK' }),
  connector(236, 'Órama', { type: 'INVESTMENT', products: ['INVESTMENTS', 'IDENTITY'] }),
  connector(205, 'Nubank', { products: ['ACCOUNTS', 'TRANSACTIONS', 'CREDIT_CARDS', 'INVESTMENTS'] }),
  connector(201, 'Bradesco'),
  connector(300, 'Banco Nación', { country: 'AR' }),
  connector(301, 'Nubank', { country: 'MX' }),
  connector(250, 'Mercado Pago', { type: 'PAYMENT_ACCOUNT', supportsPaymentInitiation: true }),
];

const ids = (query: ConnectorQuery) => filterConnectors(entries, query).map((c) => c.id);

describe('filterConnectors', () => {
  it.each<{ case: string; query: ConnectorQuery; expected: number[] }>([
    { case: 'no filter hides sandbox connectors, sorted by name then id', query: {}, expected: [300, 201, 200, 260, 602, 250, 205, 301, 236] },
    { case: 'sandbox=true adds them', query: { sandbox: true, name: 'sandbox b' }, expected: [0] },
    { case: 'sandbox=false is the default', query: { sandbox: false, name: 'sandbox' }, expected: [] },
    { case: 'name without accent finds the accented one', query: { name: 'itau' }, expected: [200, 260, 602] },
    { case: 'name with accent finds it too', query: { name: 'ITAÚ EMP' }, expected: [260] },
    { case: 'a leading accented capital folds', query: { name: 'orama' }, expected: [236] },
    { case: 'name matches inside the name', query: { name: 'pago' }, expected: [250] },
    { case: 'accent in the query, none in the name', query: { name: 'bradésco' }, expected: [201] },
    { case: 'types are a membership test', query: { types: ['BUSINESS_BANK', 'INVESTMENT'] }, expected: [260, 236] },
    { case: 'countries are a membership test', query: { countries: ['AR', 'MX'] }, expected: [300, 301] },
    { case: 'ids are a membership test', query: { ids: [205, 0, 999] }, expected: [205] },
    { case: 'ids still need sandbox=true for sandbox connectors', query: { ids: [205, 0], sandbox: true }, expected: [205, 0] },
    { case: 'isOpenFinance=true keeps only open finance', query: { isOpenFinance: true, sandbox: true }, expected: [602, 600] },
    { case: 'isOpenFinance=false drops open finance', query: { isOpenFinance: false, name: 'itau' }, expected: [200, 260] },
    { case: 'supportsPaymentInitiation=true', query: { supportsPaymentInitiation: true }, expected: [602, 250] },
    {
      case: 'supportsPaymentInitiation=false',
      query: { supportsPaymentInitiation: false, types: ['PAYMENT_ACCOUNT', 'INVESTMENT'] },
      expected: [236],
    },
    { case: 'products need all listed', query: { products: ['CREDIT_CARDS', 'INVESTMENTS'] }, expected: [205] },
    { case: 'filters combine', query: { countries: ['BR'], name: 'nubank' }, expected: [205] },
  ])('$case', ({ query, expected }) => {
    expect(ids(query)).toEqual(expected);
  });

  it('returns the connectors without the sandbox-only flow', () => {
    expect(filterConnectors(entries, { ids: [201] })).toEqual([entries.find((e) => e.connector.id === 201)?.connector]);
  });
});

describe('parseConnectorQuery', () => {
  it.each<{ query: string; expected: ConnectorQuery }>([
    { query: '', expected: {} },
    { query: 'name=Ita%C3%BA', expected: { name: 'Itaú' } },
    { query: 'name=banco+do+brasil', expected: { name: 'banco do brasil' } },
    { query: 'name=', expected: {} },
    { query: 'countries=BR,AR', expected: { countries: ['BR', 'AR'] } },
    { query: 'types=PERSONAL_BANK&types=INVESTMENT', expected: { types: ['PERSONAL_BANK', 'INVESTMENT'] } },
    { query: 'products=ACCOUNTS,,IDENTITY', expected: { products: ['ACCOUNTS', 'IDENTITY'] } },
    { query: 'ids=1,200,600', expected: { ids: [1, 200, 600] } },
    {
      query: 'sandbox=true&isOpenFinance=false&supportsPaymentInitiation=true',
      expected: { sandbox: true, isOpenFinance: false, supportsPaymentInitiation: true },
    },
    { query: 'page=2&pageSize=10&healthDetails=true', expected: {} },
  ])('reads "$query"', ({ query, expected }) => {
    expect(parseConnectorQuery(new URLSearchParams(query))).toEqual(expected);
  });

  it.each([
    { query: 'sandbox=yes', parameter: 'sandbox' },
    { query: 'sandbox=', parameter: 'sandbox' },
    { query: 'isOpenFinance=1', parameter: 'isOpenFinance' },
    { query: 'supportsPaymentInitiation=TRUE', parameter: 'supportsPaymentInitiation' },
    { query: 'ids=1,abc', parameter: 'ids' },
    { query: 'ids=1.5', parameter: 'ids' },
  ])('rejects "$query", naming $parameter', ({ query, parameter }) => {
    expect(parseConnectorQuery(new URLSearchParams(query))).toEqual({ error: expect.stringContaining(parameter), parameter });
  });
});
