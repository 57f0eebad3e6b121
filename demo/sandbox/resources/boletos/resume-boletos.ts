// After a restart on a kept store: boletos still open or overdue fall due on their day again (at once for a day passed while the sandbox was stopped).
import type { SandboxDeps } from '../../core/context.js';
import { followDueDate } from './boleto-life.js';
import { boletosOf } from './records.js';

/** The statuses a boleto leaves by itself, as days pass. */
const FALLING_DUE = new Set(['OPEN', 'OVERDUE']);

export function resumeBoletos(deps: SandboxDeps): void {
  for (const stored of [...boletosOf(deps.store).scan()]) if (FALLING_DUE.has(stored.boleto.status ?? 'OPEN')) followDueDate(deps, stored);
}
