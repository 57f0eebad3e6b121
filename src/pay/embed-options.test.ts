// The host's options in payment mode: what the payer page takes, and each refusal naming the option.
import { describe, expect, it } from 'vitest';
import { readEmbedOptions } from './embed-options.js';

const REQUEST = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

describe('readEmbedOptions', () => {
  it.each([
    [{ paymentRequestId: REQUEST }],
    [{ paymentRequestId: REQUEST, language: 'es-AR', theme: 'dark', autoFocus: false }],
    [{ paymentRequestId: REQUEST, language: undefined }],
    [{ preauthorizationOffer: 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.c2ln', language: 'en' }],
  ])('takes %o', (given) => {
    expect(readEmbedOptions(given)).toEqual({ ok: true, options: given });
  });

  it.each([
    ['no request', {}, 'paymentRequestId', 'is required'],
    ['a request id that is no uuid', { paymentRequestId: '../../items' }, 'paymentRequestId', 'expected a payment request id (a uuid)'],
    ['a theme it does not know', { paymentRequestId: REQUEST, theme: 'neon' }, 'theme', 'expected one of light, dark, auto'],
    ['a language that is no tag', { paymentRequestId: REQUEST, language: '<b>pt</b>' }, 'language', 'expected a language tag such as pt-BR'],
    [
      'an offer beside a request',
      { paymentRequestId: REQUEST, preauthorizationOffer: 'a.b.c' },
      'preauthorizationOffer',
      'is not available with paymentRequestId',
    ],
    ['an offer that is no JWS', { preauthorizationOffer: 'a.b' }, 'preauthorizationOffer', 'expected the offer your server signed (a compact JWS)'],
    ['a connection option', { paymentRequestId: REQUEST, includeSandbox: true }, 'includeSandbox', 'is not available in payment mode'],
    [
      'a theme override it does not apply',
      { paymentRequestId: REQUEST, primaryColor: '#123456' },
      'primaryColor',
      'is not available in payment mode',
    ],
  ])('refuses %s, naming the option', (_, given, option, problem) => {
    expect(readEmbedOptions(given)).toEqual({
      ok: false,
      error: { code: 'INVALID_OPTIONS', option, message: `Invalid option "${option}": ${problem}.` },
    });
  });
});
