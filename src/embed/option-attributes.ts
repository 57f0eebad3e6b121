// Reading options from kebab-case attributes: strings turned into the types the schema checks.
import { type InvalidOptions, invalidOption } from './option-errors.js';
import { attributeName } from './attribute-name.js';
import { ATTRIBUTE_KINDS, type Kind } from './option-kinds.js';
import type { OptionName } from './options.js';

export const ATTRIBUTE_OPTIONS = Object.keys(ATTRIBUTE_KINDS) as OptionName[];

const list = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

// A string that is not an integer stays a string, so the schema reports the option by name.
const integer = (value: string): number | string => (/^\s*\d+\s*$/.test(value) ? Number(value) : value);

/** The attribute's text as the option's type; a string when it cannot be read, saying why. */
function convert(kind: Kind, value: string): { value: unknown } | string {
  switch (kind) {
    case 'string':
      return { value };
    case 'boolean':
      // A boolean attribute is on when present; "false" is accepted as off, as hosts often write it.
      if (value === '' || value === 'true') return { value: true };
      if (value === 'false') return { value: false };
      return `expected a boolean attribute (present, "true" or "false"), got "${value}"`;
    case 'list':
      return { value: list(value) };
    case 'integer-list':
      return { value: list(value).map(integer) };
    case 'integer':
      return { value: integer(value) };
    case 'json':
      try {
        return { value: JSON.parse(value) };
      } catch {
        return 'expected JSON such as {"cpf":"529.982.247-25"}';
      }
  }
}

export type AttributeValues = { ok: true; values: Partial<Record<OptionName, unknown>> } | { ok: false; error: InvalidOptions };

/** Options given as attributes, in property form; absent attributes are left out. */
export function readAttributes(get: (name: string) => string | null): AttributeValues {
  const values: Partial<Record<OptionName, unknown>> = {};
  for (const option of ATTRIBUTE_OPTIONS) {
    const kind = ATTRIBUTE_KINDS[option];
    const raw = get(attributeName(option));
    if (kind === undefined || raw === null) continue;
    const converted = convert(kind, raw);
    if (typeof converted === 'string') return { ok: false, error: invalidOption(option, converted, attributeName(option)) };
    values[option] = converted.value;
  }
  return { ok: true, values };
}
