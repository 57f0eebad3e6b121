// Resource and request-body schemas: realistic bodies parse whole, unknown data is tolerated, bad data is named.
import { describe, expect, it } from 'vitest';
import { z } from '../z.js';
import {
  Account,
  AutomaticPixPayment,
  Boleto,
  BoletoConnection,
  Consent,
  CreateBoletoConnectionRequest,
  CreateBoletoRequest,
  CreatePaymentIntentRequest,
  CreatePaymentRecipientRequest,
  CreatePaymentRequest,
  CreatePixQrPaymentRequest,
  CreateSmartTransferPaymentRequest,
  CreateSmartTransferPreauthorizationRequest,
  CreateWebhookRequest,
  INVESTMENT_SUBTYPES,
  INVESTMENT_SUBTYPES_BY_TYPE,
  INVESTMENT_TYPES,
  Investment,
  Item,
  PaymentInstitution,
  PaymentIntent,
  PaymentRecipient,
  PaymentRequest,
  RateLimitBody,
  ScheduleAutomaticPixPaymentRequest,
  SmartTransferPayment,
  SmartTransferPreauthorization,
  Transaction,
  UpdateWebhookRequest,
  Webhook,
} from './index.js';

type Schema = z.ZodMiniType;

const institution = {
  id: '1b0c5f44-6d1a-4d3e-9a4c-2f1f7b8e9c10',
  name: 'BCO DO BRASIL S.A.',
  ispb: '00000000',
  tradeName: 'Banco do Brasil',
  compe: '001',
  createdAt: '2024-03-01T12:00:00.000Z',
  updatedAt: '2024-03-01T12:00:00.000Z',
};

const recipient = {
  id: '5d9e1c02-8a7b-4f43-b1e2-0c6a2f9d4e31',
  type: 'BANK_ACCOUNT',
  name: 'Padaria Pão de Queijo Ltda',
  taxNumber: '11222333000181',
  isDefault: true,
  paymentInstitution: institution,
  account: { branch: '1234', number: '56789-0', type: 'CHECKING_ACCOUNT' },
  pixKey: null,
  createdAt: '2024-03-02T09:30:00.000Z',
  updatedAt: '2024-03-02T09:30:00.000Z',
};

const connector = { id: 201, name: 'Itaú', type: 'PERSONAL_BANK', country: 'BR', isOpenFinance: true };

