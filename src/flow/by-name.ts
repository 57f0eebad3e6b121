// Records keyed by names a connector chose (its credentials'): "constructor", "toString" or
// "__proto__" must be keys like any other, so these records have no prototype to collide with.

/** A record with no prototype, holding `from`'s own entries ("__proto__" included) when given. */
export function byName<T>(from?: Readonly<Record<string, T>>): Record<string, T> {
  return Object.assign(Object.create(null) as Record<string, T>, from);
}
