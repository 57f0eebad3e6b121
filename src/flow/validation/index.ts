// The form's field validation, one module the flow loads on demand: it comes with the views that show its messages.
export { formErrorsOf } from './server-errors.js';
export { formatTaxId, maskFor, taxIdKindOf } from './tax-id.js';
export { submittedValue, validateField, validateFields } from './validate-field.js';
