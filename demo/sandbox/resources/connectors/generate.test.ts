// Synthetic connectors for load tests: deterministic, valid, unique and clear of the built-in ids.
import { describe, expect, it } from 'vitest';
import { CONNECTOR_TYPES } from '../../../../src/api/schemas/index.js';
import { loadCatalogue, parseCatalogue } from './catalogue.js';
import { generateConnectors } from './generate.js';

describe('generateConnectors', () => {
  it('gives the same list for the same count', () => {
    expect(generateConnectors(200)).toEqual(generateConnectors(200));
  });

  it('extends a shorter list rather than reshuffling it', () => {
    expect(generateConnectors(300).slice(0, 120)).toEqual(generateConnectors(120));
  });

  it.each([0, 1, 37, 2000])('makes %i connectors with unique ids and names', (n) => {
    const entries = generateConnectors(n);
    expect(entries).toHaveLength(n);
    expect(new Set(entries.map((e) => e.connector.id)).size).toBe(n);
    expect(new Set(entries.map((e) => e.connector.name)).size).toBe(n);
  });

  it('starts at 10000 by default, clear of the built-in catalogue', () => {
    const builtIn = new Set(loadCatalogue().map((e) => e.connector.id));
    const generated = generateConnectors(500);
    expect(generated[0]?.connector.id).toBe(10_000);
    expect(generated.filter((e) => builtIn.has(e.connector.id))).toEqual([]);
  });

  it('honours a start id', () => {
    expect(generateConnectors(3, 50_000).map((e) => e.connector.id)).toEqual([50_000, 50_001, 50_002]);
  });

  it('passes the catalogue checks, so it can be mixed with any catalogue file', () => {
    const entries = generateConnectors(1000);
    expect(() => parseCatalogue(entries, 'generated')).not.toThrow();
  });

  it('varies types, health, open finance and accents', () => {
    const connectors = generateConnectors(1000).map((e) => e.connector);
    expect(new Set(connectors.map((c) => c.type))).toEqual(new Set(CONNECTOR_TYPES));
    expect(new Set(connectors.map((c) => c.health?.status))).toEqual(new Set(['ONLINE', 'UNSTABLE', 'OFFLINE']));
    expect(connectors.some((c) => c.isOpenFinance === true && c.oauth === true)).toBe(true);
    expect(connectors.some((c) => /[áâãéêíóôõúç]/i.test(c.name ?? ''))).toBe(true);
    expect(new Set(connectors.map((c) => c.primaryColor)).size).toBeGreaterThan(900);
  });

  it('gives each connector the flow its credentials imply', () => {
    for (const { flow, connector } of generateConnectors(300)) {
      const expected = connector.oauth ? 'oauth' : connector.credentials?.some((c) => c.mfa) ? 'mfa-one-step' : 'basic';
      expect(flow).toBe(expected);
    }
  });
});
