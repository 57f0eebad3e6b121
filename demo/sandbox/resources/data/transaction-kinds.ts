// The kinds of movement statements are made of: descriptions as banks print them, categories, types.

export type Merchant = { name: string; businessName: string; cnpj: string; category: string };

export type TransactionKind = {
  description: string;
  category: string;
  categoryId: string;
  type: 'DEBIT' | 'CREDIT';
  min: number;
  max: number;
  operationType: string | null;
  /** A person on the other side (PIX, TED), named in the description and payment data. */
  counterpart?: 'person' | 'company';
  paymentMethod?: 'PIX' | 'TED' | 'BOLETO';
  merchant?: Merchant;
  /** Card purchases only: MCC of the merchant. */
  mcc?: number;
  /** How often it is drawn relative to the others. */
  weight: number;
};

export const CATEGORIES = {
  salary: ['Salary', '01010000'],
  income: ['Income', '01000000'],
  interest: ['Proceeds interests and dividends', '03060000'],
  pix: ['Transfer - PIX', '05070000'],
  ted: ['Transfer - TED', '05090000'],
  sameHolder: ['Same person transfer', '04000000'],
  cardPayment: ['Credit card payment', '05100000'],
  groceries: ['Groceries', '07010000'],
  delivery: ['Food delivery', '09010000'],
  restaurants: ['Eating out', '09000000'],
  rides: ['Taxi and ride-hailing', '17010000'],
  fuel: ['Gas stations', '17020000'],
  pharmacy: ['Pharmacy', '14010000'],
  streaming: ['Video streaming', '12010000'],
  music: ['Music streaming', '12020000'],
  shopping: ['Online shopping', '08010000'],
  clothing: ['Clothing', '08020000'],
  travel: ['Accomodation', '18010000'],
  electricity: ['Electricity', '15030000'],
  water: ['Water', '15040000'],
  internet: ['Internet', '16030000'],
  housing: ['Housing', '15000000'],
  bankFees: ['Bank fees', '06010000'],
  cash: ['Cash withdrawal', '06020000'],
  taxes: ['Taxes', '10000000'],
  suppliers: ['Services', '19000000'],
  payroll: ['Payroll', '01040000'],
} as const satisfies Record<string, readonly [string, string]>;

type CategoryKey = keyof typeof CATEGORIES;

const kind = (
  description: string,
  category: CategoryKey,
  type: 'DEBIT' | 'CREDIT',
  [min, max]: readonly [number, number],
  weight: number,
  extra: Partial<TransactionKind> = {},
): TransactionKind => {
  const [name, id] = CATEGORIES[category];
  return { description, category: name, categoryId: id, type, min, max, operationType: null, weight, ...extra };
};

const shop = (name: string, businessName: string, cnpj: string, category: string): Merchant => ({ name, businessName, cnpj, category });

/** Everyday movements of a personal checking account. */
export const PERSONAL_CHECKING: readonly TransactionKind[] = [
  kind('PIX ENVIADO', 'pix', 'DEBIT', [15, 350], 6, { operationType: 'PIX', counterpart: 'person', paymentMethod: 'PIX' }),
  kind('PIX RECEBIDO', 'pix', 'CREDIT', [20, 450], 4, { operationType: 'PIX', counterpart: 'person', paymentMethod: 'PIX' }),
  kind('PAG*IFOOD', 'delivery', 'DEBIT', [28, 120], 4, { operationType: 'OUTROS' }),
  kind('UBER *TRIP', 'rides', 'DEBIT', [11, 58], 3, { operationType: 'OUTROS' }),
  kind('COMPRA CARTAO DEB SUPERM PAO DE ACUCAR', 'groceries', 'DEBIT', [35, 420], 3, { operationType: 'OUTROS' }),
  kind('COMPRA CARTAO DEB DROGASIL', 'pharmacy', 'DEBIT', [14, 160], 1, { operationType: 'OUTROS' }),
  kind('COMPRA CARTAO DEB POSTO IPIRANGA', 'fuel', 'DEBIT', [90, 280], 1, { operationType: 'OUTROS' }),
  kind('SAQUE BANCO24HORAS', 'cash', 'DEBIT', [50, 300], 1, { operationType: 'SAQUE' }),
  kind('TED RECEBIDA', 'ted', 'CREDIT', [150, 1500], 1, {
    operationType: 'TRANSFERENCIA_OUTRA_INSTITUICAO',
    counterpart: 'person',
    paymentMethod: 'TED',
  }),
];

