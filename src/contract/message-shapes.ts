// Messages read against one table of their shapes, for both directions: the envelope checked, then a
// fresh copy holding only the fields the message's type names, each one valid.
import { envelop, PROTOCOL_NS, PROTOCOL_VERSION } from './envelope.js';
import { type Guard, isFields } from './guards.js';

/** How a field is read: a guard keeps the value as it is, a shape keeps a checked copy of it. */
export type Field = Guard | Shape;
/** The fields an object may hold, every one named; the first `required` of them (all by default) must be present. */
export type Shape = [fields: Record<string, Field>, required?: number];
export type Fields<T> = { [K in keyof T]-?: Field };

/** A copy of `value` with the shape's fields only, each valid, put in `copied`; undefined when one is not. */
export function copy(
  value: unknown,
  [fields, required = Number.POSITIVE_INFINITY]: Shape,
  copied: Record<string, unknown> = {},
): Record<string, unknown> | undefined {
  const fits =
    isFields(value) &&
    Object.entries(fields).every(([key, field], index) => {
      const given = value[key];
      if (given === undefined) return index >= required;
      const kept = typeof field === 'function' ? (field(given) ? given : undefined) : copy(given, field);
      copied[key] = kept;
      return kept !== undefined;
    });
  return fits ? copied : undefined;
}

/** The message, enveloped afresh, when it wears our envelope and fits its type's shape; else null. */
export function readMessage<T extends string>(bodies: Record<T, Shape>, data: unknown, channel: string): Record<string, unknown> | null {
  if (!isFields(data) || data.ns !== PROTOCOL_NS || data.v !== PROTOCOL_VERSION || data.channel !== channel) return null;
  const { type } = data;
  return (typeof type === 'string' && Object.hasOwn(bodies, type) && copy(data, bodies[type as T], envelop(channel, { type }))) || null;
}
