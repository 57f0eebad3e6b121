// One template per investment subtype: names, tickers and issuers, and how the asset is valued.
import type { InvestmentSubtype, InvestmentType } from '../../../../src/api/schemas/index.js';

/** fixed: priced by rate and time; fund: quotas; listed: traded on B3; pension and capitalisation apart. */
export type Valuation = 'fixed' | 'fund' | 'listed' | 'pension' | 'other';

export type InvestmentTemplate = {
  type: InvestmentType;
  subtype: InvestmentSubtype;
  valuation: Valuation;
  /** Picked per item; `{issuer}` and `{rate}` are filled in. */
  names: readonly string[];
  tickers?: readonly string[];
  rateType?: 'CDI' | 'IPCA' | 'PRE' | 'SELIC';
  taxExempt?: boolean;
  coupon?: 'MONTHLY' | 'QUARTERLY' | 'SEMESTERLY' | 'YEARLY' | 'IRREGULAR';
  debtor?: string;
  issuers?: readonly (readonly [string, string])[];
  /** Unit price range in BRL, for listed assets. */
  price?: readonly [number, number];
};

const BANKS = [
  ['Banco Inter S.A.', '00.416.968/0001-01'],
  ['Banco BTG Pactual S.A.', '30.306.294/0001-45'],
  ['Banco Pine S.A.', '62.144.175/0001-20'],
  ['Banco Daycoval S.A.', '62.232.889/0001-90'],
  ['Banco C6 S.A.', '31.872.495/0001-72'],
] as const;
const SECURITISERS = [
  ['Opea Securitizadora S.A.', '02.773.542/0001-22'],
  ['Virgo Companhia de Securitização', '08.769.451/0001-08'],
] as const;
const TREASURY = [['Tesouro Nacional', '00.394.460/0001-41']] as const;

