// The messages the widget itself puts on a field: keys the view translates from its catalogs.

/**
 * FormErrors.fields holds either one of these keys (the view translates it) or text from the
 * network (a connector's validationMessage, a server's parameter error), shown as text.
 */
export const FIELD_ERRORS = {
  required: 'field.required',
  notAnOption: 'field.notAnOption',
  invalid: 'field.invalid',
  invalidCpf: 'field.invalidCpf',
  invalidCnpj: 'field.invalidCnpj',
} as const;
export type FieldErrorKey = (typeof FIELD_ERRORS)[keyof typeof FIELD_ERRORS];

const KEYS: ReadonlySet<string> = new Set(Object.values(FIELD_ERRORS));

export const isFieldErrorKey = (message: string): message is FieldErrorKey => KEYS.has(message);
