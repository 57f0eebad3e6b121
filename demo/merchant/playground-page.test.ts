// The playground's page (pages/index.html) offers a control for every option the README documents, with the contract's values.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONNECTOR_TYPES, PRODUCTS } from '../../src/api/enums.js';
import { LANGUAGES } from '../../src/contract/languages.js';
import { SETTING_ORDER } from './pages/playground/snippet-parts.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const page = readFileSync(new URL('./pages/index.html', import.meta.url), 'utf8');
const form = /<form id="playground-form"[\s\S]*?<\/form>/.exec(page)?.[0] ?? '';

/** The README's options table: each option's name and the quoted values its type cell lists. */
const documented = (() => {
  const section = /### Options\n([\s\S]*?)\n###/.exec(readme)?.[1] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => {
      const [names = '', type = ''] = line.slice(1).split(/(?<!\\)\|/);
      const values = [...type.matchAll(/`'(\w+)'`/g)].map((match) => match[1]);
      return [...names.matchAll(/`(\w+)`/g)].map((match) => ({ name: match[1] ?? '', values }));
    });
})();

/** Options the page supplies itself rather than letting one choose them, and why. */
const SUPPLIED: Record<string, string> = {
  connectToken: 'the page asks its backend with fetchConnectToken instead',
  fetchConnectToken: 'asks this site’s backend, for the chosen item in update mode',
  apiUrl: 'the sandbox this demo runs',
  widgetUrl: 'the widget host this demo runs',
  container: 'the page’s inline widget section',
  nonce: 'the page’s CSP needs none: the host’s styles are constructed stylesheets',
  onSuccess: 'the event log',
  onError: 'the event log',
  onEvent: 'the event log',
  onOpen: 'the event log',
  onClose: 'the event log',
  onHide: 'the event log',
  onReady: 'the widget’s own readiness',
  paymentRequestId: 'payment mode is another widget, the payer page: the checkout page pays with it',
  preauthorizationOffer: 'another mode of the payer page: the smart-transfers page signs one on its server and opens it',
};

/** The values a control of that name offers: its select's options, or its checkboxes' and radios'. */
function offered(name: string): string[] {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(form);
  if (select) return [...(select[1] ?? '').matchAll(/<option value="(\w*)"/g)].map((match) => match[1] ?? '').filter((value) => value !== '');
  return [...form.matchAll(new RegExp(`<input type="(?:checkbox|radio)" name="${name}" value="(\\w+)"`, 'g'))].map((match) => match[1] ?? '');
}

describe('the playground', () => {
  it('reads the README’s options table', () => {
    expect(documented.map((option) => option.name)).toEqual(expect.arrayContaining(['connectToken', 'language', 'onClose']));
  });

  it.each(documented.filter(({ name }) => !(name in SUPPLIED)))('has a control for $name, written into the code', ({ name }) => {
    expect(form).toMatch(new RegExp(`\\sname="${name}"`));
    if (name !== 'display') expect(SETTING_ORDER).toContain(name);
  });

  it.each(documented.filter(({ values }) => values.length > 0))('offers every value of $name the README lists', ({ name, values }) => {
    expect(offered(name)).toEqual(values);
  });

  it.each([
    { name: 'connectorTypes', values: CONNECTOR_TYPES },
    { name: 'products', values: PRODUCTS },
    { name: 'language', values: LANGUAGES },
  ])('offers the contract’s $name', ({ name, values }) => {
    expect(offered(name)).toEqual([...values]);
  });

  it('labels every field', () => {
    const ids = [...form.matchAll(/<(?:input|select)\b[^>]*\sid="([\w-]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) expect(form, id).toContain(`<label for="${id}">`);
    // The rest are checkboxes and radios inside their label.
    const unnamed = [...form.matchAll(/<input\b(?![^>]*\sid=)[^>]*>/g)].map((match) => match[0]);
    for (const input of unnamed) expect(form, input).toContain(`<label>${input}`);
  });
});
