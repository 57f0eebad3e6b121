// A boleto's life after issue: OVERDUE once its due date has passed, PROTESTED a while later unpaid, PAID or CANCELLED when asked; boleto/updated at each change.
import type { Boleto, BoletoStatus } from '../../../../src/api/schemas/index.js';
import { addDays, brazilDate } from '../../core/brazil-date.js';
import type { SandboxDeps } from '../../core/context.js';
import { onDay } from '../../core/on-day.js';
import { Problem } from '../../core/problem.js';
import { amountDue } from './amount-due.js';
import { boletosOf, type StoredBoleto } from './records.js';

/**
 * The interface gives no protest rule and its boletos carry no protest instruction; 30 days
 * overdue is a common one, far enough that a late payment can be tried first.
 */
export const PROTEST_AFTER_DAYS = 30;

/** What a payer may still pay, and an issuer still cancel. */
const PAYABLE: ReadonlySet<string> = new Set<BoletoStatus>(['OPEN', 'OVERDUE']);

export const PAYMENT_ORIGINS = ['BOLETO', 'PIX'] as const;
export type PaymentOrigin = (typeof PAYMENT_ORIGINS)[number];

type Payment = Pick<Boleto, 'amountPaid' | 'paymentOrigin' | 'paidAt'>;

function change(deps: SandboxDeps, stored: StoredBoleto, status: BoletoStatus, payment: Payment = {}): StoredBoleto {
  const next: StoredBoleto = { ...stored, boleto: { ...stored.boleto, ...payment, status } };
  boletosOf(deps.store).put(next);
  deps.events.emit({ event: 'boleto/updated', clientId: stored.clientId, payload: { boletoId: stored.id, data: { status } } });
  return next;
}

/** Moves the boleto from `from` to `to` if it is still there when its day comes. */
const moveIf = (deps: SandboxDeps, id: string, from: BoletoStatus, to: BoletoStatus) => () => {
  const stored = boletosOf(deps.store).get(id);
  if (stored?.boleto.status === from) change(deps, stored, to);
};

/** Sets the clock for a new boleto: OVERDUE as the day after its due date begins, PROTESTED some days on. */
export function followDueDate(deps: SandboxDeps, stored: StoredBoleto): void {
  const dueDay = brazilDate(Date.parse(stored.boleto.dueDate ?? ''));
  onDay(deps.clock, addDays(dueDay, 1), moveIf(deps, stored.id, 'OPEN', 'OVERDUE'));
  onDay(deps.clock, addDays(dueDay, 1 + PROTEST_AFTER_DAYS), moveIf(deps, stored.id, 'OVERDUE', 'PROTESTED'));
}

const assertPayable = (stored: StoredBoleto, action: string) => {
  const status = stored.boleto.status ?? 'OPEN';
  if (!PAYABLE.has(status)) throw new Problem(409, `Boleto ${stored.id} is ${status}: only an OPEN or OVERDUE boleto can be ${action}`);
};

/** The payer pays: by default what the boleto asks that day, fine and interest included once it is overdue. */
export function payBoleto(deps: SandboxDeps, stored: StoredBoleto, paid: { amount?: number; paymentOrigin?: PaymentOrigin }): StoredBoleto {
  assertPayable(stored, 'paid');
  const at = deps.clock.now();
  return change(deps, stored, 'PAID', {
    amountPaid: paid.amount ?? amountDue(stored.boleto, at),
    paymentOrigin: paid.paymentOrigin ?? 'BOLETO',
    paidAt: new Date(at).toISOString(),
  });
}

export function cancelBoleto(deps: SandboxDeps, stored: StoredBoleto): StoredBoleto {
  assertPayable(stored, 'cancelled');
  return change(deps, stored, 'CANCELLED');
}
