// The Loan schema: a realistic contract parses whole, unknown data is tolerated, bad data is named.
import { describe, expect, it } from 'vitest';
import { LOAN_AMORTIZATION_SYSTEMS, LOAN_CONTRACT_REMAINING_TYPES, LOAN_KINDS, Loan } from './index.js';

/** A vehicle financing as the public client reads it: PRICE schedule, a fee, a late installment. */
const loan = {
  id: '3f9a2c1e-7b4d-4e8a-9c2f-1a6b5d4e3c21',
  itemId: '0f7c2a9e-5b1d-4c3a-8e6f-9d2b4a1c7e53',
  contractNumber: '001234567890',
  ipocCode: '9266666602030123456789001234567890',
  productName: 'Financiamento de Veículo',
  type: 'AQUISICAO_BENS_VEICULOS_AUTOMOTORES',
  kind: 'FINANCING',
  date: '2025-03-15T15:30:00.000Z',
  contractDate: '2024-01-10T03:00:00.000Z',
  disbursementDates: ['2024-01-11T03:00:00.000Z'],
  settlementDate: '2024-01-11T03:00:00.000Z',
  contractAmount: 48000,
  currencyCode: 'BRL',
  dueDate: '2028-01-10T03:00:00.000Z',
  installmentPeriodicity: 'MONTHLY',
  installmentPeriodicityAdditionalInfo: null,
  firstInstallmentDueDate: '2024-02-10T03:00:00.000Z',
  CET: 0.2874,
  amortizationScheduled: 'PRICE',
  amortizationScheduledAdditionalInfo: null,
  cnpjConsignee: null,
  interestRates: [
    {
      taxType: 'EFFECTIVE',
      interestRateType: 'COMPOUND',
      taxPeriodicity: 'YEARLY',
      calculation: '30/360',
      referentialRateIndexerType: 'PRE_FIXADO',
      referentialRateIndexerSubType: 'PRE_FIXADO',
      referentialRateIndexerAdditionalInfo: null,
      preFixedRate: 0.2199,
      postFixedRate: null,
      additionalInfo: null,
    },
  ],
  contractedFees: [{ name: 'Tarifa de Cadastro', code: 'CADASTRO', chargeType: 'UNIQUE', charge: 'FIXED', amount: 890, rate: null }],
  contractedFinanceCharges: [
    { type: 'MULTA_ATRASO_PAGAMENTO', additionalInfo: null, rate: 0.02 },
    { type: 'JUROS_MORA_ATRASO', additionalInfo: null, rate: 0.01 },
  ],
  warranties: [{ currencyCode: 'BRL', type: 'ALIENACAO_FIDUCIARIA', subtype: 'VEICULOS', amount: 64000 }],
  installments: {
    typeNumberOfInstallments: 'MONTH',
    totalNumberOfInstallments: 48,
    typeContractRemaining: 'MONTH',
    contractRemainingNumber: 34,
    paidInstallments: 13,
    dueInstallments: 34,
    pastDueInstallments: 1,
    balloonPayments: null,
  },
  payments: {
    contractOutstandingBalance: 37210.55,
    releases: [
      {
        isOverParcelPayment: false,
        installmentId: '001234567890-013',
        paidDate: '2025-02-17T13:00:00.000Z',
        currencyCode: 'BRL',
        paidAmount: 1560.47,
        overParcel: {
          fees: null,
          charges: [
            { type: 'MULTA_ATRASO_PAGAMENTO', additionalInfo: null, amount: 30.59 },
            { type: 'JUROS_MORA_ATRASO', additionalInfo: null, amount: 3.57 },
          ],
        },
      },
    ],
  },
};

/** A copy of `value` with `patch` written at `path`. */
function withAt(value: unknown, path: readonly (string | number)[], patch: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return patch;
  if (Array.isArray(value)) return value.map((item: unknown, i) => (i === key ? withAt(item, rest, patch) : item));
  const entries = typeof value === 'object' && value !== null ? Object.entries(value) : [];
  const current = entries.find(([name]) => name === String(key))?.[1];
  return { ...Object.fromEntries(entries), [key]: withAt(current, rest, patch) };
}

const issuePaths = (value: unknown): string[] => {
  const result = Loan.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('Loan', () => {
  it('parses a realistic contract with every field kept', () => {
    expect(Loan.safeParse(loan).data).toEqual(loan);
  });

  it('drops a field a newer server adds, here and inside the schedule', () => {
    const extended = withAt({ ...loan, refinanced: true }, ['installments', 'graceMonths'], 2);
    expect(Loan.safeParse(extended).data).toEqual(loan);
  });

  it('takes null where the institution reports nothing, and a contract without its optional parts', () => {
    const bare = { id: loan.id, itemId: loan.itemId, productName: loan.productName, kind: 'LOAN', currencyCode: 'BRL' };
    expect(Loan.safeParse(bare).data).toEqual(bare);
    const empty = { ...loan, contractNumber: null, installments: null, payments: null, interestRates: null, CET: null };
    expect(Loan.safeParse(empty).success).toBe(true);
  });

  it.each([
    [['contractAmount'], '48000,00'],
    [['productName'], null],
    [['installments', 'paidInstallments'], '13'],
    [['payments', 'releases', 0, 'paidAmount'], '1560.47'],
    [['contractedFees', 0, 'amount'], true],
    [['disbursementDates', 0], 20240111],
  ] as const)('fails on %j of the wrong type and names it', (path, bad) => {
    expect(issuePaths(withAt(loan, path, bad))).toEqual([path.join('.')]);
  });

  it.each([
    [['kind'], 'CREDIT_CARD_REVOLVING'],
    [['amortizationScheduled'], 'SAF'],
    [['installmentPeriodicity'], 'DAILY'],
    [['installments', 'typeContractRemaining'], 'DECADE'],
  ] as const)('keeps a newer value at %j', (path, value) => {
    const patched = withAt(loan, path, value);
    expect(Loan.safeParse(patched).data).toEqual(patched);
  });

  it("lists the public client's values", () => {
    expect(LOAN_KINDS).toEqual(['LOAN', 'FINANCING', 'INVOICE_FINANCING', 'UNARRANGED_ACCOUNT_OVERDRAFT']);
    expect(LOAN_AMORTIZATION_SYSTEMS).toContain('SAC');
    expect(LOAN_CONTRACT_REMAINING_TYPES).toContain('WITHOUT REMAINING PERIOD');
  });
});