const samples = {
  Account: {
    id: '8c4f0f3a-2d55-4d8e-9b2f-6b1c8e7a5d21',
    type: 'BANK',
    subtype: 'CHECKING_ACCOUNT',
    number: '0001/12345-0',
    name: 'Conta Corrente',
    marketingName: 'Conta Itaú Uniclass',
    balance: 3214.57,
    itemId: '0f7c2a9e-5b1d-4c3a-8e6f-9d2b4a1c7e53',
    taxNumber: '123.456.789-09',
    owner: 'Maria da Silva Santos',
    currencyCode: 'BRL',
    bankData: {
      transferNumber: '0001/12345-0',
      closingBalance: 3180.12,
      automaticallyInvestedBalance: 1500,
      overdraftContractedLimit: 2000,
      overdraftUsedLimit: 0,
      unarrangedOverdraftAmount: 0,
      hasReservedBalance: true,
      reservedBalances: [
        {
          name: 'Caixinha Viagem Nordeste',
          identification: 'RSV-0001',
          availableAmounts: [
            {
              amount: 850.4,
              currencyCode: 'BRL',
              remuneration: {
                preFixedRate: null,
                postFixedIndexerPercentage: 1,
                rateType: 'LINEAR',
                indexer: 'CDI',
                calculation: 'DIAS_UTEIS',
                ratePeriodicity: 'ANUAL',
                indexerAdditionalInfo: null,
              },
            },
          ],
        },
      ],
    },
    creditData: null,
    createdAt: '2024-05-10T14:22:00.000Z',
    updatedAt: '2024-05-11T08:00:00.000Z',
  },
  'Account (credit card)': {
    id: '3e8b7d6c-1f2a-4b5c-9d8e-7f6a5b4c3d21',
    type: 'CREDIT',
    subtype: 'CREDIT_CARD',
    number: '4321',
    name: 'Mastercard Black',
    balance: 1289.9,
    currencyCode: 'BRL',
    bankData: null,
    creditData: {
      level: 'BLACK',
      brand: 'MASTERCARD',
      balanceCloseDate: '2024-06-01T00:00:00.000Z',
      balanceDueDate: '2024-06-10T00:00:00.000Z',
      availableCreditLimit: 18710.1,
      balanceForeignCurrency: 42.5,
      minimumPayment: 193.49,
      creditLimit: 20000,
      isLimitFlexible: false,
      status: 'ACTIVE',
      holderType: 'MAIN',
      disaggregatedCreditLimits: [
        {
          creditLineLimitType: 'LIMITE_CREDITO_TOTAL',
          consolidationType: 'CONSOLIDADO',
          identificationNumber: '4321',
          isLimitFlexible: false,
          usedAmount: 1289.9,
          usedAmountCurrencyCode: 'BRL',
          limitAmount: 20000,
          limitAmountCurrencyCode: 'BRL',
          availableAmount: 18710.1,
          availableAmountCurrencyCode: 'BRL',
        },
      ],
      additionalCards: [{ number: '8765' }],
    },
  },
  Transaction: {
    id: 'a41f2c9d-7e3b-4a6c-8d5e-1b2c3d4e5f60',
    accountId: '8c4f0f3a-2d55-4d8e-9b2f-6b1c8e7a5d21',
    date: '2024-05-09T15:41:00.000Z',
    description: 'PIX ENVIADO JOAO PEREIRA',
    descriptionRaw: 'PIX TRANSF JOAO PE09/05',
    currencyCode: 'BRL',
    amount: -150,
    amountInAccountCurrency: null,
    balance: 3214.57,
    category: 'Transfer - PIX',
    categoryId: '05070000',
    providerCode: '123',
    providerId: null,
    status: 'POSTED',
    type: 'DEBIT',
    paymentData: {
      payer: { name: 'Maria da Silva Santos', documentNumber: { type: 'CPF', value: '12345678909' } },
      receiver: {
        name: 'João Pereira',
        documentNumber: { type: 'CPF', value: '98765432100' },
        routingNumber: '260',
        branchNumber: '0001',
        accountNumber: '7654321-2',
      },
      paymentMethod: 'PIX',
      reason: 'Aluguel maio',
      boletoMetadata: null,
    },
    creditCardMetadata: null,
    merchant: {
      name: 'Padaria Pão de Queijo',
      businessName: 'Padaria Pão de Queijo Ltda',
      cnpj: '11222333000181',
      category: 'Alimentação',
    },
    createdAt: '2024-05-10T14:22:00.000Z',
    updatedAt: '2024-05-10T14:22:00.000Z',
  },
  Investment: {
    id: 'd2c1b0a9-8f7e-4d6c-b5a4-392817161514',
    itemId: '0f7c2a9e-5b1d-4c3a-8e6f-9d2b4a1c7e53',
    type: 'FIXED_INCOME',
    subtype: 'CDB',
    number: '2024CDB000123',
    balance: 10512.33,
    name: 'CDB Banco Inter 110% CDI',
    lastMonthRate: 0.0089,
    lastTwelveMonthsRate: 0.1187,
    annualRate: 0.1187,
    currencyCode: 'BRL',
    code: null,
    isin: 'BRINTRCDB0A1',
    value: 10512.33,
    quantity: 1,
    amount: 10601.2,
    taxes: 88.87,
    taxes2: 0,
    date: '2024-05-10T00:00:00.000Z',
    owner: 'Maria da Silva Santos',
    amountProfit: 512.33,
    amountWithdrawal: 10512.33,
    amountOriginal: 10000,
    status: 'ACTIVE',
    metadata: {
      dueDate: '2026-05-10T00:00:00.000Z',
      issueDate: '2024-01-10T00:00:00.000Z',
      purchaseDate: '2024-01-10T00:00:00.000Z',
      gracePeriodDate: null,
      issuer: 'Banco Inter S.A.',
      issuerCNPJ: '00.416.968/0001-01',
      rate: 110,
      rateType: 'CDI',
      taxExempt: false,
      ratePeriodicity: 'YEARLY',
      couponPayment: { hasCoupon: false },
    },
    transactions: [
      {
        tradeDate: '2024-01-10T00:00:00.000Z',
        date: '2024-01-10T00:00:00.000Z',
        description: 'Aplicação CDB',
        quantity: 1,
        value: 10000,
        amount: 10000,
        type: 'BUY',
        movementType: 'CREDIT',
      },
    ],
  },
  Consent: {
    id: 'c0ffee00-1234-4abc-9def-000000000001',
    itemId: '0f7c2a9e-5b1d-4c3a-8e6f-9d2b4a1c7e53',
    products: ['ACCOUNTS', 'TRANSACTIONS', 'CREDIT_CARDS'],
    openFinancePermissionsGranted: ['ACCOUNTS_ALL', 'CREDIT_CARDS_ALL', 'REGISTRATION_ALL'],
    createdAt: '2024-05-10T14:20:00.000Z',
    expiresAt: '2025-05-10T14:20:00.000Z',
    revokedAt: null,
  },
  Webhook: {
    id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
    url: 'https://api.lojadamaria.com.br/webhooks/ponte',
    event: 'item/updated',
    disabledAt: null,
    headers: { Authorization: 'Bearer whsec_6f1d2c' },
    createdAt: '2024-05-01T10:00:00.000Z',
    updatedAt: '2024-05-01T10:00:00.000Z',
  },
  PaymentInstitution: institution,
  PaymentRecipient: recipient,
  PaymentRequest: {
    id: 'bb236f8d-caa5-47eb-97bf-688475037f3e',
    amount: 89.9,
    fees: 0,
    description: 'Pedido #10432 - Loja da Maria',
    status: 'WAITING_PAYER_AUTHORIZATION',
    clientPaymentId: 'pedido-10432',
    createdAt: '2024-05-12T16:57:17.511Z',
    updatedAt: '2024-05-12T16:58:02.004Z',
    callbackUrls: { success: 'https://lojadamaria.com.br/ok', error: 'https://lojadamaria.com.br/erro' },
    paymentUrl: 'https://pay.example.com.br/bb236f8d-caa5-47eb-97bf-688475037f3e',
    recipient,
    customer: {
      id: '4f3e2d1c-0b9a-4877-8665-544332211000',
      name: 'Maria da Silva Santos',
      email: 'maria.santos@example.com.br',
      cpf: '12345678909',
      type: 'INDIVIDUAL',
    },
    smartAccount: null,
    pixQrCode: null,
    boleto: null,
    automaticPix: null,
    schedule: { type: 'MONTHLY', startDate: '2024-06-05', occurrences: 12, dayOfMonth: 5 },
    errorDetail: null,
    isSandbox: true,
  },
  PaymentIntent: {
    id: 'e1d2c3b4-a5f6-4e7d-8c9b-0a1b2c3d4e5f',
    status: 'PAYMENT_COMPLETED',
    createdAt: '2024-05-12T16:58:00.000Z',
    updatedAt: '2024-05-12T16:59:30.000Z',
    connector,
    consentUrl: 'https://openfinance.itau.com.br/consent?id=abc123',
    paymentMethod: 'PIS',
    pixData: null,
  },
  SmartTransferPreauthorization: {
    id: '9e8d7c6b-5a4f-4e3d-2c1b-0a9f8e7d6c5b',
    status: 'COMPLETED',
    consentUrl: 'https://openfinance.itau.com.br/consent?id=pre123',
    clientPreauthorizationId: 'assinatura-7781',
    callbackUrls: { success: 'https://lojadamaria.com.br/ok' },
    recipients: [recipient],
    connector,
    createdAt: '2024-05-01T10:00:00.000Z',
    updatedAt: '2024-05-01T10:05:00.000Z',
    configuration: { totalAllowedAmount: 5000, transactionLimit: 500, periodicLimits: null },
  },
  SmartTransferPayment: {
    id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    preauthorizationId: '9e8d7c6b-5a4f-4e3d-2c1b-0a9f8e7d6c5b',
    status: 'PAYMENT_REJECTED',
    amount: 120.5,
    description: 'Mensalidade academia',
    recipient,
    clientPaymentId: 'mensalidade-2024-05',
    createdAt: '2024-05-05T08:00:00.000Z',
    updatedAt: '2024-05-05T08:01:00.000Z',
    errorDetail: {
      code: 'PAYMENT_REJECTED_BY_HOLDER',
      description: 'Pagamento recusado pela detentora',
      detail: 'Saldo insuficiente',
    },
  },
  AutomaticPixPayment: {
    id: '6c5b4a39-2817-4615-9e0d-1c2b3a4f5e6d',
    status: 'ERROR',
    amount: 49.9,
    description: 'Plano Fibra 500 Mega',
    date: '2024-06-10',
    errorDetail: { code: 'SALDO_INSUFICIENTE', detail: 'Saldo insuficiente na conta do pagador' },
    clientPaymentId: 'fatura-2024-06',
    recipientId: '5d9e1c02-8a7b-4f43-b1e2-0c6a2f9d4e31',
    isFirstPayment: false,
    attempts: [
      {
        id: 'att-1',
        status: 'ERROR',
        date: '2024-06-10',
        errorDetail: { code: 'SALDO_INSUFICIENTE', detail: 'Saldo insuficiente na conta do pagador' },
      },
    ],
  },
  Boleto: {
    id: 'f0e1d2c3-b4a5-4968-8776-655443322110',
    amount: 350,
    status: 'PAID',
    seuNumero: 'LOJA-2024-0042',
    dueDate: '2024-06-15T00:00:00.000Z',
    payer: {
      taxNumber: '12345678909',
      personType: 'INDIVIDUAL',
      name: 'Maria da Silva Santos',
      addressStreet: 'Rua das Laranjeiras',
      addressNumber: '145',
      addressComplement: 'Apto 32',
      addressNeighborhood: 'Laranjeiras',
      addressCity: 'Rio de Janeiro',
      addressState: 'RJ',
      addressZipCode: '22240003',
      email: 'maria.santos@example.com.br',
      ddd: '21',
      phoneNumber: '987654321',
    },
    digitableLine: '00190000090123456789012345678901234567890123456',
    nossoNumero: '00012345678',
    barcode: '00199876500000350000000001234567890123456789',
    boletoConnectionId: 'b0c1d2e3-f4a5-4b6c-8d7e-9f0a1b2c3d4e',
    createdAt: '2024-06-01T09:00:00.000Z',
    amountPaid: 350,
    paymentOrigin: 'PIX',
    fine: { value: 2, type: 'PERCENTAGE' },
    interest: { value: 1, type: 'PERCENTAGE' },
    paidAt: '2024-06-14T18:03:00.000Z',
  },
  BoletoConnection: {
    id: 'b0c1d2e3-f4a5-4b6c-8d7e-9f0a1b2c3d4e',
    connectorId: 2,
    createdAt: '2024-05-20T11:00:00.000Z',
    updatedAt: '2024-05-20T11:00:00.000Z',
  },
  RateLimitBody: { message: 'Too many requests, please try again later.', code: 429 },
  CreateWebhookRequest: {
    url: 'https://api.lojadamaria.com.br/webhooks/ponte',
    event: 'all',
    headers: { Authorization: 'Bearer whsec_6f1d2c' },
  },
  UpdateWebhookRequest: { headers: null, enabled: true },
  CreatePaymentRequest: {
    amount: 89.9,
    description: 'Pedido #10432',
    recipientId: '5d9e1c02-8a7b-4f43-b1e2-0c6a2f9d4e31',
    callbackUrls: { success: 'https://lojadamaria.com.br/ok', error: 'https://lojadamaria.com.br/erro' },
    schedule: { type: 'WEEKLY', startDate: '2024-06-03', occurrences: 4, dayOfWeek: 'MONDAY' },
    clientPaymentId: 'pedido-10432',
    isSandbox: true,
  },
  CreatePixQrPaymentRequest: {
    pixQrCode: '00020126360014br.gov.bcb.pix0114+5521987654321520400005303986540589.905802BR5913LOJA DA MARIA6014RIO DE JANEIRO62070503***6304B1C2',
    callbackUrls: null,
    customerId: '4f3e2d1c-0b9a-4877-8665-544332211000',
    isSandbox: false,
  },
  ScheduleAutomaticPixPaymentRequest: {
    amount: 49.9,
    description: 'Plano Fibra 500 Mega',
    date: '2024-06-10',
    clientPaymentId: 'fatura-2024-06',
  },
  CreatePaymentIntentRequest: {
    paymentRequestId: 'bb236f8d-caa5-47eb-97bf-688475037f3e',
    connectorId: 201,
    parameters: { cpf: '12345678909', cnpj: '11222333000181', name: 'Maria da Silva Santos' },
    paymentMethod: 'PIS',
  },
  CreatePaymentRecipientRequest: {
    name: 'Padaria Pão de Queijo Ltda',
    taxNumber: '11222333000181',
    paymentInstitutionId: '1b0c5f44-6d1a-4d3e-9a4c-2f1f7b8e9c10',
    account: { branch: '1234', number: '56789-0', type: 'CHECKING_ACCOUNT' },
  },
  CreateSmartTransferPreauthorizationRequest: {
    connectorId: 201,
    parameters: { cpf: '12345678909' },
    recipientIds: ['5d9e1c02-8a7b-4f43-b1e2-0c6a2f9d4e31'],
    callbackUrls: { success: 'https://lojadamaria.com.br/ok', error: 'https://lojadamaria.com.br/erro' },
    clientPreauthorizationId: 'assinatura-7781',
    configuration: { totalAllowedAmount: 5000, transactionLimit: 500 },
  },
  CreateSmartTransferPaymentRequest: {
    preauthorizationId: '9e8d7c6b-5a4f-4e3d-2c1b-0a9f8e7d6c5b',
    recipientId: '5d9e1c02-8a7b-4f43-b1e2-0c6a2f9d4e31',
    amount: 120.5,
    description: 'Mensalidade academia',
  },
  CreateBoletoRequest: {
    boletoConnectionId: 'b0c1d2e3-f4a5-4b6c-8d7e-9f0a1b2c3d4e',
    boleto: {
      seuNumero: 'LOJA-2024-0042',
      amount: 350,
      dueDate: '2024-06-15T00:00:00.000Z',
      payer: {
        taxNumber: '11222333000181',
        name: 'Padaria Pão de Queijo Ltda',
        personType: 'BUSINESS',
        addressStreet: 'Avenida Paulista',
        addressNumber: '1000',
        addressCity: 'São Paulo',
        addressState: 'SP',
        addressZipCode: '01310100',
      },
      fine: { value: 2, type: 'PERCENTAGE' },
      interest: { value: 1, type: 'PERCENTAGE' },
    },
  },
  CreateBoletoConnectionRequest: { itemId: '0f7c2a9e-5b1d-4c3a-8e6f-9d2b4a1c7e53' },
};

