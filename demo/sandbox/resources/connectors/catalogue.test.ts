// The built-in catalogue's promises to merchants and tests, and how a bad catalogue file is reported.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONNECTOR_TYPES } from '../../../../src/api/schemas/index.js';
import { SANDBOX_MFA_ANSWER, SANDBOX_PASSWORD } from '../items/outcomes.js';
import { CatalogueConnector, loadCatalogue } from './catalogue.js';

const catalogue = loadCatalogue();
const byId = (id: number) => {
  const entry = catalogue.find((e) => e.connector.id === id);
  if (!entry) throw new Error(`connector ${id} is missing`);
  return entry;
};
const credentialNames = (id: number) => (byId(id).connector.credentials ?? []).map((c) => c.name);
const allCredentials = catalogue.flatMap((e) =>
  (e.connector.credentials ?? []).map((credential) => ({ connector: e.connector.name ?? '', credential })),
);
// One case per distinct rule: many connectors share the CPF or password rule.
const withValidation = [
  ...new Map(
    allCredentials.flatMap(({ connector, credential }) =>
      credential.validation == null
        ? []
        : [
            [
              JSON.stringify([credential.validation, credential.placeholder, credential.type, credential.mfa]),
              { label: `${connector} / ${credential.name}`, credential, validation: credential.validation },
            ] as const,
          ],
    ),
  ).values(),
];

