// What the payer API accepts from the aggregator: the fields it uses, of their types; anything else is unreadable, and a link the payer would follow must be http(s).
import { describe, expect, it } from 'vitest';
import { readConnectorPage, readIntent, readPaymentRequest } from './aggregator-shapes.js';

const INTENT = { id: 'i1', status: 'CONSENT_AWAITING_AUTHORIZATION', consentUrl: 'https://bank.example/consent', paymentRequest: { id: 'r1' } };

describe('readIntent', () => {
  it.each<[string, unknown, 'read' | 'unreadable']>([
    ['an intent', INTENT, 'read'],
    ['one with the payer beside it', { ...INTENT, parameters: { cpf: '52998224725' }, payerAccount: { number: '1' } }, 'read'],
    ['no status', { ...INTENT, status: undefined }, 'unreadable'],
    ['a numeric id', { ...INTENT, id: 1 }, 'unreadable'],
    ['a script as the consent link', { ...INTENT, consentUrl: 'javascript:alert(1)' }, 'unreadable'],
    ['a connector without a name', { ...INTENT, connector: { id: 1 } }, 'unreadable'],
    ['an error without a code', { ...INTENT, errorDetail: { description: 'x' } }, 'unreadable'],
    ['a list', [INTENT], 'unreadable'],
    ['text', 'ok', 'unreadable'],
  ])('%s is %s', (_name, body, outcome) => {
    const read = readIntent(body);
    expect(read === null ? 'unreadable' : 'read').toBe(outcome);
    expect(JSON.stringify(read)).not.toContain('52998224725');
  });
});

describe('readPaymentRequest', () => {
  it('keeps http(s) callback links only, and reads the institution by its trade name', () => {
    const request = readPaymentRequest({
      id: 'r1',
      status: 'CREATED',
      amount: 10,
      callbackUrls: { success: 'javascript:alert(1)', error: 'https://shop.example/error' },
      recipient: { name: 'Loja', paymentInstitution: { name: 'Itaú Unibanco S.A.', tradeName: 'Itaú' } },
    });
    expect(request).toMatchObject({
      callbackUrls: { success: null, error: 'https://shop.example/error' },
      recipient: { name: 'Loja', institution: 'Itaú' },
    });
  });

  it.each([{ id: 'r1' }, { id: 'r1', status: 'CREATED', amount: '10' }, null])('%o is unreadable', (body) => {
    expect(readPaymentRequest(body)).toBeNull();
  });
});

describe('readConnectorPage', () => {
  it('drops a logo that is not http(s) and a colour that is not one', () => {
    const page = readConnectorPage({ results: [{ id: 1, name: 'Banco', imageUrl: 'data:image/svg+xml,x', primaryColor: 'red' }] });
    expect(page).toEqual([
      {
        id: 1,
        name: 'Banco',
        imageUrl: null,
        primaryColor: null,
        supportsPaymentInitiation: false,
        supportsAutomaticPix: false,
        supportsSmartTransfers: false,
      },
    ]);
    expect(readConnectorPage({ results: [{ id: '1', name: 'Banco' }] })).toBeNull();
    expect(readConnectorPage({})).toBeNull();
  });
});