const schemas: Record<keyof typeof samples, Schema> = {
  Account,
  'Account (credit card)': Account,
  Transaction,
  Investment,
  Consent,
  Webhook,
  PaymentInstitution,
  PaymentRecipient,
  PaymentRequest,
  PaymentIntent,
  SmartTransferPreauthorization,
  SmartTransferPayment,
  AutomaticPixPayment,
  Boleto,
  BoletoConnection,
  RateLimitBody,
  CreateWebhookRequest,
  UpdateWebhookRequest,
  CreatePaymentRequest,
  CreatePixQrPaymentRequest,
  ScheduleAutomaticPixPaymentRequest,
  CreatePaymentIntentRequest,
  CreatePaymentRecipientRequest,
  CreateSmartTransferPreauthorizationRequest,
  CreateSmartTransferPaymentRequest,
  CreateBoletoRequest,
  CreateBoletoConnectionRequest,
};

const cases = (Object.keys(samples) as (keyof typeof samples)[]).map((name) => [name, schemas[name], samples[name]] as const);

/** A copy of `value` with `patch` written at `path`; every key but the last must already exist. */
const withAt = (value: unknown, path: readonly (string | number)[], patch: unknown): unknown => {
  const copy: unknown = structuredClone(value);
  let cursor: unknown = copy;
  for (const key of path.slice(0, -1)) {
    cursor = (cursor as Record<string | number, unknown>)[key];
  }
  (cursor as Record<string | number, unknown>)[path[path.length - 1] as string | number] = patch;
  return copy;
};

