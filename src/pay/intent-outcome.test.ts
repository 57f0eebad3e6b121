// Statuses and bank codes become the payer's steps and sentences; callbacks carry the ids.
import { describe, expect, it } from 'vitest';
import { callbackUrl, closedReason, isPayable, PREAUTHORIZATION, phaseOf, problemOf } from './intent-outcome.js';

describe('phaseOf', () => {
  it.each([
    ['STARTED', 'authorize'],
    ['ENQUEUED', 'authorize'],
    ['CONSENT_AWAITING_AUTHORIZATION', 'authorize'],
    ['CONSENT_AUTHORIZED', 'processing'],
    ['PAYMENT_PENDING', 'processing'],
    ['PAYMENT_PARTIALLY_ACCEPTED', 'processing'],
    ['PAYMENT_SETTLEMENT_PROCESSING', 'processing'],
    ['PAYMENT_SETTLEMENT_DEBTOR_ACCOUNT', 'processing'],
    ['PAYMENT_COMPLETED', 'completed'],
    ['CONSENT_REJECTED', 'failed'],
    ['PAYMENT_REJECTED', 'failed'],
    ['CANCELED', 'failed'],
    ['SOMETHING_NEW', 'failed'],
    // A preauthorization's.
    ['CREATED', 'authorize'],
    ['COMPLETED', 'completed'],
    ['REJECTED', 'failed'],
    ['REVOKED', 'failed'],
  ])('%s → %s', (status, phase) => {
    expect(phaseOf(status)).toBe(phase);
  });
});

describe('problemOf', () => {
  it.each([
    ['CONSENT_REJECTED', 'CONSENT_REJECTED', 'declined'],
    ['CONSENT_REJECTED', undefined, 'declined'],
    ['CONSENT_REJECTED', 'CONSENT_EXPIRED', 'expired'],
    ['CONSENT_REJECTED', 'CONSENTIMENTO_INVALIDO', 'consentInvalid'],
    ['PAYMENT_REJECTED', 'SALDO_INSUFICIENTE', 'balance'],
    ['PAYMENT_REJECTED', 'VALOR_ACIMA_LIMITE', 'limit'],
    ['PAYMENT_REJECTED', 'PAGAMENTO_RECUSADO_DETENTORA', 'refused'],
    ['REJECTED', 'PAGAMENTO_RECUSADO_SPI', 'refused'],
    ['ERROR', 'FALHA_INFRAESTRUTURA_DETENTORA', 'bankFailure'],
    ['ERROR', 'SOMETHING_ELSE', 'failed'],
    ['CANCELED', undefined, 'failed'],
  ])('%s with %s → %s', (status, code, problem) => {
    expect(problemOf({ status, errorDetail: code ? { code } : null })).toBe(problem);
  });

  it.each([
    ['REJECTED', 'declined'],
    ['ERROR', 'failed'],
    ['REVOKED', 'failed'],
  ])("a preauthorization %s → %s: the payer's no, or the bank's failure", (status, problem) => {
    expect(problemOf({ status, errorDetail: { code: 'SALDO_INSUFICIENTE' } }, PREAUTHORIZATION)).toBe(problem);
  });
});

describe('requests', () => {
  it.each([
    ['CREATED', true],
    ['ERROR', true],
    ['COMPLETED', false],
    ['EXPIRED', false],
  ])('%s payable: %s', (status, payable) => {
    expect(isPayable({ status })).toBe(payable);
  });

  it.each([
    ['COMPLETED', 'paid'],
    ['EXPIRED', 'expired'],
    ['CANCELED', 'canceled'],
    ['REFUNDED', 'refunded'],
    ['REFUND_IN_PROGRESS', 'refunded'],
    ['IN_PROGRESS', 'other'],
  ])('%s closed as %s', (status, reason) => {
    expect(closedReason(status)).toBe(reason);
  });
});

describe('callbackUrl', () => {
  it('adds both ids to the merchant page, keeping its own query', () => {
    expect(callbackUrl('https://shop.example/done?order=7', 'r-1', 'i-2')).toBe(
      'https://shop.example/done?order=7&paymentRequestId=r-1&paymentIntentId=i-2',
    );
  });

  it('names a preauthorization (no request) preauthorizationId', () => {
    expect(callbackUrl('https://shop.example/done', '', 'p-3')).toBe('https://shop.example/done?preauthorizationId=p-3');
  });

  it.each([null, undefined, '', 'javascript:alert(1)', 'not a url'])('no link for %j', (base) => {
    expect(callbackUrl(base, 'r-1', 'i-2')).toBeNull();
  });
});
