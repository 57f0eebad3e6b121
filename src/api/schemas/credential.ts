// Credential descriptor: one input a connector asks for (also an item's pending `parameter`). The widget
// reads every field, so each is checked; a key the interface adds later is kept as sent.
import { z } from '../z.js';

export const CredentialOption = z.looseObject({
  value: z.string(),
  label: z.string(),
});
export type CredentialOption = z.infer<typeof CredentialOption>;

export const Credential = z.looseObject({
  name: z.string(),
  label: z.string(),
  /** text, password, number, image, select; an item's pending parameter may also be 'oauth'. */
  type: z.string(),
  assistiveText: z.optional(z.nullable(z.string())),
  data: z.optional(z.nullable(z.string())),
  placeholder: z.optional(z.nullable(z.string())),
  validation: z.optional(z.nullable(z.string())),
  validationMessage: z.optional(z.nullable(z.string())),
  mfa: z.optional(z.nullable(z.boolean())),
  optional: z.optional(z.nullable(z.boolean())),
  options: z.optional(z.nullable(z.array(CredentialOption))),
  /** Set on an item's pending parameter: when the answer stops being accepted. */
  expiresAt: z.optional(z.nullable(z.string())),
  instructions: z.optional(z.nullable(z.string())),
});
export type Credential = z.infer<typeof Credential>;
