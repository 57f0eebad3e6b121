// BANK accounts of an item (checking, and savings for some people) with their statements.
import type { BankData, ReservedBalance } from '../../../../src/api/schemas/index.js';
import { bankCodeOf } from './bank-codes.js';
import { bankStatement } from './bank-statement.js';
import type { ItemContext } from './item-context.js';
import { cents, seeded, type Random } from '../../core/random.js';
import type { AccountRecord, TransactionRecord } from './records.js';

export type GeneratedAccounts = { accounts: AccountRecord[]; transactions: TransactionRecord[] };

function reservedBalances(random: Random): ReservedBalance[] {
  const goals = ['Reserva de emergência', 'Viagem', 'Bloqueio judicial', 'Caixinha Turbo'] as const;
  return [
    {
      name: random.pick(goals),
      identification: random.digits(10),
      availableAmounts: [
        {
          amount: random.money(150, 6000),
          currencyCode: 'BRL',
          remuneration: {
            preFixedRate: null,
            postFixedIndexerPercentage: random.pick([100, 102, 105]),
            rateType: 'POS_FIXADO',
            indexer: 'CDI',
            calculation: 'DIAS_UTEIS',
            ratePeriodicity: 'ANUAL',
            indexerAdditionalInfo: null,
          },
        },
      ],
    },
  ];
}

export function bankAccounts(ctx: ItemContext): GeneratedAccounts {
  const random = seeded(`${ctx.itemId}|bank`, ctx.idTag);
  const bankCode = bankCodeOf(ctx.connectorName, random);
  const branch = random.chance(0.3) ? '0001' : random.digits(4);
  const personal = !ctx.business && ctx.connectorType !== 'INVESTMENT' && ctx.connectorType !== 'DIGITAL_ECONOMY';
  const subtypes: ('CHECKING_ACCOUNT' | 'SAVINGS_ACCOUNT')[] =
    personal && random.chance(0.5) ? ['CHECKING_ACCOUNT', 'SAVINGS_ACCOUNT'] : ['CHECKING_ACCOUNT'];
  const withTransactions = ctx.products.has('TRANSACTIONS');
  const result: GeneratedAccounts = { accounts: [], transactions: [] };

  for (const subtype of subtypes) {
    const id = random.uuid();
    const accountNumber = `${random.digits(5)}-${random.digits(1)}`;
    const checking = subtype === 'CHECKING_ACCOUNT';
    const openingBalance = ctx.business ? random.money(15_000, 180_000) : checking ? random.money(800, 9000) : random.money(1000, 40_000);
    const monthlyIncome = Math.round((ctx.business ? random.money(8000, 60_000) : random.money(3200, 16_000)) / 10) * 10;
    // The statement is simulated even when TRANSACTIONS is not collected, so the balance is the
    // same either way; only its movements are left out.
    const statement = bankStatement({
      accountId: id,
      itemId: ctx.itemId,
      subtype,
      business: ctx.business,
      holder: { owner: ctx.owner, bankCode, branch, number: accountNumber },
      firstDay: ctx.firstDay,
      nowMs: ctx.nowMs,
      openingBalance,
      monthlyIncome,
      withPaymentData: ctx.products.has('PAYMENT_DATA'),
    });
    const overdraft = checking ? (ctx.business ? random.pick([10_000, 25_000, 50_000]) : random.pick([0, 500, 1000, 2500, 5000])) : 0;
    const below = Math.max(0, -statement.balance);
    const hasReserved = checking && random.chance(0.3);
    const bankData: BankData = {
      transferNumber: `${bankCode}/${branch}/${accountNumber}`,
      closingBalance: statement.closingBalance,
      automaticallyInvestedBalance: checking && random.chance(0.4) ? random.money(100, 5000) : 0,
      overdraftContractedLimit: overdraft,
      overdraftUsedLimit: cents(Math.min(below, overdraft)),
      unarrangedOverdraftAmount: cents(Math.max(0, below - overdraft)),
      hasReservedBalance: hasReserved,
    };
    // Not every institution exposes what is reserved, even when it says there is something.
    if (hasReserved && random.chance(0.7)) bankData.reservedBalances = reservedBalances(random);
    const label = checking ? (ctx.business ? 'Conta Corrente PJ' : 'Conta Corrente') : 'Conta Poupança';
    result.accounts.push({
      id,
      type: 'BANK',
      subtype,
      number: `${branch}/${accountNumber}`,
      name: label,
      marketingName: `${label} ${ctx.connectorName}`,
      balance: statement.balance,
      itemId: ctx.itemId,
      taxNumber: ctx.owner.taxNumber,
      owner: ctx.owner.name,
      currencyCode: 'BRL',
      bankData,
      creditData: null,
      createdAt: ctx.nowIso,
      updatedAt: ctx.nowIso,
    });
    if (withTransactions) result.transactions.push(...statement.transactions);
  }
  return result;
}
