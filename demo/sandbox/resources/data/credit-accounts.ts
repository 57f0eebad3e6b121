// CREDIT accounts of an item: credit cards with limits, bill dates and their statements.
import type { CreditData, DisaggregatedCreditLimit } from '../../../../src/api/schemas/index.js';
import { cardStatement } from './card-statement.js';
import { DAY_MS, dayNumber, dayOfMonth, isoAt } from './dates.js';
import type { GeneratedAccounts } from './bank-accounts.js';
import type { ItemContext } from './item-context.js';
import { cents, seeded } from '../../core/random.js';

const LEVELS = [
  { level: 'GOLD', limit: [1500, 6000] },
  { level: 'PLATINUM', limit: [5000, 15_000] },
  { level: 'BLACK', limit: [15_000, 45_000] },
  { level: 'INFINITE', limit: [20_000, 60_000] },
  { level: 'INTERNACIONAL', limit: [800, 3000] },
] as const;
const BRANDS = ['VISA', 'MASTERCARD', 'ELO', 'AMEX', 'OTHER'] as const;
const BRAND_LABELS: Record<(typeof BRANDS)[number], string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  ELO: 'Elo',
  AMEX: 'American Express',
  OTHER: 'Hipercard',
};

const title = (text: string): string => text.charAt(0) + text.slice(1).toLowerCase();

/** The next `closeDay` on or after today. */
function nextClose(nowMs: number, closeDay: number): number {
  const thisMonth = dayOfMonth(nowMs, closeDay);
  return dayNumber(thisMonth) >= dayNumber(nowMs) ? thisMonth : dayOfMonth(nowMs, closeDay, 1);
}

export function creditAccounts(ctx: ItemContext): GeneratedAccounts {
  const random = seeded(`${ctx.itemId}|credit`, ctx.idTag);
  const count = !ctx.business && random.chance(0.35) ? 2 : 1;
  const withTransactions = ctx.products.has('TRANSACTIONS');
  const result: GeneratedAccounts = { accounts: [], transactions: [] };

  for (let i = 0; i < count; i++) {
    const id = random.uuid();
    const last4 = random.digits(4);
    const additional = random.chance(0.3) ? [random.digits(4)] : [];
    const { level, limit } = random.pick(LEVELS);
    const brand = random.pick(BRANDS);
    const creditLimit = Math.round(random.money(limit[0], limit[1]) / 100) * 100;
    const closeDay = random.int(1, 28);
    const statement = cardStatement({
      accountId: id,
      itemId: ctx.itemId,
      cards: [last4, ...additional],
      closeDay,
      firstDay: ctx.firstDay,
      nowMs: ctx.nowMs,
      openingBill: random.money(Math.min(300, creditLimit * 0.1), creditLimit * 0.4),
      creditLimit,
      withBillForecast: ctx.isOpenFinance,
    });
    const closeMs = nextClose(ctx.nowMs, closeDay);
    const used = cents(statement.balance + statement.futureInstallments);
    const available = cents(Math.max(0, creditLimit - used));
    const limits: DisaggregatedCreditLimit[] = [
      {
        creditLineLimitType: 'LIMITE_CREDITO_TOTAL',
        consolidationType: 'CONSOLIDADO',
        identificationNumber: last4,
        isLimitFlexible: false,
        lineName: 'CREDITO_A_VISTA',
        limitAmount: creditLimit,
        limitAmountCurrencyCode: 'BRL',
        usedAmount: used,
        usedAmountCurrencyCode: 'BRL',
        availableAmount: available,
        availableAmountCurrencyCode: 'BRL',
      },
      {
        creditLineLimitType: 'LIMITE_CREDITO_MODALIDADE_OPERACAO',
        consolidationType: 'INDIVIDUAL',
        identificationNumber: last4,
        isLimitFlexible: false,
        lineName: 'CREDITO_PARCELADO',
        limitAmount: creditLimit,
        limitAmountCurrencyCode: 'BRL',
        usedAmount: statement.futureInstallments,
        usedAmountCurrencyCode: 'BRL',
        availableAmount: available,
        availableAmountCurrencyCode: 'BRL',
      },
    ];
    const owedOnBill = statement.closedBill > 0 ? statement.closedBill : statement.balance;
    const creditData: CreditData = {
      level,
      brand,
      ...(brand === 'OTHER' ? { brandAdditionalInfo: BRAND_LABELS.OTHER } : {}),
      balanceCloseDate: isoAt(closeMs),
      balanceDueDate: isoAt(closeMs + 7 * DAY_MS),
      availableCreditLimit: available,
      balanceForeignCurrency: statement.foreignOpen,
      minimumPayment: cents(Math.max(0, owedOnBill) * 0.15),
      creditLimit,
      status: 'ACTIVE',
      holderType: 'MAIN',
      disaggregatedCreditLimits: limits,
      additionalCards: additional.map((number) => ({ number })),
    };
    // Only open-finance institutions report whether the limit is flexible.
    if (ctx.isOpenFinance) creditData.isLimitFlexible = level === 'BLACK' || level === 'INFINITE';
    const name = `${BRAND_LABELS[brand]} ${title(level)}`;
    result.accounts.push({
      id,
      type: 'CREDIT',
      subtype: 'CREDIT_CARD',
      number: last4,
      name,
      marketingName: `${ctx.connectorName} ${name}`,
      balance: statement.balance,
      itemId: ctx.itemId,
      taxNumber: ctx.owner.taxNumber,
      owner: ctx.owner.name,
      currencyCode: 'BRL',
      bankData: null,
      creditData,
      createdAt: ctx.nowIso,
      updatedAt: ctx.nowIso,
    });
    if (withTransactions) result.transactions.push(...statement.transactions);
  }
  return result;
}
