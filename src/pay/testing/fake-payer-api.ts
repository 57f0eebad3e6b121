// A payer API in memory for the payer page's tests: a request, and the statuses its intent goes through, one per read.
import { vi } from 'vitest';
import { PayerApiError } from '../payer-errors.js';
import type { NewIntent, PayerApi } from '../payer-types.js';
import type { Intent, PayRequest } from '../payer-schemas.js';

export const REQUEST_ID = '6f1c2f54-3a7e-4a8b-9c1d-2e3f4a5b6c7d';
export const INTENT_ID = '0b6d7c2e-1f3a-4b5c-8d9e-0a1b2c3d4e5f';

export const payRequest = (over: Partial<PayRequest> = {}): PayRequest => ({
  id: REQUEST_ID,
  amount: 1234.56,
  description: 'Pedido 1234',
  status: 'CREATED',
  kind: 'PIX',
  recipient: { name: 'Loja Exemplo', institution: 'Banco X' },
  pixQrCode: null,
  callbackUrls: { success: 'https://shop.example/ok', error: 'https://shop.example/fail' },
  needsPayerName: false,
  connectors: [
    { id: 201, name: 'Banco Azul', imageUrl: null, primaryColor: '#0033aa' },
    { id: 202, name: 'Itaú', imageUrl: null, primaryColor: null },
    { id: 203, name: 'Nubank', imageUrl: null, primaryColor: '#820ad1' },
  ],
  intent: null,
  ...over,
});

export const intent = (status: string, over: Partial<Intent> = {}): Intent => ({
  id: INTENT_ID,
  status,
  consentUrl: 'https://bank.example/consent?id=1',
  connector: { id: 201, name: 'Banco Azul' },
  endToEndId: status === 'PAYMENT_COMPLETED' ? 'E12345678202611241200abcdef12345' : null,
  updatedAt: '2026-11-24T15:30:00Z',
  errorDetail: null,
  ...over,
});

/** What a read answers: an intent, or an error thrown. */
export type Answer = Intent | PayerApiError;

export function fakePayerApi({ request = payRequest(), created = intent('CONSENT_AWAITING_AUTHORIZATION'), reads = [] as Answer[] } = {}) {
  const queue = [...reads];
  let last: Intent = created;
  const api = {
    request: vi.fn<PayerApi['request']>(async () => request),
    createIntent: vi.fn<(body: NewIntent) => Promise<Intent>>(async () => created),
    intent: vi.fn<PayerApi['intent']>(async () => {
      // An error is thrown once; the intent as last read stays for the reads after the queue.
      const next = queue.shift() ?? last;
      if (next instanceof PayerApiError) throw next;
      last = next;
      return next;
    }),
  };
  return api;
}

export const networkDown = () => new PayerApiError('NETWORK', 0);
