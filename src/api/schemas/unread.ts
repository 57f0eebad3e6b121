// Fields the widget does not read: one shared schema that passes any value on as sent, unchecked.
import { z } from '../z.js';

export const unread = z.optional(z.unknown());

/** `unread` typed as the interface documents the field, for those who read it: merchants, the sandbox. */
export type Unread<T> = z.ZodMiniOptional<z.ZodMiniType<T>>;
