// @vitest-environment jsdom
// define() with the real flow, views and catalogs, against the sandbox over real HTTP.
import { fireEvent, waitFor, within } from '@testing-library/preact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StartedSandbox, startSandbox } from '../api/testing/start-sandbox.js';
import { define } from './define.js';

let started: StartedSandbox;
let sandbox: { url: string; token: string };
beforeAll(async () => {
  started = await startSandbox();
  sandbox = { url: started.url, token: await started.connectToken() };
});
afterAll(() => started.close());

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
