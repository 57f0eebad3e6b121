// GET /connectors query semantics: parsing the query string and selecting the matching connectors.
import type { Connector } from '../../../../src/api/schemas/index.js';
import { canonicalInteger } from '../../core/canonical-integer.js';
import type { CatalogueEntry } from './catalogue.js';

export type ConnectorQuery = {
  name?: string;
  countries?: string[];
  types?: string[];
  ids?: number[];
  sandbox?: boolean;
  isOpenFinance?: boolean;
  supportsPaymentInitiation?: boolean;
  products?: string[];
};

export type ConnectorQueryError = { error: string; parameter: string };

const BOOLEAN_PARAMETERS = ['sandbox', 'isOpenFinance', 'supportsPaymentInitiation'] as const;
const LIST_PARAMETERS = ['countries', 'types', 'products'] as const;

/** Reads the query the public client sends: lists comma-joined, booleans as true/false. */
export function parseConnectorQuery(params: URLSearchParams): ConnectorQuery | ConnectorQueryError {
  const query: ConnectorQuery = {};

  const name = params.get('name')?.trim();
  if (name) query.name = name;

  for (const parameter of LIST_PARAMETERS) {
    const values = listOf(params, parameter);
    if (values.length > 0) query[parameter] = values;
  }

  const ids = listOf(params, 'ids');
  if (ids.length > 0) {
    const bad = ids.find((id) => (canonicalInteger(id) ?? -1) < 0);
    if (bad !== undefined) {
      return { error: `ids must be comma-separated integers; got "${bad}"`, parameter: 'ids' };
    }
    query.ids = ids.map(Number);
  }

  for (const parameter of BOOLEAN_PARAMETERS) {
    const raw = params.get(parameter);
    if (raw === null) continue;
    if (raw !== 'true' && raw !== 'false') {
      return { error: `${parameter} must be true or false; got "${raw}"`, parameter };
    }
    query[parameter] = raw === 'true';
  }

  return query;
}

/** The connectors a query selects, sorted as a Brazilian reader expects (by name, then id). */
export function filterConnectors(entries: readonly CatalogueEntry[], query: ConnectorQuery): Connector[] {
  const needle = query.name === undefined ? undefined : fold(query.name);
  return entries
    .map((entry) => entry.connector)
    .filter(
      (c) =>
        (query.sandbox === true || c.isSandbox !== true) &&
        (needle === undefined || fold(`${c.name ?? ''} ${c.aliases ?? ''}`).includes(needle)) &&
        within(query.ids, c.id) &&
        within(query.types, c.type) &&
        within(query.countries, c.country) &&
        matchesFlag(query.isOpenFinance, c.isOpenFinance) &&
        matchesFlag(query.supportsPaymentInitiation, c.supportsPaymentInitiation) &&
        (query.products ?? []).every((product) => c.products?.includes(product) === true),
    )
    .sort((a, b) => collator.compare(a.name ?? '', b.name ?? '') || a.id - b.id);
}

const collator = new Intl.Collator('pt-BR');

// Repeated keys are accepted too, so `types=A&types=B` means the same as `types=A,B`.
function listOf(params: URLSearchParams, parameter: string): string[] {
  return params
    .getAll(parameter)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** Case- and accent-insensitive form, so "itau" finds "Itaú". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR');
}

function within<T>(allowed: readonly T[] | undefined, value: T | undefined): boolean {
  return allowed === undefined || (value !== undefined && allowed.includes(value));
}

// An absent flag on a connector counts as false, as the interface's booleans default to false.
function matchesFlag(wanted: boolean | undefined, actual: boolean | undefined): boolean {
  return wanted === undefined || wanted === (actual === true);
}
