// Error bodies the service answers with. Kept whole: the widget reads only ParameterError, all of it,
// so the rest (validation, update rejections, rate limit, generic) never reaches its engine.
import { z } from '../z.js';

/** One offending parameter of a validation error. `errors[]` in the interface, `details[]` in its clients. */
export const ParameterError = z.object({
  code: z.string(),
  message: z.string(),
  parameter: z.optional(z.string()),
});
export type ParameterError = z.infer<typeof ParameterError>;

/**
 * Every error body: `code` is the HTTP status as a number (the public client's shape) or, for
 * update rejections, the interface's string code; `errors` (interface) and `details` (client)
 * both carry parameter errors on a 400.
 */
export const ErrorBody = z.object({
  code: z.optional(z.union([z.number(), z.string()])),
  message: z.string(),
  codeDescription: z.optional(z.string()),
  errors: z.optional(z.array(ParameterError)),
  details: z.optional(z.array(ParameterError)),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
