// An item's credit contracts, with installments paid up to today, when LOANS is collected.
import type { LoanContractedFee, LoanPaymentRelease } from '../../../../src/api/schemas/index.js';
import { monthlyOf, priceSchedule, sacSchedule, type Schedule } from './amortization.js';
import { DAY_MS, dayOfMonth, dayStart, isoAt } from './dates.js';
import type { ItemContext } from './item-context.js';
import { BUSINESS_LOANS, PERSONAL_LOANS, type LoanTemplate } from './loan-templates.js';
import { cents, seeded, type Random } from '../../core/random.js';
import type { LoanRecord } from './records.js';
import { pickWeighted } from './transaction-kinds.js';

const LATE_FINE = 0.02;
const LATE_INTEREST_MONTHLY = 0.01;
const HOUR = 60 * 60 * 1000;

const round4 = (n: number): number => Math.round(n * 1e4) / 1e4;
const between = (random: Random, [min, max]: readonly [number, number]): number => min + random.next() * (max - min);

/** Distinct templates, the more common ones more likely. */
function pickTemplates(random: Random, templates: readonly LoanTemplate[], count: number): LoanTemplate[] {
  const left = [...templates];
  const chosen: LoanTemplate[] = [];
  while (chosen.length < count && left.length > 0) {
    const template = pickWeighted(left, random.next());
    left.splice(left.indexOf(template), 1);
    chosen.push(template);
  }
  return chosen;
}

/** IOF on credit: 0.38% plus a daily rate over at most a year, halved for companies. */
const iofRate = (business: boolean, days: number): number => 0.0038 + Math.min(days, 365) * (business ? 0.000041 : 0.000082);

