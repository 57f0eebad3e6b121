// The name a view shows for an institution: trimmed, an id when there is none, cut short when absurdly long.
import { describe, expect, it } from 'vitest';
import type { Connector } from '../api/schemas/index.js';
import { connectorName, MAX_NAME_LENGTH } from './connector-name.js';

const named = (name: string | undefined): Connector => ({ id: 7, ...(name === undefined ? {} : { name }) });

describe('connectorName', () => {
  it.each([
    { case: 'a plain name', name: 'Itaú Unibanco', shown: 'Itaú Unibanco' },
    { case: 'spaces around', name: '  Nubank ', shown: 'Nubank' },
    { case: 'no name', name: undefined, shown: '#7' },
    { case: 'a blank name', name: '   ', shown: '#7' },
    { case: 'a name just at the limit', name: 'x'.repeat(MAX_NAME_LENGTH), shown: 'x'.repeat(MAX_NAME_LENGTH) },
    { case: 'a 100 KB name', name: 'y'.repeat(100_000), shown: `${'y'.repeat(MAX_NAME_LENGTH - 1)}…` },
  ])('$case', ({ name, shown }) => {
    expect(connectorName(named(name))).toBe(shown);
  });

  it('is empty without a connector', () => {
    expect(connectorName(undefined)).toBe('');
  });
});
