// An item's investments, valued to today, with their movements when INVESTMENTS_TRANSACTIONS.
import type { InvestmentMetadata } from '../../../../src/api/schemas/index.js';
import { cnpj } from '../../core/documents.js';
import { DAY_MS, dayStart, isoAt } from './dates.js';
import { BANK_SUBTYPES, INVESTMENT_TEMPLATES, type InvestmentTemplate } from './investment-templates.js';
import { isinFor } from './isin.js';
import type { ItemContext } from './item-context.js';
import { cents, seeded, type Random } from '../../core/random.js';
import type { InvestmentRecord, InvestmentTransactionRecord } from './records.js';

const CDI = 10.65;
const IPCA = 4.5;
const YEAR_MS = 365 * DAY_MS;

type Valued = {
  quantity: number;
  value: number;
  amount: number;
  amountOriginal: number;
  purchaseUnit: number;
  taxes: number;
  annualYield: number;
  metadata: InvestmentMetadata | null;
  code: string | null;
  isin: string | null;
};

/** Income tax on fixed-income gains falls with the holding period. */
const incomeTaxRate = (heldMs: number): number =>
  heldMs < 180 * DAY_MS ? 0.225 : heldMs < 360 * DAY_MS ? 0.2 : heldMs < 720 * DAY_MS ? 0.175 : 0.15;

const round6 = (n: number): number => Math.round(n * 1e6) / 1e6;

function fill(name: string, issuer: string, rate: number): string {
  return name.replace('{issuer}', issuer.replace(/ S\.A\.$/, '')).replace('{rate}', rate.toFixed(rate % 1 === 0 ? 0 : 1).replace('.', ','));
}

function valueFixed(t: InvestmentTemplate, random: Random, original: number, purchaseMs: number, nowMs: number, name: { text: string }): Valued {
  const [issuer, issuerCNPJ] = t.issuers ? random.pick(t.issuers) : ['Tesouro Nacional', '00.394.460/0001-41'];
  let rate: number;
  let annualYield: number;
  let fixedAnnualRate: number | null = null;
  if (t.rateType === 'CDI') {
    rate = t.taxExempt ? random.int(85, 98) : random.int(95, 125);
    annualYield = (CDI * rate) / 100;
  } else if (t.rateType === 'IPCA') {
    rate = Math.round(random.money(5, 7.5) * 10) / 10;
    fixedAnnualRate = rate;
    annualYield = IPCA + rate;
  } else {
    rate = Math.round(random.money(10.5, 14) * 10) / 10;
    fixedAnnualRate = rate;
    annualYield = rate;
  }
  name.text = fill(name.text, issuer, rate);
  const held = nowMs - purchaseMs;
  const amount = cents(original * (1 + annualYield / 100) ** (held / YEAR_MS));
  const taxes = t.taxExempt ? 0 : cents((amount - original) * incomeTaxRate(held));
  // LCI and LCA lock the money for 90 days.
  const grace = t.subtype === 'LCI' || t.subtype === 'LCA' ? purchaseMs + 90 * DAY_MS : null;
  const metadata: InvestmentMetadata = {
    issueDate: isoAt(purchaseMs - random.int(0, 30) * DAY_MS),
    purchaseDate: isoAt(purchaseMs),
    dueDate: isoAt(purchaseMs + random.int(1, 7) * YEAR_MS),
    gracePeriodDate: grace === null ? null : isoAt(grace),
    issuer,
    issuerCNPJ,
    rate,
    fixedAnnualRate,
    rateType: t.rateType ?? 'PRE',
    taxExempt: t.taxExempt === true,
    ratePeriodicity: 'YEARLY',
    indexerAdditionalInfo: null,
    couponPayment: t.coupon
      ? { hasCoupon: true, periodicity: t.coupon, ...(t.coupon === 'IRREGULAR' ? { additionalInfo: 'Juros pagos nas datas de amortização' } : {}) }
      : { hasCoupon: false },
  };
  if (t.debtor) metadata.debtor = { name: t.debtor };
  // The treasury sells fractions of a bond; other fixed income is one position.
  const quantity = t.subtype === 'TREASURY' ? round6(original / random.money(2800, 3600)) : 1;
  return {
    quantity,
    value: cents(amount / quantity),
    amount,
    amountOriginal: original,
    purchaseUnit: cents(original / quantity),
    taxes,
    annualYield,
    metadata,
    code: null,
    isin: null,
  };
}

