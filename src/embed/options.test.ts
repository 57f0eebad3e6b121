// The options schema and the attribute form: good options pass, a bad one is named in the error.
import { describe, expect, it } from 'vitest';
import { readAttributes } from './option-attributes.js';
import { OPTION_NAMES, attributeName, parseOptions } from './options.js';

const BASE = { connectToken: 'eyJ.token.sig', apiUrl: 'http://127.0.0.1:8787' };

describe('parseOptions', () => {
  it.each([
    ['the required options alone', {}],
    [
      'every filter',
      { includeSandbox: true, connectorTypes: ['PERSONAL_BANK'], connectorIds: [0, 600], countries: ['BR'], products: ['ACCOUNTS', 'TRANSACTIONS'] },
    ],
    ['update mode', { updateItem: '7d3c1a8e-2a4b-4c1e-9f0e-1234567890ab' }],
    ['connector 0 preselected', { selectedConnectorId: 0 }],
    ['language and theme', { language: 'es', theme: 'auto' }],
    ['a regional language tag', { language: 'es-AR' }],
    ['a language the widget does not speak (it falls back)', { language: 'fr-CA' }],
    [
      'the merchant',
      { clientName: 'Loja Exemplo', clientLogoUrl: 'https://shop.example/logo.svg', privacyPolicyUrl: 'https://shop.example/privacy' },
    ],
    ['theme overrides', { primaryColor: '#ffcc00', radius: '6px', fontFamily: 'Inter, sans-serif' }],
    ['open finance prefill', { openFinanceParameters: { cpf: '529.982.247-25', cnpj: '11222333000181' } }],
    ['sort and https api', { connectorSortAlphabetically: false, apiUrl: 'https://api.example.com/v1' }],
    [
      'callbacks',
      { onSuccess: () => {}, onError: () => {}, onEvent: () => {}, onOpen: () => {}, onClose: () => {}, fetchConnectToken: async () => 't' },
    ],
  ])('accepts %s', (_label, extra) => {
    const result = parseOptions({ ...BASE, ...extra });
    expect(result).toEqual({ ok: true, options: { ...BASE, ...extra } });
  });

  it.each([
    ['connectToken', { connectToken: undefined }, /"connectToken" \(attribute "connect-token"\): is required/],
    ['connectToken', { connectToken: '' }, /Connect Token/],
    ['connectToken', { connectToken: 'abc\ndef' }, /Connect Token/],
    ['apiUrl', { apiUrl: undefined }, /is required/],
    ['apiUrl', { apiUrl: 'javascript:alert(1)' }, /http\(s\) URL/],
    ['apiUrl', { apiUrl: 'https://user:pass@api.example.com' }, /http\(s\) URL/],
    ['includeSandbox', { includeSandbox: 'yes' }, /a boolean/],
    ['updateItem', { updateItem: '../connectors' }, /item id/],
    ['connectorTypes', { connectorTypes: 'PERSONAL_BANK' }, /list of connector types/],
    ['connectorIds', { connectorIds: [1, -2] }, /item 2: expected a non-negative integer/],
    ['connectorIds', { connectorIds: [1.5] }, /non-negative integer/],
    ['popularConnectorIds', { popularConnectorIds: [205, 'x'] }, /item 2: expected a non-negative integer/],
    ['countries', { countries: ['Brazil'] }, /country codes/],
    ['products', { products: ['ACCOUNTS', 'CRYPTO'] }, /products among/],
    ['selectedConnectorId', { selectedConnectorId: '0' }, /non-negative integer/],
    ['language', { language: 'português' }, /a language tag such as pt-BR/],
    ['clientName', { clientName: '  ' }, /a name of 1 to 80 characters/],
    ['clientName', { clientName: 'x'.repeat(81) }, /a name of 1 to 80 characters/],
    ['clientLogoUrl', { clientLogoUrl: 'data:image/svg+xml,<svg/>' }, /http\(s\) URL/],
    ['clientLogoUrl', { clientLogoUrl: '/logo.svg' }, /http\(s\) URL/],
    ['privacyPolicyUrl', { privacyPolicyUrl: 'javascript:alert(1)' }, /http\(s\) URL/],
    ['theme', { theme: 'blue' }, /one of light, dark, auto/],
    ['primaryColor', { primaryColor: 'red; x: y' }, /opaque hex/],
    ['radius', { radius: '1px}' }, /length/],
    ['fontFamily', { fontFamily: 'url(x)' }, /font-family/],
    ['openFinanceParameters', { openFinanceParameters: { cpf: '123' } }, /cpf: expected a CPF/],
    ['openFinanceParameters', { openFinanceParameters: { cpff: '529.982.247-25' } }, /unknown key "cpff"/],
    ['openFinanceParameters', { openFinanceParameters: '529.982.247-25' }, /an object with cpf/],
    ['connectorSortAlphabetically', { connectorSortAlphabetically: 1 }, /a boolean/],
    ['onSuccess', { onSuccess: 'window.done()' }, /"onSuccess": expected a function/],
    ['fetchConnectToken', { fetchConnectToken: 'https://merchant.example/token' }, /a function/],
  ])('refuses a bad %s with INVALID_OPTIONS naming it', (option, extra, message) => {
    const result = parseOptions({ ...BASE, ...extra });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 'INVALID_OPTIONS', option });
    expect(result.error.message).toMatch(message);
  });

  it('never repeats the token in its message', () => {
    const result = parseOptions({ ...BASE, connectToken: 'secret token with spaces' });
    expect(result.ok || result.error.message.includes('secret')).toBe(false);
  });

  it('names "options" when given something that is not an object', () => {
    expect(parseOptions('connect-token=x')).toMatchObject({ ok: false, error: { code: 'INVALID_OPTIONS', option: 'options' } });
  });
});