function loanOf(ctx: ItemContext, t: LoanTemplate, random: Random, institutionRoot: string): LoanRecord {
  const id = random.uuid();
  const contractNumber = random.digits(12);
  const count = random.pick(t.terms);
  const singlePayment = count === 1;
  const amount = Math.round(between(random, t.amount) / 100) * 100;
  const fixedRate = round4(between(random, t.annualRate));
  const annual = t.indexer.type === 'PRE_FIXADO' ? fixedRate : (1 + fixedRate) * (1 + t.indexer.annual) - 1;
  const monthly = monthlyOf(annual);
  const contractMs = dayStart(ctx.firstDay - random.int(t.age[0], t.age[1]));
  const disbursedMs = contractMs + random.int(0, 2) * DAY_MS;
  const dueDom = random.int(1, 28);
  const termDays = singlePayment ? random.int(30, 90) : count * 30;
  const dueAt = (k: number): number => (singlePayment ? contractMs + termDays * DAY_MS : dayOfMonth(contractMs, dueDom, k));

  // A discounted invoice is paid in full at its due date; the others amortize monthly.
  const schedule: Schedule = singlePayment
    ? { installment: () => amount, balanceAfter: (k) => (k >= 1 ? 0 : amount) }
    : t.amortization === 'SAC'
      ? sacSchedule(amount, monthly, count)
      : priceSchedule(amount, monthly, count);
  const monthlyFee = t.monthlyFee ?? 0;

  // Each installment is paid on its due date, or now and then a few days late with charges.
  const lateDays = (k: number): number => {
    const r = seeded(`${id}|${k}`);
    return r.chance(0.12) ? r.int(3, 15) : 0;
  };
  const paidAt = (k: number): number => dueAt(k) + lateDays(k) * DAY_MS + 10 * HOUR;
  let due = 0;
  while (due < count && dueAt(due + 1) <= ctx.nowMs) due++;
  let paid = 0;
  while (paid < due && paidAt(paid + 1) <= ctx.nowMs) paid++;

  const releases: LoanPaymentRelease[] = [];
  for (let k = Math.max(1, paid - 11); k <= paid; k++) {
    const installment = schedule.installment(k);
    const late = lateDays(k);
    const fine = cents(installment * LATE_FINE);
    const interest = cents((installment * LATE_INTEREST_MONTHLY * late) / 30);
    releases.push({
      isOverParcelPayment: false,
      installmentId: `${contractNumber}-${String(k).padStart(3, '0')}`,
      paidDate: isoAt(paidAt(k)),
      currencyCode: 'BRL',
      paidAmount: cents(installment + monthlyFee + (late ? fine + interest : 0)),
      overParcel: late
        ? {
            fees: null,
            charges: [
              { type: 'MULTA_ATRASO_PAGAMENTO', additionalInfo: null, amount: fine },
              { type: 'JUROS_MORA_ATRASO', additionalInfo: null, amount: interest },
            ],
          }
        : null,
    });
  }

  const fees: LoanContractedFee[] = [];
  const registration = t.registrationFee ? cents(between(random, t.registrationFee)) : 0;
  if (registration)
    fees.push({ name: 'Tarifa de Cadastro', code: 'CADASTRO', chargeType: 'UNIQUE', charge: 'FIXED', amount: registration, rate: null });
  if (monthlyFee)
    fees.push({
      name: 'Taxa de Administração',
      code: 'ADMINISTRACAO',
      chargeType: 'BY_INSTALLMENT',
      charge: 'FIXED',
      amount: monthlyFee,
      rate: null,
    });
  const iof = round4(iofRate(ctx.business, termDays));
  const years = Math.max(termDays / 365, 1 / 12);
  // CET spreads the up-front costs over the term on top of the interest.
  const cet = round4((1 + annual) * (1 + (iof + (registration + monthlyFee * count) / amount) / years) - 1);
  const remaining = count - due;

  return {
    id,
    itemId: ctx.itemId,
    contractNumber,
    ipocCode: `${institutionRoot}${t.modality}${ctx.owner.taxNumber.replace(/\D/g, '')}${contractNumber}`,
    productName: t.productName,
    type: t.type,
    kind: t.kind,
    date: ctx.nowIso,
    contractDate: isoAt(contractMs),
    disbursementDates: [isoAt(disbursedMs)],
    settlementDate: isoAt(disbursedMs),
    contractAmount: amount,
    currencyCode: 'BRL',
    dueDate: isoAt(dueAt(count)),
    installmentPeriodicity: singlePayment ? 'WITHOUT_REGULAR_PERIODICITY' : 'MONTHLY',
    installmentPeriodicityAdditionalInfo: null,
    firstInstallmentDueDate: isoAt(dueAt(1)),
    CET: cet,
    amortizationScheduled: t.amortization,
    amortizationScheduledAdditionalInfo: null,
    cnpjConsignee: t.consignee ?? null,
    interestRates: [
      {
        taxType: 'EFFECTIVE',
        interestRateType: 'COMPOUND',
        taxPeriodicity: 'YEARLY',
        calculation: t.indexer.type === 'POS_FIXADO' && t.indexer.subType === 'CDI' ? '21/252' : '30/360',
        referentialRateIndexerType: t.indexer.type,
        referentialRateIndexerSubType: t.indexer.type === 'PRE_FIXADO' ? 'PRE_FIXADO' : t.indexer.subType,
        referentialRateIndexerAdditionalInfo: null,
        preFixedRate: fixedRate,
        // Post-fixed contracts follow 100% of their indexer.
        postFixedRate: t.indexer.type === 'POS_FIXADO' ? 1 : null,
        additionalInfo: null,
      },
    ],
    contractedFees: fees,
    contractedFinanceCharges: [
      { type: 'MULTA_ATRASO_PAGAMENTO', additionalInfo: null, rate: LATE_FINE },
      { type: 'JUROS_MORA_ATRASO', additionalInfo: null, rate: LATE_INTEREST_MONTHLY },
      { type: 'JUROS_REMUNERATORIOS_POR_ATRASO', additionalInfo: null, rate: round4(monthly) },
      { type: 'IOF_CONTRATACAO', additionalInfo: null, rate: iof },
    ],
    warranties: t.warranty
      ? [
          {
            currencyCode: 'BRL',
            type: t.warranty.type,
            subtype: t.warranty.subtype,
            amount: Math.round(amount / between(random, t.warranty.loanToValue) / 100) * 100,
          },
        ]
      : [],
    installments: {
      typeNumberOfInstallments: singlePayment ? 'DAY' : 'MONTH',
      totalNumberOfInstallments: singlePayment ? termDays : count,
      typeContractRemaining: remaining === 0 ? 'WITHOUT REMAINING PERIOD' : singlePayment ? 'DAY' : 'MONTH',
      contractRemainingNumber: remaining === 0 ? 0 : singlePayment ? Math.ceil((dueAt(1) - ctx.nowMs) / DAY_MS) : remaining,
      paidInstallments: paid,
      dueInstallments: remaining,
      pastDueInstallments: due - paid,
      balloonPayments: null,
    },
    payments: { contractOutstandingBalance: schedule.balanceAfter(paid), releases },
  };
}

/** One to three contracts, drawn from seeds of the item, so each sync shows the same ones. */
export function generateLoans(ctx: ItemContext): LoanRecord[] {
  if (!ctx.products.has('LOANS')) return [];
  const random = seeded(`${ctx.itemId}|loans`);
  const templates = pickTemplates(random, ctx.business ? BUSINESS_LOANS : PERSONAL_LOANS, random.int(1, 3));
  const institutionRoot = random.digits(8);
  return templates.map((t, i) => loanOf(ctx, t, seeded(`${ctx.itemId}|loan|${i}`, ctx.idTag), institutionRoot));
}