/** Everyday movements of a company account. */
export const BUSINESS_CHECKING: readonly TransactionKind[] = [
  kind('PIX RECEBIDO', 'income', 'CREDIT', [80, 4800], 6, { operationType: 'PIX', counterpart: 'company', paymentMethod: 'PIX' }),
  kind('LIQUIDACAO DE BOLETO', 'income', 'CREDIT', [300, 9000], 3, { operationType: 'BOLETO' }),
  kind('PIX ENVIADO FORNECEDOR', 'suppliers', 'DEBIT', [150, 3800], 4, { operationType: 'PIX', counterpart: 'company', paymentMethod: 'PIX' }),
  kind('PAGAMENTO DE BOLETO', 'suppliers', 'DEBIT', [200, 5200], 2, { operationType: 'BOLETO', paymentMethod: 'BOLETO' }),
  kind('TED ENVIADA', 'ted', 'DEBIT', [500, 7000], 1, {
    operationType: 'TRANSFERENCIA_OUTRA_INSTITUICAO',
    counterpart: 'company',
    paymentMethod: 'TED',
  }),
  kind('TARIFA PIX COBRANCA', 'bankFees', 'DEBIT', [0.99, 9.9], 1, { operationType: 'TARIFA_SERVICOS_AVULSOS' }),
];

/** Purchases on a credit card. */
export const CARD_PURCHASES: readonly TransactionKind[] = [
  kind('PAG*IFOOD', 'delivery', 'DEBIT', [28, 130], 5, {
    merchant: shop('iFood', 'IFOOD.COM AGENCIA DE RESTAURANTES ONLINE S.A.', '14.380.200/0001-21', 'Food delivery'),
    mcc: 5812,
  }),
  kind('UBER *TRIP HELP.UBER.COM', 'rides', 'DEBIT', [10, 65], 4, {
    merchant: shop('Uber', 'UBER DO BRASIL TECNOLOGIA LTDA.', '17.895.646/0001-87', 'Taxi and ride-hailing'),
    mcc: 4121,
  }),
  kind('CARREFOUR HIPER', 'groceries', 'DEBIT', [45, 520], 3, {
    merchant: shop('Carrefour', 'CARREFOUR COMERCIO E INDUSTRIA LTDA', '45.543.915/0001-81', 'Groceries'),
    mcc: 5411,
  }),
  kind('AMAZON MARKETPLACE', 'shopping', 'DEBIT', [29, 480], 2, {
    merchant: shop('Amazon', 'AMAZON SERVICOS DE VAREJO DO BRASIL LTDA.', '15.436.940/0001-03', 'Online shopping'),
    mcc: 5942,
  }),
  kind('MERCADOLIVRE*LOJA', 'shopping', 'DEBIT', [19, 350], 2, {
    merchant: shop('Mercado Livre', 'EBAZAR.COM.BR LTDA', '03.007.331/0001-41', 'Online shopping'),
    mcc: 5999,
  }),
  kind('RAIA DROGASIL', 'pharmacy', 'DEBIT', [15, 190], 1, {
    merchant: shop('Droga Raia', 'RAIA DROGASIL S.A.', '61.585.865/0001-51', 'Pharmacy'),
    mcc: 5912,
  }),
  kind('RESTAURANTE SABOR CASEIRO', 'restaurants', 'DEBIT', [32, 160], 2, { mcc: 5812 }),
  kind('PADARIA REAL', 'restaurants', 'DEBIT', [8, 45], 2, { mcc: 5462 }),
  kind('POSTO SHELL', 'fuel', 'DEBIT', [100, 300], 1, { merchant: shop('Shell', 'RAIZEN S.A.', '33.453.598/0001-23', 'Gas stations'), mcc: 5541 }),
  kind('RENNER', 'clothing', 'DEBIT', [60, 420], 1, { merchant: shop('Renner', 'LOJAS RENNER S.A.', '92.754.738/0001-62', 'Clothing'), mcc: 5651 }),
];

/** Monthly card subscriptions, charged on a fixed day. */
export const CARD_SUBSCRIPTIONS: readonly TransactionKind[] = [
  kind('NETFLIX.COM', 'streaming', 'DEBIT', [44.9, 44.9], 1, {
    merchant: shop('Netflix', 'NETFLIX ENTRETENIMENTO BRASIL LTDA.', '13.590.585/0001-99', 'Video streaming'),
    mcc: 4899,
  }),
  kind('SPOTIFY', 'music', 'DEBIT', [21.9, 21.9], 1, {
    merchant: shop('Spotify', 'SPOTIFY BRASIL SERVICOS DE MUSICA LTDA.', '17.770.708/0001-24', 'Music streaming'),
    mcc: 5815,
  }),
];

/** A purchase abroad, billed in USD. */
export const CARD_ABROAD = kind('STEAMGAMES.COM', 'shopping', 'DEBIT', [5, 60], 1, { mcc: 5816 });