describe('readAttributes', () => {
  const from = (attributes: Record<string, string>) => readAttributes((name) => attributes[name] ?? null);

  it('has a kebab-case attribute for every option but the callbacks', () => {
    expect(OPTION_NAMES.map(attributeName)).toContain('selected-connector-id');
    expect(attributeName('openFinanceParameters')).toBe('open-finance-parameters');
  });

  it.each([
    [{ 'connect-token': 't' }, { connectToken: 't' }],
    [{ 'include-sandbox': '' }, { includeSandbox: true }],
    [{ 'include-sandbox': 'false' }, { includeSandbox: false }],
    [{ 'connector-ids': '1, 2,600' }, { connectorIds: [1, 2, 600] }],
    [{ 'connector-ids': '' }, { connectorIds: [] }],
    [{ 'popular-connector-ids': '205, 202' }, { popularConnectorIds: [205, 202] }],
    [{ 'connector-types': 'PERSONAL_BANK,BUSINESS_BANK' }, { connectorTypes: ['PERSONAL_BANK', 'BUSINESS_BANK'] }],
    [{ countries: 'BR' }, { countries: ['BR'] }],
    [{ 'selected-connector-id': '0' }, { selectedConnectorId: 0 }],
    [{ 'open-finance-parameters': '{"cpf":"52998224725"}' }, { openFinanceParameters: { cpf: '52998224725' } }],
    [
      { theme: 'dark', 'primary-color': '#123456', radius: '4px', 'font-family': 'Inter' },
      { theme: 'dark', primaryColor: '#123456', radius: '4px', fontFamily: 'Inter' },
    ],
    [{ 'connector-sort-alphabetically': '' }, { connectorSortAlphabetically: true }],
    [{ 'on-success': 'alert(1)' }, {}],
  ])('reads %o', (attributes, values) => {
    expect(from(attributes)).toEqual({ ok: true, values });
  });

  it.each([
    [{ 'include-sandbox': 'yes' }, 'includeSandbox', /boolean attribute/],
    [{ 'open-finance-parameters': '{cpf: 1}' }, 'openFinanceParameters', /expected JSON/],
  ])('refuses %o naming %s', (attributes, option, message) => {
    const result = from(attributes);
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_OPTIONS', option } });
    if (!result.ok) expect(result.error.message).toMatch(message);
  });

  it.each([
    [{ 'connector-ids': '1,two' }, 'connectorIds'],
    [{ 'selected-connector-id': 'abc' }, 'selectedConnectorId'],
    [{ 'selected-connector-id': '-1' }, 'selectedConnectorId'],
  ])('leaves %o for the schema to refuse by name', (attributes, option) => {
    const read = from(attributes);
    if (!read.ok) throw new Error('attribute reading failed');
    expect(parseOptions({ ...BASE, ...read.values })).toMatchObject({ ok: false, error: { option } });
  });
});