export const INVESTMENT_TEMPLATES: readonly InvestmentTemplate[] = [
  {
    type: 'COE',
    subtype: 'STRUCTURED_NOTE',
    valuation: 'fixed',
    names: ['COE S&P 500 Capital Protegido', 'COE Ibovespa Alta com Proteção'],
    rateType: 'PRE',
    issuers: BANKS,
  },
  {
    type: 'EQUITY',
    subtype: 'STOCK',
    valuation: 'listed',
    names: ['PETROBRAS PN', 'VALE ON', 'ITAUUNIBANCO PN', 'WEG ON'],
    tickers: ['PETR4', 'VALE3', 'ITUB4', 'WEGE3'],
    price: [18, 62],
  },
  {
    type: 'EQUITY',
    subtype: 'BDR',
    valuation: 'listed',
    names: ['APPLE DRN', 'MICROSOFT DRN', 'AMAZON DRN'],
    tickers: ['AAPL34', 'MSFT34', 'AMZO34'],
    price: [45, 110],
  },
  {
    type: 'EQUITY',
    subtype: 'REAL_ESTATE_FUND',
    valuation: 'listed',
    names: ['CSHG LOGISTICA FII', 'KINEA RENDA IMOBILIARIA FII', 'MAXI RENDA FII'],
    tickers: ['HGLG11', 'KNRI11', 'MXRF11'],
    price: [9, 165],
  },
  {
    type: 'EQUITY',
    subtype: 'DERIVATIVES',
    valuation: 'listed',
    names: ['TERMO PETROBRAS PN', 'TERMO VALE ON'],
    tickers: ['PETR4T', 'VALE3T'],
    price: [18, 62],
  },
  {
    type: 'EQUITY',
    subtype: 'OPTION',
    valuation: 'listed',
    names: ['OPCAO DE COMPRA PETR4', 'OPCAO DE COMPRA VALE3'],
    tickers: ['PETRK380', 'VALEL680'],
    price: [0.3, 2.5],
  },
  {
    type: 'ETF',
    subtype: 'ETF',
    valuation: 'listed',
    names: ['ISHARES BOVA CI', 'ISHARES S&P500 CI', 'ISHARES SMALL CI'],
    tickers: ['BOVA11', 'IVVB11', 'SMAL11'],
    price: [95, 340],
  },
  {
    type: 'FIXED_INCOME',
    subtype: 'TREASURY',
    valuation: 'fixed',
    names: ['Tesouro IPCA+ 2035', 'Tesouro IPCA+ com Juros Semestrais 2040'],
    rateType: 'IPCA',
    coupon: 'SEMESTERLY',
    issuers: TREASURY,
  },
  { type: 'FIXED_INCOME', subtype: 'CDB', valuation: 'fixed', names: ['CDB {issuer} - {rate}% CDI'], rateType: 'CDI', issuers: BANKS },
  {
    type: 'FIXED_INCOME',
    subtype: 'LCI',
    valuation: 'fixed',
    names: ['LCI {issuer} - {rate}% CDI'],
    rateType: 'CDI',
    taxExempt: true,
    issuers: BANKS,
  },
  {
    type: 'FIXED_INCOME',
    subtype: 'LCA',
    valuation: 'fixed',
    names: ['LCA {issuer} - {rate}% CDI'],
    rateType: 'CDI',
    taxExempt: true,
    issuers: BANKS,
  },
  { type: 'FIXED_INCOME', subtype: 'LC', valuation: 'fixed', names: ['LC {issuer} - Prefixado {rate}% a.a.'], rateType: 'PRE', issuers: BANKS },
  { type: 'FIXED_INCOME', subtype: 'LF', valuation: 'fixed', names: ['LF {issuer} - {rate}% CDI'], rateType: 'CDI', issuers: BANKS },
  {
    type: 'FIXED_INCOME',
    subtype: 'CRI',
    valuation: 'fixed',
    names: ['CRI MRV - IPCA + {rate}%'],
    rateType: 'IPCA',
    taxExempt: true,
    coupon: 'MONTHLY',
    debtor: 'MRV Engenharia e Participações S.A.',
    issuers: SECURITISERS,
  },
  {
    type: 'FIXED_INCOME',
    subtype: 'CRA',
    valuation: 'fixed',
    names: ['CRA Raízen - IPCA + {rate}%'],
    rateType: 'IPCA',
    taxExempt: true,
    coupon: 'SEMESTERLY',
    debtor: 'Raízen S.A.',
    issuers: SECURITISERS,
  },
  {
    type: 'FIXED_INCOME',
    subtype: 'DEBENTURES',
    valuation: 'fixed',
    names: ['Debênture Incentivada PETR17 - IPCA + {rate}%'],
    rateType: 'IPCA',
    taxExempt: true,
    coupon: 'SEMESTERLY',
    issuers: [['Petróleo Brasileiro S.A.', '33.000.167/0001-01']],
  },
  {
    type: 'FIXED_INCOME',
    subtype: 'CORPORATE_DEBT',
    valuation: 'fixed',
    names: ['Nota Comercial Localiza - {rate}% CDI'],
    rateType: 'CDI',
    coupon: 'IRREGULAR',
    issuers: [['Localiza Rent a Car S.A.', '16.670.085/0001-55']],
  },
  {
    type: 'MUTUAL_FUND',
    subtype: 'INVESTMENT_FUND',
    valuation: 'fund',
    names: ['Trend DI Simples FIRF', 'Itaú Privilège Renda Fixa Referenciado DI FIC'],
  },
  { type: 'MUTUAL_FUND', subtype: 'MULTIMARKET_FUND', valuation: 'fund', names: ['Verde AM Multimercado FIC FIM', 'SPX Nimitz Feeder FIC FIM'] },
  {
    type: 'MUTUAL_FUND',
    subtype: 'FIXED_INCOME_FUND',
    valuation: 'fund',
    names: ['Sparta Top Crédito Privado FIC FIRF', 'Kinea RF Absoluto FI RF LP'],
  },
  { type: 'MUTUAL_FUND', subtype: 'STOCK_FUND', valuation: 'fund', names: ['Alaska Black FIC FIA', 'Dynamo Cougar FIC FIA'] },
  { type: 'MUTUAL_FUND', subtype: 'ETF_FUND', valuation: 'fund', names: ['Trend ETF S&P 500 FIC FIA', 'Trend ETF Ibovespa FIC FIA'] },
  {
    type: 'MUTUAL_FUND',
    subtype: 'OFFSHORE_FUND',
    valuation: 'fund',
    names: ['PIMCO Income Dólar FIC FIM IE', 'Morgan Stanley Global Opportunities FIC FIA IE'],
  },
  { type: 'MUTUAL_FUND', subtype: 'FIP_FUND', valuation: 'fund', names: ['Patria Infraestrutura V FIP Multiestratégia'] },
  { type: 'MUTUAL_FUND', subtype: 'EXCHANGE_FUND', valuation: 'fund', names: ['BB Cambial Dólar FIC FI', 'Itaú Cambial Euro FIC FI'] },
  { type: 'MUTUAL_FUND', subtype: 'FI_INFRA', valuation: 'fund', names: ['Kinea Infra FI-Infra Incentivado', 'Sparta Infra FIC FI-Infra'] },
  { type: 'MUTUAL_FUND', subtype: 'FI_AGRO', valuation: 'fund', names: ['Riza Agro Fiagro', 'Suno Agro Fiagro'] },
  { type: 'SECURITY', subtype: 'RETIREMENT', valuation: 'pension', names: ['VGBL Previdência Renda Fixa', 'PGBL Previdência Multimercado 30'] },
  { type: 'OTHER', subtype: 'OTHER', valuation: 'other', names: ['Título de Capitalização Pé-Quente', 'Ouro 250g B3'] },
];

/** The subtypes a bank customer typically holds; brokers' customers get every template. */
export const BANK_SUBTYPES: readonly InvestmentSubtype[] = [
  'CDB',
  'LCI',
  'LCA',
  'TREASURY',
  'FIXED_INCOME_FUND',
  'MULTIMARKET_FUND',
  'RETIREMENT',
  'STRUCTURED_NOTE',
];
