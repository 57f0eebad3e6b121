// The playground form read as options (pages/playground/choices.js): empty fields left to the widget, lists and numbers read, bad lists named.
import { describe, expect, it } from 'vitest';
import { type Choices, PROBLEMS, readChoices } from './pages/playground/choices.js';

describe('readChoices', () => {
  it.each<{ case: string; entries: [string, string][]; choices: Choices }>([
    {
      case: 'an untouched form: the widget’s defaults',
      entries: [
        ['display', 'modal'],
        ['language', ''],
        ['theme', ''],
        ['autoFocus', ''],
        ['connectorIds', ''],
        ['countries', '  '],
        ['selectedConnectorId', ''],
        ['cpf', ''],
        ['updateItem', ''],
      ],
      choices: { display: 'modal', settings: {}, problems: [] },
    },
    {
      case: 'strings, trimmed',
      entries: [
        ['language', 'en'],
        ['theme', 'dark'],
        ['primaryColor', ' #0a58c2 '],
        ['radius', '12px'],
        ['fontFamily', '"Inter", sans-serif'],
      ],
      choices: {
        display: 'modal',
        settings: { language: 'en', theme: 'dark', primaryColor: '#0a58c2', radius: '12px', fontFamily: '"Inter", sans-serif' },
        problems: [],
      },
    },
    {
      case: 'checkboxes and the three-way autoFocus',
      entries: [
        ['includeSandbox', 'true'],
        ['connectorSortAlphabetically', 'true'],
        ['autoFocus', 'false'],
      ],
      choices: { display: 'modal', settings: { includeSandbox: true, connectorSortAlphabetically: true, autoFocus: false }, problems: [] },
    },
    {
      case: 'checkbox lists, in the form’s order',
      entries: [
        ['connectorTypes', 'PERSONAL_BANK'],
        ['connectorTypes', 'INVESTMENT'],
        ['products', 'ACCOUNTS'],
      ],
      choices: { display: 'modal', settings: { connectorTypes: ['PERSONAL_BANK', 'INVESTMENT'], products: ['ACCOUNTS'] }, problems: [] },
    },
    {
      case: 'typed lists and numbers, zero among them',
      entries: [
        ['connectorIds', '0, 600 ,1'],
        ['popularConnectorIds', '205 202'],
        ['countries', 'br ar'],
        ['selectedConnectorId', '0'],
      ],
      choices: {
        display: 'modal',
        settings: { connectorIds: [0, 600, 1], popularConnectorIds: [205, 202], countries: ['BR', 'AR'], selectedConnectorId: 0 },
        problems: [],
      },
    },
    {
      case: 'open-finance prefill, either part',
      entries: [
        ['cpf', '529.982.247-25'],
        ['cnpj', ''],
      ],
      choices: { display: 'modal', settings: { openFinanceParameters: { cpf: '529.982.247-25' } }, problems: [] },
    },
    {
      case: 'inline display and an item to update',
      entries: [
        ['display', 'inline'],
        ['updateItem', 'item-1'],
      ],
      choices: { display: 'inline', settings: { updateItem: 'item-1' }, problems: [] },
    },
    {
      case: 'lists it cannot read: left out and named',
      entries: [
        ['connectorIds', '0, six'],
        ['popularConnectorIds', 'nubank'],
        ['countries', 'Brazil'],
        ['language', 'pt'],
      ],
      choices: {
        display: 'modal',
        settings: { language: 'pt' },
        problems: [
          { name: 'connectorIds', message: PROBLEMS.connectorIds },
          { name: 'popularConnectorIds', message: PROBLEMS.popularConnectorIds },
          { name: 'countries', message: PROBLEMS.countries },
        ],
      },
    },
  ])('$case', ({ entries, choices }) => {
    expect(readChoices(entries)).toEqual(choices);
  });

  it('ignores values that are not text (a file field)', () => {
    expect(readChoices([['fontFamily', { name: 'font.woff2' }]]).settings).toEqual({});
  });
});
