// Credential names a connector may choose that collide with JavaScript's own ("__proto__",
// "constructor"…), and duplicate names: the form, its errors and the request body, over HTTP.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type StartedSandbox, startSandbox } from '../api/testing/start-sandbox.js';
import { flowKit, openForm } from './testing/flow-kit.js';
import type { FlowKit } from './testing/flow-kit.js';
import { FIELD_ERRORS } from './validation/field-errors.js';

const NAMES = ['__proto__', 'constructor', 'toString', 'valueOf'];

/** The password is named "__proto__": the sandbox logs in only if it received that key. */
const PROTO_BANK = {
  flow: 'basic',
  connector: {
    id: 9101,
    name: 'Prototype Bank',
    type: 'PERSONAL_BANK',
    country: 'BR',
    health: { status: 'ONLINE', stage: null },
    products: ['ACCOUNTS'],
    credentials: [
      { name: '__proto__', label: 'Senha', type: 'password' },
      // Only the server runs this pattern (nested quantifier): its 400 names the field.
      { name: 'constructor', label: 'Usuário', type: 'text', validation: '^(ana|-)+$', validationMessage: 'Only ana and dashes.' },
      { name: 'toString', label: 'Agência', type: 'text' },
      { name: 'valueOf', label: 'Conta', type: 'text' },
    ],
  },
};

/** The same name twice: the first descriptor is the field. */
const TWICE_BANK = {
  flow: 'basic',
  connector: {
    id: 9102,
    name: 'Twice Bank',
    type: 'PERSONAL_BANK',
    country: 'BR',
    health: { status: 'ONLINE', stage: null },
    products: ['ACCOUNTS'],
    credentials: [
      { name: 'user', label: 'User', type: 'text' },
      { name: 'password', label: 'Password', type: 'password' },
      { name: 'user', label: 'User again', type: 'text', optional: true },
    ],
  },
};

/** As pairs: an object literal would take "__proto__" for its prototype. */
const FILLED: readonly (readonly [string, string])[] = [
  ['__proto__', 'password-ok'],
  ['constructor', 'ana'],
  ['toString', '0001'],
  ['valueOf', '12345-6'],
];

let s: StartedSandbox;
let kit: FlowKit | undefined;
beforeAll(async () => {
  s = await startSandbox({ extraConnectors: [PROTO_BANK, TWICE_BANK] });
});
afterEach(() => kit?.flow.dispose());
afterAll(() => s.close());

/** A fetch that keeps the body of every POST /items as sent. */
function recordingFetch() {
  const bodies: string[] = [];
  const recording: typeof fetch = (input, init) => {
    if (init?.method === 'POST' && String(input).endsWith('/items')) bodies.push(String(init.body));
    return fetch(input, init);
  };
  return { bodies, fetch: recording };
}

function fill(k: FlowKit, values: readonly (readonly [string, string])[]): void {
  for (const [name, value] of values) k.flow.setValue(name, value);
}

describe('credentials named like JavaScript built-ins', () => {
  it('the empty form shows every field empty and says each one is required', async () => {
    kit = await flowKit(s);
    await openForm(kit, 9101);
    for (const name of NAMES) {
      expect(kit.flow.values.value[name], name).toBeUndefined();
      kit.flow.validateField(name);
    }
    await kit.flow.submitCredentials();
    const form = kit.flow.state.value;
    expect(form.step).toBe('credentials');
    if (form.step !== 'credentials') return;
    expect(NAMES.map((name) => form.errors.fields[name])).toEqual(NAMES.map(() => FIELD_ERRORS.required));
    expect(kit.events.some((e) => e.event === 'SUBMITTED_LOGIN')).toBe(false);
  });

  it('sends every field, "__proto__" included, and the sandbox logs in with it', async () => {
    const recorded = recordingFetch();
    kit = await flowKit(s, {}, { fetch: recorded.fetch });
    await openForm(kit, 9101);
    fill(kit, FILLED);
    expect(NAMES.map((name) => kit?.flow.values.value[name])).toEqual(FILLED.map(([, value]) => value));
    await kit.flow.submitCredentials();
    expect(await kit.until('success')).toMatchObject({ item: { status: 'UPDATED' } });
    expect(recorded.bodies).toHaveLength(1);
    // JSON.parse keeps "__proto__" as an own key.
    const sent = JSON.parse(recorded.bodies[0] ?? '{}').parameters;
    expect(Object.entries(sent)).toEqual(FILLED);
  });

  it('a wrong password clears "__proto__" alone; a server error on "constructor" lands on that field', async () => {
    kit = await flowKit(s);
    await openForm(kit, 9101);
    fill(kit, [...FILLED.slice(1), ['__proto__', 'wrong-password']]);
    await kit.flow.submitCredentials();
    await kit.until('credentials', (form) => form.errors.form?.code === 'INVALID_CREDENTIALS');
    expect(Object.entries(kit.flow.values.value)).toEqual(FILLED.slice(1));

    fill(kit, [
      ['__proto__', 'password-ok'],
      ['constructor', 'bia'],
    ]);
    await kit.flow.submitCredentials();
    const refused = await kit.until('credentials', (form) => !form.submitting && Object.keys(form.errors.fields).length > 0);
    expect(refused.errors.fields).toEqual({ constructor: 'Only ana and dashes.' });
  });
});

describe('a credential name given twice', () => {
  it('shows and sends the first descriptor only', async () => {
    const recorded = recordingFetch();
    kit = await flowKit(s, {}, { fetch: recorded.fetch });
    await openForm(kit, 9102);
    const form = kit.flow.state.value;
    expect(form.step === 'credentials' && form.fields.map((f) => [f.name, f.label, f.optional ?? false])).toEqual([
      ['user', 'User', false],
      ['password', 'Password', false],
    ]);
    fill(kit, [
      ['user', 'user-ok'],
      ['password', 'password-ok'],
    ]);
    await kit.flow.submitCredentials();
    await kit.until('success');
    expect(JSON.parse(recorded.bodies[0] ?? '{}').parameters).toEqual({ user: 'user-ok', password: 'password-ok' });
  });
});
