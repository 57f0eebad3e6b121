// The credit contracts a person or a company typically holds, as Open Finance names them.
import type { LoanAmortizationScheduled, LoanKind } from '../../../../src/api/schemas/index.js';

export type LoanTemplate = {
  productName: string;
  /** Open Finance product subtype. */
  type: string;
  /** Central Bank credit modality code, part of the standard contract number (IPOC). */
  modality: string;
  kind: LoanKind;
  amount: readonly [number, number];
  /** Terms offered, in monthly installments; [1] is a single payment at the end. */
  terms: readonly number[];
  /** Fixed part of the annual rate (1 = 100%). */
  annualRate: readonly [number, number];
  /** Indexer added to the fixed part, when the rate is post-fixed. */
  indexer: { type: 'PRE_FIXADO' } | { type: 'POS_FIXADO'; subType: 'CDI' | 'TR_TBF'; annual: number };
  amortization: LoanAmortizationScheduled;
  /** Asset pledged, as a share of the loan (the loan covers part of the asset's value). */
  warranty?: { type: string; subtype: string; loanToValue: readonly [number, number] };
  /** Payroll-deducted: the paying entity's CNPJ. */
  consignee?: string;
  /** One-off registration fee, in BRL. */
  registrationFee?: readonly [number, number];
  /** Monthly administration fee, in BRL. */
  monthlyFee?: number;
  /** Days between the contract and the first day of the statements (negative: signed after it). */
  age: readonly [number, number];
  weight: number;
};

const CDI = 0.1065;
const TR = 0.011;
const INSS_CNPJ = '29979036000140';

export const PERSONAL_LOANS: readonly LoanTemplate[] = [
  {
    productName: 'Crédito Pessoal',
    type: 'CREDITO_PESSOAL_SEM_CONSIGNACAO',
    modality: '0203',
    kind: 'LOAN',
    amount: [3000, 30_000],
    terms: [12, 18, 24, 36, 48],
    annualRate: [0.45, 1.2],
    indexer: { type: 'PRE_FIXADO' },
    amortization: 'PRICE',
    registrationFee: [450, 900],
    age: [20, 330],
    weight: 4,
  },
  {
    productName: 'Empréstimo Consignado INSS',
    type: 'CREDITO_PESSOAL_COM_CONSIGNACAO',
    modality: '0202',
    kind: 'LOAN',
    amount: [5000, 60_000],
    terms: [48, 60, 72, 84],
    annualRate: [0.2, 0.26],
    indexer: { type: 'PRE_FIXADO' },
    amortization: 'PRICE',
    consignee: INSS_CNPJ,
    age: [30, 900],
    weight: 2,
  },
  {
    productName: 'Financiamento de Veículo',
    type: 'AQUISICAO_BENS_VEICULOS_AUTOMOTORES',
    modality: '0401',
    kind: 'FINANCING',
    amount: [30_000, 120_000],
    terms: [24, 36, 48, 60],
    annualRate: [0.17, 0.28],
    indexer: { type: 'PRE_FIXADO' },
    amortization: 'PRICE',
    warranty: { type: 'ALIENACAO_FIDUCIARIA', subtype: 'VEICULOS', loanToValue: [0.6, 0.8] },
    registrationFee: [600, 1200],
    age: [30, 900],
    weight: 3,
  },
  {
    productName: 'Financiamento Imobiliário SFH',
    type: 'FINANCIAMENTO_HABITACIONAL_SFH',
    modality: '0901',
    kind: 'FINANCING',
    amount: [150_000, 800_000],
    terms: [240, 300, 360, 420],
    annualRate: [0.09, 0.115],
    indexer: { type: 'POS_FIXADO', subType: 'TR_TBF', annual: TR },
    amortization: 'SAC',
    warranty: { type: 'ALIENACAO_FIDUCIARIA', subtype: 'IMOVEIS_RESIDENCIAIS', loanToValue: [0.5, 0.8] },
    monthlyFee: 25,
    age: [60, 2500],
    weight: 1,
  },
];

export const BUSINESS_LOANS: readonly LoanTemplate[] = [
  {
    productName: 'Capital de Giro',
    type: 'CAPITAL_GIRO_PRAZO_VENCIMENTO_SUPERIOR_365_DIAS',
    modality: '0216',
    kind: 'LOAN',
    amount: [50_000, 500_000],
    terms: [12, 18, 24, 36, 48],
    annualRate: [0.06, 0.14],
    indexer: { type: 'POS_FIXADO', subType: 'CDI', annual: CDI },
    amortization: 'PRICE',
    registrationFee: [1500, 4000],
    age: [20, 600],
    weight: 4,
  },
  {
    productName: 'Desconto de Duplicatas',
    type: 'DESCONTO_DUPLICATAS',
    modality: '0301',
    kind: 'INVOICE_FINANCING',
    amount: [20_000, 200_000],
    terms: [1],
    annualRate: [0.25, 0.4],
    indexer: { type: 'PRE_FIXADO' },
    amortization: 'WITHOUT_AMORTIZATION_SYSTEM',
    warranty: { type: 'CESSAO_DIREITOS_CREDITORIOS', subtype: 'DUPLICATAS', loanToValue: [1, 1] },
    age: [-55, -10],
    weight: 2,
  },
  {
    productName: 'Financiamento de Máquinas e Equipamentos',
    type: 'AQUISICAO_BENS_OUTROS_BENS',
    modality: '0499',
    kind: 'FINANCING',
    amount: [100_000, 600_000],
    terms: [36, 48, 60],
    annualRate: [0.13, 0.19],
    indexer: { type: 'PRE_FIXADO' },
    amortization: 'SAC',
    warranty: { type: 'ALIENACAO_FIDUCIARIA', subtype: 'EQUIPAMENTOS', loanToValue: [0.7, 0.9] },
    registrationFee: [2000, 5000],
    age: [30, 900],
    weight: 2,
  },
];