describe('built-in catalogue', () => {
  it('gives every connector every field of the interface', () => {
    // Aliases are the sandbox's extra, given to the institutions people name by code or acronym.
    const fields = Object.keys(CatalogueConnector.shape).filter((field) => field !== 'aliases');
    for (const { connector } of catalogue) {
      expect(
        Object.keys(connector)
          .filter((field) => field !== 'aliases')
          .sort(),
        connector.name,
      ).toEqual([...fields].sort());
      expect(connector.health?.stage, connector.name).toBeNull();
    }
  });

  it.each([
    { id: 0, name: 'Sandbox Bank', flow: 'basic', credentials: ['user', 'password'], hasMFA: false },
    { id: 1, name: 'Sandbox MFA Bank', flow: 'mfa-one-step', credentials: ['user', 'password', 'token'], hasMFA: true },
    { id: 2, name: 'Sandbox Business Bank', flow: 'basic', credentials: ['cnpj', 'user', 'password'], hasMFA: false },
    { id: 3, name: 'Sandbox MFA 2-Step Bank', flow: 'mfa-two-step', credentials: ['user', 'password'], hasMFA: true },
    { id: 4, name: 'Sandbox Image Challenge Bank', flow: 'image', credentials: ['user', 'password'], hasMFA: true },
    { id: 5, name: 'Sandbox Select Challenge Bank', flow: 'select', credentials: ['user', 'password'], hasMFA: true },
    { id: 6, name: 'Sandbox App Approval Bank', flow: 'app-approval', credentials: ['user', 'password'], hasMFA: true },
    { id: 600, name: 'Sandbox Open Finance', flow: 'oauth', credentials: ['cpf'], hasMFA: false },
    { id: 601, name: 'Sandbox Open Finance Empresas', flow: 'oauth', credentials: ['cnpj'], hasMFA: false },
  ])('sandbox connector $id ($name) uses flow $flow and asks for $credentials', ({ id, name, flow, credentials, hasMFA }) => {
    const entry = byId(id);
    expect(entry.flow).toBe(flow);
    expect(entry.connector).toMatchObject({ name, isSandbox: true, hasMFA, country: 'BR' });
    expect(credentialNames(id)).toEqual(credentials);
  });

  it.each([
    ['Banco do Brasil', ['001', 'BB']],
    ['Caixa Open Finance', ['104', 'CEF', 'Caixa Econômica Federal']],
    ['Itaú Empresas Open Finance', ['341', 'Itaú Unibanco']],
  ])('gives %s the code and acronyms people search it by', (name, aliases) => {
    expect(catalogue.find((entry) => entry.connector.name === name)?.connector.aliases).toEqual(aliases);
  });

  it('asks the MFA bank for a 6-digit token up front', () => {
    const token = byId(1).connector.credentials?.find((c) => c.name === 'token');
    expect(token).toMatchObject({ type: 'number', mfa: true, validation: '^\\d{6}$' });
    expect(token?.validationMessage).toBeTruthy();
  });

  it('makes the open-finance sandbox an OAuth connector that initiates payments', () => {
    expect(byId(600).connector).toMatchObject({
      oauth: true,
      oauthUrl: null,
      isOpenFinance: true,
      supportsPaymentInitiation: true,
      supportsScheduledPayments: true,
      supportsSmartTransfers: true,
      supportsAutomaticPix: true,
    });
    expect(byId(600).connector.credentials?.[0]).toMatchObject({ label: 'CPF', placeholder: '000.000.000-00' });
  });

  it.each([
    { id: 7, type: 'INVESTMENT', health: 'ONLINE' },
    { id: 8, type: 'PERSONAL_BANK', health: 'UNSTABLE' },
    { id: 9, type: 'PERSONAL_BANK', health: 'OFFLINE' },
    { id: 2, type: 'BUSINESS_BANK', health: 'ONLINE' },
  ])('sandbox connector $id is $type and $health', ({ id, type, health }) => {
    expect(byId(id).connector.type).toBe(type);
    expect(byId(id).connector.health?.status).toBe(health);
  });

  it('names every sandbox connector "Sandbox" and no other', () => {
    for (const { connector } of catalogue) {
      expect(connector.name?.includes('Sandbox'), connector.name).toBe(connector.isSandbox);
    }
  });

  it('lists at least 45 real institutions covering every connector type', () => {
    const real = catalogue.filter((e) => e.connector.isSandbox !== true);
    expect(real.length).toBeGreaterThanOrEqual(45);
    expect(new Set(real.map((e) => e.connector.type))).toEqual(new Set(CONNECTOR_TYPES));
  });

  it('includes unstable, offline and open-finance real institutions', () => {
    const real = catalogue.filter((e) => e.connector.isSandbox !== true).map((e) => e.connector);
    expect(real.some((c) => c.health?.status === 'UNSTABLE')).toBe(true);
    expect(real.some((c) => c.health?.status === 'OFFLINE')).toBe(true);
    expect(real.filter((c) => c.isOpenFinance === true).length).toBeGreaterThanOrEqual(5);
  });

  it('gives each entry the flow its connector implies', () => {
    for (const { flow, connector } of catalogue.filter((e) => e.connector.isSandbox !== true)) {
      const expected = connector.oauth ? 'oauth' : connector.credentials?.some((c) => c.mfa) ? 'mfa-one-step' : 'basic';
      expect(flow, connector.name).toBe(expected);
      expect(connector.hasMFA, connector.name).toBe(expected === 'mfa-one-step');
    }
  });

  it('serves every logo from the sandbox itself and keeps colours hex', () => {
    for (const { connector } of catalogue) {
      expect(connector.imageUrl).toBe(`/images/connectors/${connector.id}.svg`);
      expect(connector.primaryColor, connector.name).toMatch(/^#[0-9A-F]{6}$/);
    }
  });

  it('asks open-finance connectors for a CPF or CNPJ only', () => {
    for (const { connector } of catalogue.filter((e) => e.connector.isOpenFinance === true)) {
      expect(connector.oauth, connector.name).toBe(true);
      expect(
        (connector.credentials ?? []).map((c) => c.name),
        connector.name,
      ).toSatisfy((names: string[]) => names.length === 1 && (names[0] === 'cpf' || names[0] === 'cnpj'));
    }
  });

  it('offers options on every select credential', () => {
    const selects = allCredentials.filter(({ credential }) => credential.type === 'select');
    expect(selects.length).toBeGreaterThan(0);
    for (const { connector, credential } of selects) expect(credential.options?.length, connector).toBeGreaterThan(1);
  });

  it.each(withValidation)('$label: validation compiles (also as an HTML pattern) and accepts its placeholder', ({ credential, validation }) => {
    const pattern = new RegExp(validation);
    expect(() => new RegExp(validation, 'v')).not.toThrow();
    if (credential.placeholder != null) expect(credential.placeholder).toMatch(pattern);
  });

  it.each(withValidation)('$label: validation has no nested quantifier', ({ validation }) => {
    expect(hasNestedQuantifier(validation)).toBe(false);
  });

  // The sandbox logs in everywhere with the same password and MFA answer; a rule that rejects
  // them would make a connector impossible to try.
  it.each(withValidation.filter(({ credential }) => credential.type === 'password' || credential.mfa === true))(
    '$label: accepts the sandbox password or MFA answer',
    ({ credential, validation }) => {
      expect(credential.mfa ? SANDBOX_MFA_ANSWER : SANDBOX_PASSWORD).toMatch(new RegExp(validation));
    },
  );
});

describe('hasNestedQuantifier', () => {
  it.each([
    { pattern: '^(a+)+$', nested: true },
    { pattern: '^(\\d{3}\\.?)*$', nested: true },
    { pattern: '^\\d{3}\\.?\\d{3}\\.?\\d{3}-?\\d{2}$', nested: false },
    { pattern: '^(\\d{3,9}|[a-z]+)$', nested: false },
  ])('$pattern → $nested', ({ pattern, nested }) => {
    expect(hasNestedQuantifier(pattern)).toBe(nested);
  });
});

describe('loadCatalogue with a user file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ponte-catalogue-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, data: unknown) => {
    const file = join(dir, name);
    writeFileSync(file, typeof data === 'string' ? data : JSON.stringify(data));
    return file;
  };
  const connector = (id: number, extra: Record<string, unknown> = {}) => ({ id, name: `Banco ${id}`, ...extra });

  it.each([
    {
      name: 'a wrong field type',
      data: [
        { flow: 'basic', connector: connector(1) },
        { flow: 'basic', connector: { id: '2' } },
      ],
      message: /entry 1, field connector\.id: expected number/,
    },
    {
      name: 'a wrong type in a field the widget does not read',
      data: [{ flow: 'basic', connector: connector(1, { oauth: 'yes' }) }],
      message: /entry 0, field connector\.oauth: expected boolean/,
    },
    { name: 'an unknown flow', data: [{ flow: 'teleport', connector: connector(1) }], message: /entry 0, field flow: expected one of "basic"/ },
    {
      name: 'a bad credential',
      data: [{ connector: connector(1, { credentials: [{ name: 'cpf', type: 'text' }] }) }],
      message: /entry 0, field connector\.credentials\[0\]\.label: expected string/,
    },
    {
      name: 'a broken regex',
      data: [{ connector: connector(1, { credentials: [{ name: 'cpf', label: 'CPF', type: 'text', validation: '^(\\d$' }] }) }],
      message: /entry 0, field connector\.credentials\[0\]\.validation: not a valid regular expression/,
    },
    {
      name: 'a regex the sandbox cannot match in linear time',
      data: [{ connector: connector(1, { credentials: [{ name: 'pin', label: 'PIN', type: 'text', validation: '^(?=\\d)\\d{4}$' }] }) }],
      message: /entry 0, field connector\.credentials\[0\]\.validation: the sandbox cannot match it in linear time: lookarounds/,
    },
    {
      name: 'a duplicate id',
      data: [{ connector: connector(7) }, { connector: connector(8) }, { connector: connector(7) }],
      message: /entry 2, field connector\.id: id 7 is already used by entry 0/,
    },
    { name: 'an object instead of a list', data: { connector: connector(1) }, message: /must be a JSON array/ },
    { name: 'text that is not JSON', data: '[{ "connector": ', message: /is not valid JSON/ },
  ])('rejects $name, naming the entry and field', ({ name, data, message }) => {
    const file = write(`${name.replace(/\W+/g, '-')}.json`, data);
    expect(() => loadCatalogue(file)).toThrow(message);
  });

  it('reports a missing file', () => {
    expect(() => loadCatalogue(join(dir, 'absent.json'))).toThrow(/Cannot read connector catalogue/);
  });

  it.each([
    { connector: connector(1, { oauth: true, credentials: [{ name: 'cpf', label: 'CPF', type: 'text' }] }), flow: 'oauth' },
    { connector: connector(2, { credentials: [{ name: 'token', label: 'Token', type: 'number', mfa: true }] }), flow: 'mfa-one-step' },
    { connector: connector(3, { credentials: [{ name: 'user', label: 'Usuário', type: 'text' }] }), flow: 'basic' },
    { connector: connector(4), flow: 'basic' },
  ])('derives flow $flow when the entry has none', ({ connector: c, flow }) => {
    const file = write(`derive-${c.id}.json`, [{ connector: c }]);
    expect(loadCatalogue(file)).toEqual([{ flow, connector: c }]);
  });

  it('keeps a flow the entry names', () => {
    const file = write('explicit.json', [{ flow: 'app-approval', connector: connector(5) }]);
    expect(loadCatalogue(file)[0]?.flow).toBe('app-approval');
  });
});

/** True when a quantified group contains a quantifier: the shape behind catastrophic backtracking. */
function hasNestedQuantifier(pattern: string): boolean {
  const stack: boolean[] = [];
  let containsQuantifier = false;
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i];
    if (char === '\\') {
      i += 1;
    } else if (char === '[') {
      while (i < pattern.length && pattern[i] !== ']') i += pattern[i] === '\\' ? 2 : 1;
    } else if (char === '(') {
      stack.push(containsQuantifier);
      containsQuantifier = false;
      if (pattern[i + 1] === '?') i += pattern[i + 2] === '<' ? 3 : 2;
    } else if (char === ')') {
      const inner: boolean = containsQuantifier;
      containsQuantifier = (stack.pop() ?? false) || inner;
      const next = pattern[i + 1];
      if (inner && (next === '*' || next === '+' || next === '?' || next === '{')) return true;
    } else if (char === '*' || char === '+' || char === '?' || char === '{') {
      containsQuantifier = true;
    }
  }
  return false;
}