function valueFund(t: InvestmentTemplate, random: Random, original: number, purchaseMs: number, nowMs: number): Valued {
  const purchaseUnit = round6(random.money(1.1, 4.5));
  const annualYield = t.subtype === 'STOCK_FUND' || t.subtype === 'ETF_FUND' ? random.money(-8, 22) : random.money(6, 15);
  const value = round6(purchaseUnit * (1 + annualYield / 100) ** ((nowMs - purchaseMs) / YEAR_MS));
  const quantity = round6(original / purchaseUnit);
  const amount = cents(quantity * value);
  const exempt = ['STOCK_FUND', 'ETF_FUND', 'FI_INFRA', 'FI_AGRO', 'FIP_FUND'].includes(t.subtype) || t.valuation === 'pension';
  // Fund taxes are withheld half-yearly ("come-cotas") on gains; pensions pay at redemption.
  const taxes = exempt ? 0 : cents(Math.max(0, amount - original) * 0.15);
  return {
    quantity,
    value,
    amount,
    amountOriginal: original,
    purchaseUnit,
    taxes,
    annualYield,
    metadata: { purchaseDate: isoAt(purchaseMs) },
    code: t.valuation === 'pension' ? null : cnpj(random),
    isin: null,
  };
}

function valueListed(t: InvestmentTemplate, random: Random, ticker: string, purchaseMs: number, nowMs: number): Valued {
  const [low, high] = t.price ?? [10, 100];
  const value = random.money(low, high);
  const purchaseUnit = cents(value * random.money(0.75, 1.15));
  const lots: Record<string, number> = {
    STOCK: 100 * random.int(1, 10),
    BDR: 10 * random.int(1, 20),
    REAL_ESTATE_FUND: random.int(10, 400),
    ETF: random.int(5, 80),
    OPTION: 100 * random.int(1, 20),
    DERIVATIVES: 100,
  };
  const quantity = lots[t.subtype] ?? 1;
  const isinKind: Record<string, string> = { STOCK: 'ACNPR', BDR: 'BDR00', REAL_ESTATE_FUND: 'CTF00', ETF: 'CTF00' };
  const kind = isinKind[t.subtype];
  return {
    quantity,
    value,
    amount: cents(quantity * value),
    amountOriginal: cents(quantity * purchaseUnit),
    purchaseUnit,
    taxes: 0,
    annualYield: ((value / purchaseUnit - 1) * 100) / Math.max(0.25, (nowMs - purchaseMs) / YEAR_MS),
    metadata: { purchaseDate: isoAt(purchaseMs), priceFactor: 1 },
    code: ticker,
    isin: kind === undefined ? null : isinFor(ticker, kind),
  };
}

function valueOther(random: Random, original: number, purchaseMs: number, nowMs: number): Valued {
  const annualYield = random.money(1, 6);
  const amount = cents(original * (1 + annualYield / 100) ** ((nowMs - purchaseMs) / YEAR_MS));
  return {
    quantity: 1,
    value: amount,
    amount,
    amountOriginal: original,
    purchaseUnit: original,
    taxes: 0,
    annualYield,
    metadata: { purchaseDate: isoAt(purchaseMs), dueDate: isoAt(purchaseMs + 3 * YEAR_MS) },
    code: null,
    isin: null,
  };
}

function movements(
  random: Random,
  investmentId: string,
  label: string,
  v: Valued,
  purchaseMs: number,
  status: 'ACTIVE' | 'PENDING' | 'TOTAL_WITHDRAWAL',
  redeemedMs: number,
): InvestmentTransactionRecord[] {
  const tx = (
    type: string,
    movementType: 'CREDIT' | 'DEBIT',
    ms: number,
    description: string,
    quantity: number,
    value: number,
    amount: number,
    settled = true,
  ): InvestmentTransactionRecord => ({
    id: random.uuid(),
    investmentId,
    type,
    movementType,
    description,
    quantity,
    value,
    amount: cents(amount),
    date: isoAt(ms),
    tradeDate: settled ? isoAt(ms + DAY_MS) : null,
  });
  const buys: InvestmentTransactionRecord[] = [];
  if (status !== 'PENDING' && random.chance(0.4)) {
    // Bought in two goes at the same price: 60% then the rest a few weeks later.
    const first = v.quantity === 1 ? 1 : round6(v.quantity * 0.6);
    const second = v.quantity === 1 ? 0 : round6(v.quantity - first);
    if (second > 0) {
      buys.push(tx('BUY', 'CREDIT', purchaseMs, `Compra ${label}`, first, v.purchaseUnit, first * v.purchaseUnit));
      buys.push(tx('BUY', 'CREDIT', purchaseMs + random.int(10, 60) * DAY_MS, `Compra ${label}`, second, v.purchaseUnit, second * v.purchaseUnit));
    }
  }
  if (buys.length === 0)
    buys.push(tx('BUY', 'CREDIT', purchaseMs, `Aplicação ${label}`, v.quantity, v.purchaseUnit, v.amountOriginal, status !== 'PENDING'));
  if (status !== 'TOTAL_WITHDRAWAL') return buys;
  return [
    ...buys,
    tx('SELL', 'DEBIT', redeemedMs, `Resgate total ${label}`, v.quantity, v.value, v.amount),
    tx('TAX', 'DEBIT', redeemedMs, 'IR sobre rendimento', 0, 0, v.taxes),
  ];
}

