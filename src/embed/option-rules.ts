// Small hand-written option checks: each says whether a value fits and, if not, what was expected.
// They replace a schema library where bytes count (the host runtime, the widget's first screen).

/** A guard with the words for a refusal: `problem` is asked only when `is` says no. */
export type Rule<T> = {
  is(value: unknown): value is T;
  problem(value: unknown): string;
  /** What a missing required value should have been, for "is required (...)". */
  what: string;
};

export const rule = <T>(
  what: string,
  is: (value: unknown) => value is T,
  problem: (value: unknown) => string = () => `expected ${what}`,
): Rule<T> => ({
  is,
  problem,
  what,
});

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const stringMatching = (pattern: RegExp, what: string): Rule<string> =>
  rule(what, (value): value is string => typeof value === 'string' && pattern.test(value));

/** Passes strings that `test` accepts; `test` never sees anything but a string. */
export const stringWhere = (test: (value: string) => boolean, what: string, refusal = `expected ${what}`): Rule<string> =>
  rule(
    what,
    (value): value is string => typeof value === 'string' && test(value),
    () => refusal,
  );

export const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};

export const httpUrl = (what: string, example: string): Rule<string> => stringWhere(isHttpUrl, what, `expected an http(s) URL such as ${example}`);

/** Visible ASCII only: the Connect Token travels in a request header. */
export const connectTokenRule: Rule<string> = stringMatching(/^[\x21-\x7e]+$/, 'the Connect Token your server minted');

export const apiUrlRule: Rule<string> = httpUrl('an http(s) URL', 'https://api.example.com');

export const boolean: Rule<boolean> = rule('a boolean', (value): value is boolean => typeof value === 'boolean');

export const nonNegativeInteger: Rule<number> = rule(
  'a non-negative integer',
  (value): value is number => Number.isInteger(value) && (value as number) >= 0,
);

export const oneOf = <const T extends string>(values: readonly T[], what = `one of ${values.join(', ')}`): Rule<T> =>
  rule(what, (value): value is T => typeof value === 'string' && (values as readonly string[]).includes(value));

/** A function; the signature, when given, is shown in the refusal. */
/** Refused in the words the host runtime uses for its callbacks, so every way of embedding says the same. */
export const fn = <T>(): Rule<T> => rule('a function', (value): value is T => typeof value === 'function');

/** A list whose every item passes `item`; the refusal names the first bad item. */
export const listOf = <T>(item: Rule<T>, what: string): Rule<T[]> =>
  rule(
    what,
    (value): value is T[] => Array.isArray(value) && value.every((entry) => item.is(entry)),
    (value) => {
      if (!Array.isArray(value)) return `expected ${what}`;
      const index = value.findIndex((entry) => !item.is(entry));
      return `item ${index + 1}: ${item.problem(value[index])}`;
    },
  );

type Shape = Record<string, Rule<unknown>>;
type Of<S extends Shape> = { [K in keyof S]?: S[K] extends Rule<infer T> ? T : never };

/** An object of optional fields, unknown keys refused. */
export const strictObject = <S extends Shape>(shape: S, what: string): Rule<Of<S>> => {
  const firstProblem = (value: unknown): string | null => {
    if (!isRecord(value)) return `expected ${what}`;
    const unknown = Object.keys(value).filter((key) => !Object.hasOwn(shape, key));
    if (unknown.length > 0) return `unknown key ${unknown.map((key) => `"${key}"`).join(', ')}`;
    for (const [key, field] of Object.entries(shape)) {
      const entry = value[key];
      if (entry !== undefined && !field.is(entry)) return `${key}: ${field.problem(entry)}`;
    }
    return null;
  };
  return rule(
    what,
    (value): value is Of<S> => firstProblem(value) === null,
    (value) => firstProblem(value) ?? `expected ${what}`,
  );
};

/** Rules by option name; `required` options must be present. */
export type RuleTable = Record<string, Rule<unknown>>;

export type Refusal = { option: string; problem: string };

/**
 * Checks `input`'s options against `rules` in the table's order, and returns the first refusal or
 * the defined values of the known options (unknown keys are left out).
 */
export function checkOptions(
  input: Record<string, unknown>,
  rules: RuleTable,
  required: readonly string[],
): { ok: true; values: Record<string, unknown> } | { ok: false; refusal: Refusal } {
  const values: Record<string, unknown> = {};
  for (const [option, check] of Object.entries(rules)) {
    const value = input[option];
    if (value === undefined) {
      if (required.includes(option)) return { ok: false, refusal: { option, problem: `is required (${check.what})` } };
      continue;
    }
    if (!check.is(value)) return { ok: false, refusal: { option, problem: check.problem(value) } };
    values[option] = value;
  }
  return { ok: true, values };
}
