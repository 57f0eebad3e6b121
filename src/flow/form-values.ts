// Form values: the host's CPF/CNPJ prefill, the secrets cleared after a login error, what is sent.
import type { Credential } from '../api/schemas/index.js';
import { formatTaxId, taxIdKindOf } from './tax-id.js';
import type { FlowOptions } from './types.js';
import { submittedValue } from './validation/validate-field.js';

type Values = Readonly<Record<string, string>>;

/** Fills empty CPF/CNPJ fields from openFinanceParameters, masked; typed values win. */
export function prefill(fields: readonly Credential[], values: Values, given: FlowOptions['openFinanceParameters']): Values {
  if (!given) return values;
  const next: Record<string, string> = { ...values };
  for (const field of fields) {
    const kind = taxIdKindOf(field);
    if (kind === null || next[field.name]) continue;
    const value = kind === 'cpf' ? given.cpf : kind === 'cnpj' ? given.cnpj : (given.cpf ?? given.cnpj);
    if (value) next[field.name] = formatTaxId(value, kind);
  }
  return next;
}

/** Passwords and one-time MFA answers: never worth keeping after they failed. */
export function withoutSecrets(fields: readonly Credential[], values: Values): Values {
  const next: Record<string, string> = { ...values };
  for (const field of fields) if (field.type === 'password' || field.mfa) delete next[field.name];
  return next;
}

/** The parameters sent for a form: empty optional fields are left out. */
export function parametersOf(fields: readonly Credential[], values: Values): Record<string, string> {
  const parameters: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name] ?? '';
    if (value !== '') parameters[field.name] = submittedValue(field, value);
  }
  return parameters;
}