function buildInvestment(
  ctx: ItemContext,
  t: InvestmentTemplate,
  status: 'ACTIVE' | 'PENDING' | 'TOTAL_WITHDRAWAL',
  withMovements: boolean,
): InvestmentRecord {
  const random = seeded(`${ctx.itemId}|investment|${t.subtype}`, ctx.idTag);
  const id = random.uuid();
  const index = random.int(0, t.names.length - 1);
  const name = { text: t.names[index] ?? t.subtype };
  const ticker = t.tickers?.[index] ?? null;
  // Anchored to the item's first statement day, so a later sync revalues the same holding.
  const purchaseMs =
    status === 'PENDING'
      ? dayStart(Math.floor(ctx.nowMs / DAY_MS)) - DAY_MS + 11 * 3600_000
      : dayStart(ctx.firstDay - random.int(10, 720)) + random.int(10, 16) * 3600_000;
  const original = Math.round(random.money(1000, 50_000) / 50) * 50;
  const valuedAt = status === 'PENDING' ? purchaseMs : ctx.nowMs;
  const v =
    t.valuation === 'fixed'
      ? valueFixed(t, random, original, purchaseMs, valuedAt, name)
      : t.valuation === 'listed'
        ? valueListed(t, random, ticker ?? t.subtype, purchaseMs, valuedAt)
        : t.valuation === 'other'
          ? valueOther(random, original, purchaseMs, valuedAt)
          : valueFund(t, random, original, purchaseMs, valuedAt);
  if (t.valuation === 'pension') name.text = `${name.text} ${ctx.connectorName}`;
  const redeemedMs = Math.min(ctx.nowMs - DAY_MS, purchaseMs + random.int(120, 400) * DAY_MS);
  const closed = status === 'TOTAL_WITHDRAWAL';
  const balance = closed ? 0 : cents(v.amount - v.taxes);
  const lockedUntil = v.metadata?.gracePeriodDate ? Date.parse(v.metadata.gracePeriodDate) : 0;
  const transactions = withMovements ? movements(random, id, ticker ?? name.text, v, purchaseMs, status, redeemedMs) : null;
  const monthly = ((1 + v.annualYield / 100) ** (1 / 12) - 1) * 100;
  return {
    id,
    itemId: ctx.itemId,
    type: t.type,
    subtype: t.subtype,
    number: random.digits(9),
    name: name.text,
    balance,
    currencyCode: 'BRL',
    code: v.code,
    isin: v.isin,
    value: closed ? 0 : v.value,
    quantity: closed ? 0 : v.quantity,
    amount: closed ? 0 : v.amount,
    taxes: closed ? 0 : v.taxes,
    taxes2: 0,
    date: isoAt(status === 'PENDING' ? purchaseMs : dayStart(Math.floor(ctx.nowMs / DAY_MS))),
    owner: ctx.owner.name,
    amountProfit: cents(v.amount - v.amountOriginal),
    amountWithdrawal: closed || lockedUntil > ctx.nowMs || status === 'PENDING' ? 0 : balance,
    amountOriginal: v.amountOriginal,
    lastMonthRate: Math.round(monthly * 100) / 100,
    lastTwelveMonthsRate: Math.round(v.annualYield * 100) / 100,
    annualRate: Math.round(v.annualYield * 0.9 * 100) / 100,
    status,
    metadata: v.metadata,
    transactions,
  };
}

/** Brokers show each status; banks' holdings are all active. */
const BROKER_STATUSES: Partial<Record<string, 'PENDING' | 'TOTAL_WITHDRAWAL'>> = { LC: 'TOTAL_WITHDRAWAL', FIP_FUND: 'PENDING' };

/** Brokers' customers hold one of every subtype of the interface; banks' a few usual ones. */
export function generateInvestments(ctx: ItemContext): InvestmentRecord[] {
  if (!ctx.products.has('INVESTMENTS')) return [];
  const withMovements = ctx.products.has('INVESTMENTS_TRANSACTIONS');
  if (ctx.connectorType === 'INVESTMENT') {
    return INVESTMENT_TEMPLATES.map((t) => buildInvestment(ctx, t, BROKER_STATUSES[t.subtype] ?? 'ACTIVE', withMovements));
  }
  const random = seeded(`${ctx.itemId}|portfolio`);
  const extra = BANK_SUBTYPES.filter((subtype) => subtype !== 'CDB' && random.chance(0.4));
  const chosen = new Set(['CDB', ...extra]);
  return INVESTMENT_TEMPLATES.filter((t) => chosen.has(t.subtype)).map((t) => buildInvestment(ctx, t, 'ACTIVE', withMovements));
}
