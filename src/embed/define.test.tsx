// @vitest-environment jsdom
// define() with the real flow, views and catalogs, against the sandbox over real HTTP.
import { fireEvent, waitFor, within } from '@testing-library/preact';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { define } from './define.js';

// Under jsdom, Vite rewrites `new URL(..., import.meta.url)` for the browser, which breaks how the
// sandbox finds its catalogue; so the sandbox kit runs in a Node process of its own.
const SANDBOX = `
  import { sandboxClient } from './demo/sandbox/testing.ts';
  const s = await sandboxClient({ stepMs: 5 });
  console.log(JSON.stringify({ url: s.url, token: await s.connectToken() }));
`;

let child: ChildProcess;
let sandbox: { url: string; token: string };
beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SANDBOX], { stdio: ['ignore', 'pipe', 'inherit'] });
  sandbox = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line));
    });
    child.once('exit', (code) => reject(new Error(`the sandbox exited (${code})`)));
  });
});
afterAll(() => {
  child.kill();
});

const rootOf = (element: HTMLElement): HTMLElement => {
  const root = element.shadowRoot?.firstElementChild;
  if (!(root instanceof HTMLElement)) throw new Error('nothing rendered yet');
  return root;
};

describe('define', () => {
  it('registers <ponte-connect> once, however often it is called', () => {
    const first = define();
    expect(define()).toBe(first);
    expect(customElements.get('ponte-connect')).toBe(first);
  });

  it('connects Sandbox Bank end to end and hands back the item, with no credential in any event', async () => {
    define();
    const events: CustomEvent[] = [];
    for (const type of ['ponte:event', 'ponte:success', 'ponte:error']) document.addEventListener(type, (e) => events.push(e as CustomEvent));
    const element = document.createElement('ponte-connect');
    element.setAttribute('connect-token', sandbox.token);
    element.setAttribute('api-url', sandbox.url);
    element.setAttribute('include-sandbox', '');
    element.setAttribute('language', 'en');
    element.setAttribute('selected-connector-id', '0');
    document.body.append(element);
    // Later steps are a lazy chunk: on a busy machine its first load takes longer than a second.
    const slow = { timeout: 10_000 };
    const shadow = within(await waitFor(() => rootOf(element), slow));

    fireEvent.click(await waitFor(() => shadow.getByRole('button', { name: 'Continue' }), slow));
    fireEvent.input(await waitFor(() => shadow.getByLabelText('User'), slow), { target: { value: 'user-ok' } });
    fireEvent.input(shadow.getByLabelText('Password', { selector: 'input' }), { target: { value: 'password-ok' } });
    fireEvent.click(shadow.getByRole('button', { name: 'Connect' }));

    const success = await waitFor(
      () => {
        const found = events.find((e) => e.type === 'ponte:success');
        if (!found) throw new Error('no ponte:success yet');
        return found;
      },
      { timeout: 10_000 },
    );
    expect(success.detail.item).toMatchObject({ status: 'UPDATED', executionStatus: 'SUCCESS' });
    // The connector's own descriptors (which here mention the sandbox password) aside.
    const { connector: _descriptors, ...item } = success.detail.item;
    const everything = JSON.stringify([...events.filter((e) => e !== success).map((e) => e.detail), item]);
    expect(everything).not.toContain('password-ok');
    expect(everything).not.toContain(sandbox.token);
    element.remove();
  });

  it('gives a working element: the search step over the sandbox’s connectors', async () => {
    define();
    const steps: string[] = [];
    document.addEventListener('ponte:event', (event) => {
      const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
      if (typeof detail === 'object' && detail !== null && 'step' in detail) steps.push(String(detail.step));
    });
    const element = document.createElement('ponte-connect');
    element.setAttribute('connect-token', sandbox.token);
    element.setAttribute('api-url', sandbox.url);
    element.setAttribute('include-sandbox', '');
    element.setAttribute('language', 'en');
    document.body.append(element);
    const shadow = within(await waitFor(() => rootOf(element)));
    const search = await waitFor(() => shadow.getByRole('combobox'));
    expect(search).toBeTruthy();
    await waitFor(() => expect(shadow.getAllByRole('option').length).toBeGreaterThan(0));
    expect(steps).toContain('search');
    element.remove();
  });
});
