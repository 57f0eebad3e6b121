// A connector whose validation pattern makes the engine backtrack for seconds: its form is checked over HTTP without stalling the sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxClient, type SandboxKit } from '../../testing/sandbox-kit.js';
import { type CatalogueEntry, loadCatalogue } from '../connectors/catalogue.js';

const TRAP: CatalogueEntry = {
  flow: 'basic',
  connector: {
    id: 9100,
    name: 'Sandbox Pattern Trap',
    type: 'PERSONAL_BANK',
    country: 'BR',
    isSandbox: true,
    credentials: [
      { name: 'user', label: 'User', type: 'text', validation: '^(\\w+\\s?)*$', validationMessage: 'Words and spaces only.' },
      { name: 'password', label: 'Password', type: 'password' },
    ],
  },
};
// The engine needs seconds for this against the pattern above; 30 characters, as reported.
const HOSTILE = `${'a'.repeat(29)}!`;

let s: SandboxKit;
let token: string;
beforeAll(async () => {
  s = await sandboxClient({ catalogue: [...loadCatalogue(), TRAP] });
  token = await s.connectToken();
});
afterAll(() => s.close());

describe('a catastrophic validation pattern, with a Connect Token', () => {
  it.each([
    ['POST /connectors/{id}/validate', () => s.call('POST', '/connectors/9100/validate', { token, body: { user: HOSTILE, password: 'x' } }), 200],
    ['POST /items', () => s.call('POST', '/items', { token, body: { connectorId: 9100, parameters: { user: HOSTILE, password: 'x' } } }), 400],
  ])('%s refuses a hostile value at once, with the connector message, and the sandbox goes on answering', async (_route, send, status) => {
    const started = performance.now();
    const [answer, meanwhile] = await Promise.all([send(), s.call('GET', '/connectors/0', { token })]);
    expect(performance.now() - started).toBeLessThan(500);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ errors: [{ code: '002', parameter: 'user', message: 'Words and spaces only.' }] });
    expect(meanwhile.status).toBe(200);
  });

  it('still accepts a value the pattern matches', async () => {
    const r = await s.call('POST', '/connectors/9100/validate', { token, body: { user: 'user ok', password: 'x' } });
    expect(r.body).toMatchObject({ errors: [] });
  });
});