const issuePaths = (schema: Schema, value: unknown): string[] => {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('a realistic body', () => {
  it.each(cases)('%s parses with every field kept', (_name, schema, sample) => {
    const result = z.safeParse(schema, sample);
    expect(result.success).toBe(true);
    expect(result.data).toEqual(sample);
  });
});

describe('an unknown field', () => {
  it.each(cases)('%s: is dropped, not fatal', (_name, schema, sample) => {
    const result = z.safeParse(schema, { ...sample, addedByANewerServer: { nested: true } });
    expect(result.success).toBe(true);
    expect(result.data).toEqual(sample);
  });

  it('inside a nested object is dropped too', () => {
    const sample = withAt(samples.Account, ['bankData', 'reservedBalances', 0, 'goal'], 2000);
    const result = Account.safeParse(sample);
    expect(result.success).toBe(true);
    expect(result.data).toEqual(samples.Account);
  });
});

describe('a wrong type', () => {
  it.each([
    ['Transaction', ['amount'], Transaction, samples.Transaction, '-150,00'],
    ['Transaction', ['accountId'], Transaction, samples.Transaction, 42],
    ['Investment', ['balance'], Investment, samples.Investment, '10512.33'],
    ['Investment', ['metadata', 'rate'], Investment, samples.Investment, '110%'],
    ['Consent', ['products'], Consent, samples.Consent, 'ACCOUNTS'],
    ['Webhook', ['event'], Webhook, samples.Webhook, null],
    ['SmartTransferPayment', ['amount'], SmartTransferPayment, samples.SmartTransferPayment, '120.50'],
    ['BoletoConnection', ['connectorId'], BoletoConnection, samples.BoletoConnection, '2'],
    ['RateLimitBody', ['code'], RateLimitBody, samples.RateLimitBody, 500],
    ['Account', ['bankData', 'closingBalance'], Account, samples.Account, '3180,12'],
    ['PaymentRequest', ['amount'], PaymentRequest, samples.PaymentRequest, '89.90'],
    ['Boleto', ['payer', 'taxNumber'], Boleto, samples.Boleto, 12345678909],
    ['AutomaticPixPayment', ['attempts', 0, 'status'], AutomaticPixPayment, samples.AutomaticPixPayment, 1],
    ['CreateWebhookRequest', ['url'], CreateWebhookRequest, samples.CreateWebhookRequest, undefined],
    ['CreateBoletoRequest', ['boleto', 'payer', 'addressCity'], CreateBoletoRequest, samples.CreateBoletoRequest, undefined],
    ['CreatePaymentIntentRequest', ['parameters', 'cpf'], CreatePaymentIntentRequest, samples.CreatePaymentIntentRequest, 12345678909],
    ['ScheduleAutomaticPixPaymentRequest', ['date'], ScheduleAutomaticPixPaymentRequest, samples.ScheduleAutomaticPixPaymentRequest, undefined],
  ] as const)('%s: %j fails and names the field', (_name, path, schema, sample, bad) => {
    expect(issuePaths(schema, withAt(sample, path, bad))).toEqual([path.join('.')]);
  });

  it('in an embedded bank-account recipient fails instead of passing as an unknown kind', () => {
    const bad = withAt(samples.PaymentRequest, ['recipient', 'account', 'branch'], 1234);
    expect(issuePaths(PaymentRequest, bad)).toEqual(['recipient']);
  });
});

describe('a newer value from the server', () => {
  it.each([
    ['Account type', Account, samples.Account, ['type'], 'INVESTMENT'],
    ['Account subtype', Account, samples.Account, ['subtype'], 'PAYMENT_ACCOUNT'],
    ['credit card status', Account, samples['Account (credit card)'], ['creditData', 'status'], 'SUSPENDED'],
    ['Transaction type', Transaction, samples.Transaction, ['type'], 'TRANSFER'],
    ['Investment type', Investment, samples.Investment, ['type'], 'CRYPTO'],
    ['Investment subtype', Investment, samples.Investment, ['subtype'], 'CRYPTOCURRENCY'],
    ['Investment status', Investment, samples.Investment, ['status'], 'BLOCKED'],
    ['open-finance permission', Consent, samples.Consent, ['openFinancePermissionsGranted', 0], 'LOANS_ALL'],
    ['webhook event', Webhook, samples.Webhook, ['event'], 'loan/created'],
    ['payment request status', PaymentRequest, samples.PaymentRequest, ['status'], 'PARTIALLY_REFUNDED'],
    ['recipient kind', PaymentRequest, samples.PaymentRequest, ['recipient', 'type'], 'SMART_ACCOUNT'],
    ['recipient resource kind', PaymentRecipient, samples.PaymentRecipient, ['type'], 'PIX_KEY'],
    ['schedule kind', PaymentRequest, samples.PaymentRequest, ['schedule', 'type'], 'YEARLY'],
    ['payment intent status', PaymentIntent, samples.PaymentIntent, ['status'], 'EXPIRED'],
    ['preauthorization status', SmartTransferPreauthorization, samples.SmartTransferPreauthorization, ['status'], 'EXPIRED'],
    ['smart transfer error code', SmartTransferPayment, samples.SmartTransferPayment, ['errorDetail', 'code'], 'TIMEOUT'],
    ['automatic PIX status', AutomaticPixPayment, samples.AutomaticPixPayment, ['status'], 'RETRYING'],
    ['automatic PIX error code', AutomaticPixPayment, samples.AutomaticPixPayment, ['errorDetail', 'code'], 'NOVO_CODIGO'],
    ['boleto status', Boleto, samples.Boleto, ['status'], 'PARTIALLY_PAID'],
  ] as const)('%s is kept', (_name, schema, sample, path, value) => {
    const patched = withAt(sample, path, value);
    const result = z.safeParse(schema, patched);
    expect(result.success).toBe(true);
    expect(result.data).toEqual(patched);
  });
});

describe('the embedded payment recipient', () => {
  it.each(['PIX_QR_CODE', 'BOLETO'])('of kind %s parses with its kind', (type) => {
    const sample = withAt(samples.PaymentRequest, ['recipient'], {
      type,
      name: 'Loja da Maria',
      taxNumber: '11222333000181',
    });
    expect(PaymentRequest.safeParse(sample).data?.recipient?.type).toBe(type);
  });

  it('without a kind is a bank account, as the public client sends it', () => {
    const { type: _type, ...untyped } = recipient;
    const sample = withAt(samples.PaymentRequest, ['recipient'], untyped);
    expect(PaymentRequest.safeParse(sample).data?.recipient).toEqual(untyped);
  });
});

describe('request bodies', () => {
  it.each([
    ['an unknown schedule kind', { amount: 10, schedule: { type: 'YEARLY', startDate: '2024-06-01' } }, 'schedule.type'],
    [
      'a weekly schedule without its day',
      { amount: 10, schedule: { type: 'WEEKLY', startDate: '2024-06-03', occurrences: 4 } },
      'schedule.dayOfWeek',
    ],
    ['no amount', { description: 'Pedido #10432' }, 'amount'],
  ])('a payment request with %s is rejected', (_name, body, path) => {
    expect(issuePaths(CreatePaymentRequest, body)).toEqual([path]);
  });

  it.each([
    ['a PIX key', { pixKey: 'maria.santos@example.com.br' }],
    ['a smart account', { smartAccountId: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d' }],
  ])('a recipient can be created from %s', (_name, body) => {
    expect(CreatePaymentRecipientRequest.safeParse(body).data).toEqual(body);
  });

  it('a recipient with bank details but no institution is rejected', () => {
    const { paymentInstitutionId: _id, ...body } = samples.CreatePaymentRecipientRequest;
    expect(CreatePaymentRecipientRequest.safeParse(body).success).toBe(false);
  });

  it('a PIX intent needs neither connector nor payer', () => {
    const body = { paymentRequestId: 'bb236f8d-caa5-47eb-97bf-688475037f3e', paymentMethod: 'PIX' };
    expect(CreatePaymentIntentRequest.safeParse(body).data).toEqual(body);
  });

  it('a preauthorization without recipients is rejected', () => {
    const body = withAt(samples.CreateSmartTransferPreauthorizationRequest, ['recipientIds'], undefined);
    expect(issuePaths(CreateSmartTransferPreauthorizationRequest, body)).toEqual(['recipientIds']);
  });

  it.each([
    ['an empty update', {}],
    ['only a new event', { event: 'payment_intent/completed' }],
  ])('a webhook update of %s is accepted', (_name, body) => {
    expect(UpdateWebhookRequest.safeParse(body).success).toBe(true);
  });

  it.each([
    ['a boleto connection without an item', CreateBoletoConnectionRequest, {}, 'itemId'],
    ['a PIX QR payment request without the code', CreatePixQrPaymentRequest, { isSandbox: true }, 'pixQrCode'],
  ] as const)('%s is rejected', (_name, schema, body, path) => {
    expect(issuePaths(schema, body)).toEqual([path]);
  });
});

describe('the investment subtype grouping', () => {
  it('has one entry per investment type', () => {
    expect(Object.keys(INVESTMENT_SUBTYPES_BY_TYPE).sort()).toEqual([...INVESTMENT_TYPES].sort());
  });

  it('covers every subtype exactly once', () => {
    const grouped: string[] = Object.values(INVESTMENT_SUBTYPES_BY_TYPE).flat();
    expect(grouped.length).toBe(INVESTMENT_SUBTYPES.length);
    expect([...grouped].sort()).toEqual([...INVESTMENT_SUBTYPES].sort());
  });

  it.each([
    ['REAL_ESTATE_FUND', 'EQUITY'],
    ['LF', 'FIXED_INCOME'],
    ['FI_AGRO', 'MUTUAL_FUND'],
    ['RETIREMENT', 'SECURITY'],
  ] as const)('puts %s under %s', (subtype, type) => {
    expect(INVESTMENT_SUBTYPES_BY_TYPE[type]).toContain(subtype);
  });
});

describe("an item's keyed parts", () => {
  const base = { id: 'item-1', status: 'UPDATED', executionStatus: 'SUCCESS' };

  it('keep every key of an error or a user action attributes, and of a connector health details', () => {
    const parsed = Item.parse({
      ...base,
      error: { code: 'USER_AUTHORIZATION_PENDING', message: 'Approve it', attributes: { deviceNickname: 'Phone', other: 'x' } },
      userAction: { instructions: 'Open the app', attributes: { approvalUrl: 'https://bank.example/a', tries: 2 } },
      connector: { id: 1, health: { status: 'ONLINE', details: { lastCheck: 3, note: null } } },
    });
    expect(parsed.error?.attributes).toEqual({ deviceNickname: 'Phone', other: 'x' });
    expect(parsed.userAction?.attributes).toEqual({ approvalUrl: 'https://bank.example/a', tries: 2 });
    expect(parsed.connector?.health?.details).toEqual({ lastCheck: 3, note: null });
  });

  it('pass what the widget does not read on as sent, and check what it reads', () => {
    const connector = { id: 1, name: 'Bank', type: 7, addedLater: { x: 1 }, health: { status: 'ONLINE', stage: 3 } };
    const item = { ...base, connector, webhookUrl: 42, statusDetail: { accounts: { isUpdated: true, warnings: 'w' } } };
    expect(Item.parse(item)).toEqual(item);
    expect(Item.parse({ ...base, addedLater: 1 })).toEqual(base);
    expect(Item.safeParse({ ...base, connector: { ...connector, name: 5 } }).error?.issues[0]?.path).toEqual(['connector', 'name']);
    expect(Item.safeParse({ ...base, connector: { id: 1, credentials: [{ name: 'user', label: 'User', type: 1 }] } }).success).toBe(false);
  });

  it('refuse an error attribute that is not text', () => {
    const parsed = Item.safeParse({ ...base, error: { code: 'X', message: 'm', attributes: { deviceNickname: 1 } } });
    expect(parsed.error?.issues[0]?.path).toEqual(['error', 'attributes', 'deviceNickname']);
  });

  it('read statusDetail under the interface keys only, each one checked, a key added later dropped', () => {
    const detail = { accounts: { isUpdated: true }, loans: null, creditCards: { isUpdated: false, warnings: [] } };
    expect(Item.parse({ ...base, statusDetail: detail }).statusDetail).toEqual(detail);
    expect(Item.parse({ ...base, statusDetail: { accounts: { isUpdated: true }, pets: { isUpdated: false } } }).statusDetail).toEqual({
      accounts: { isUpdated: true },
    });
    expect(Item.safeParse({ ...base, statusDetail: { accounts: { isUpdated: 'yes' } } }).error?.issues[0]?.path).toEqual([
      'statusDetail',
      'accounts',
      'isUpdated',
    ]);
  });
});
