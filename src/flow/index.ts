// The flow's public surface: the state machine and the helpers its views need.
export { createFlow } from './create-flow.js';
export { formatTaxId, maskFor, taxIdKindOf, isValidCpf, isValidCnpj } from './validation/tax-id.js';
export type { TaxIdKind } from './validation/tax-id.js';
export { type SyncStep, syncSteps } from './progress.js';
export { FIELD_ERRORS, isFieldErrorKey } from './validation/field-errors.js';
export type { FieldErrorKey } from './validation/field-errors.js';
export type * from './types.js';
