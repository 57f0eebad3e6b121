// The flow's public surface: the state machine and the helpers its views need.
export { createFlow } from './create-flow';
export { formatTaxId, maskFor, taxIdKindOf, isValidCpf, isValidCnpj } from './tax-id';
export type { TaxIdKind } from './tax-id';
export { progressOf } from './progress';
export type { Progress, ProgressKey } from './progress';
export { FIELD_ERRORS, isFieldErrorKey } from './validation/field-errors';
export type { FieldErrorKey } from './validation/field-errors';
export { WIDGET_EVENTS } from './events';
export type { WidgetEvent, WidgetEventName } from './events';
export { WIDGET_ERROR_CODES } from './error-codes';
export type { WidgetErrorCode } from './error-codes';
export type * from './types';