/** A purchase split in installments ("PARC 02/10"). */
export const CARD_INSTALLMENT = kind('MAGAZINE LUIZA', 'shopping', 'DEBIT', [900, 4800], 1, {
  merchant: shop('Magalu', 'MAGAZINE LUIZA S/A', '47.960.950/0001-21', 'Online shopping'),
  mcc: 5732,
});

/** Fixed monthly movements of a bank account; `day` is the day of month. */
export type MonthlyKind = TransactionKind & { day: number };

const monthly = (day: number, k: TransactionKind): MonthlyKind => ({ ...k, day });

export const PERSONAL_MONTHLY: readonly MonthlyKind[] = [
  monthly(1, kind('TARIFA PACOTE DE SERVICOS', 'bankFees', 'DEBIT', [34.9, 34.9], 1, { operationType: 'PACOTE_TARIFA_SERVICOS' })),
  monthly(5, kind('PAGTO SALARIO', 'salary', 'CREDIT', [0, 0], 1, { operationType: 'FOLHA_PAGAMENTO' })),
  monthly(10, kind('PAG BOLETO CONDOMINIO', 'housing', 'DEBIT', [480, 1350], 1, { operationType: 'BOLETO', paymentMethod: 'BOLETO' })),
  monthly(15, kind('DEBITO AUT. ENERGIA ELETRICA', 'electricity', 'DEBIT', [95, 380], 1, { operationType: 'CONVENIO_ARRECADACAO' })),
  monthly(18, kind('DEBITO AUT. SANEAMENTO AGUA', 'water', 'DEBIT', [60, 190], 1, { operationType: 'CONVENIO_ARRECADACAO' })),
  monthly(20, kind('DEBITO AUT. VIVO FIBRA', 'internet', 'DEBIT', [99.9, 149.9], 1, { operationType: 'CONVENIO_ARRECADACAO' })),
];

export const BUSINESS_MONTHLY: readonly MonthlyKind[] = [
  monthly(1, kind('TARIFA MENSALIDADE CONTA PJ', 'bankFees', 'DEBIT', [69.9, 69.9], 1, { operationType: 'PACOTE_TARIFA_SERVICOS' })),
  monthly(5, kind('FOLHA DE PAGAMENTO', 'payroll', 'DEBIT', [0, 0], 1, { operationType: 'FOLHA_PAGAMENTO' })),
  monthly(20, kind('DAS SIMPLES NACIONAL', 'taxes', 'DEBIT', [900, 4200], 1, { operationType: 'CONVENIO_ARRECADACAO' })),
  monthly(20, kind('GPS INSS', 'taxes', 'DEBIT', [600, 2400], 1, { operationType: 'CONVENIO_ARRECADACAO' })),
];

export const SAVINGS_INTEREST = kind('RENDIMENTO POUPANCA', 'interest', 'CREDIT', [0, 0], 1, { operationType: 'OUTROS' });
export const SAVINGS_DEPOSIT = kind('APLICACAO POUPANCA', 'sameHolder', 'CREDIT', [100, 1500], 1, {
  operationType: 'TRANSFERENCIA_MESMA_INSTITUICAO',
});
export const SAVINGS_WITHDRAWAL = kind('RESGATE POUPANCA', 'sameHolder', 'DEBIT', [100, 1200], 1, {
  operationType: 'TRANSFERENCIA_MESMA_INSTITUICAO',
});
export const CARD_BILL_PAYMENT = kind('PAGAMENTO RECEBIDO - OBRIGADO', 'cardPayment', 'CREDIT', [0, 0], 1, { operationType: null });

/** Names that appear as the other side of PIX and TED transfers. */
export const COUNTERPART_PEOPLE = [
  'MARIA APARECIDA SOUZA',
  'JOSE CARLOS PEREIRA',
  'ANA PAULA LIMA',
  'PEDRO HENRIQUE ALVES',
  'LUCIANA RIBEIRO',
  'MARCOS VINICIUS ROCHA',
  'CLAUDIA MARTINS',
  'RICARDO GOMES',
] as const;
export const COUNTERPART_COMPANIES = [
  'DISTRIBUIDORA BOA VISTA LTDA',
  'GRAFICA E EDITORA IPE LTDA',
  'TECH SOLUCOES DIGITAIS ME',
  'ATACADAO SERRA AZUL LTDA',
  'LOGISTICA EXPRESSA SA',
  'PADARIA E CONFEITARIA MARE LTDA',
] as const;

export function pickWeighted<T extends { weight: number }>(values: readonly T[], roll: number): T {
  const total = values.reduce((sum, v) => sum + v.weight, 0);
  let cursor = roll * total;
  for (const value of values) {
    cursor -= value.weight;
    if (cursor < 0) return value;
  }
  const last = values[values.length - 1];
  if (last === undefined) throw new Error('pick from an empty list');
  return last;
}
