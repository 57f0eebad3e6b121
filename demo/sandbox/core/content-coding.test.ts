// Reading Accept-Encoding: which of br and gzip a client takes, in which order, and which answers are worth compressing.
import { describe, expect, it } from 'vitest';
import { acceptedCodings, CODINGS, isCompressibleType } from './content-coding.js';

describe('acceptedCodings', () => {
  it.each([
    { header: undefined, accepted: [] },
    { header: '', accepted: [] },
    { header: 'identity', accepted: [] },
    { header: 'br', accepted: ['br'] },
    { header: 'gzip', accepted: ['gzip'] },
    { header: 'x-gzip', accepted: ['gzip'] },
    { header: 'gzip, deflate, br, zstd', accepted: ['br', 'gzip'] },
    { header: 'GZIP, BR', accepted: ['br', 'gzip'] },
    { header: 'br;q=0, gzip', accepted: ['gzip'] },
    { header: 'br; q=0.000, gzip;q=0.5', accepted: ['gzip'] },
    { header: 'gzip;q=1.0, br;q=0.5', accepted: ['gzip', 'br'] },
    { header: 'br;q=0.2, gzip;q=0.8', accepted: ['gzip', 'br'] },
    { header: '*', accepted: ['br', 'gzip'] },
    { header: 'gzip;q=0.5, *;q=0.1', accepted: ['gzip', 'br'] },
    { header: '*;q=0', accepted: [] },
    { header: 'br;q=0, *', accepted: ['gzip'] },
    { header: 'deflate, identity', accepted: [] },
    // A weight that cannot be read is not taken as a yes.
    { header: 'br;q=yes, gzip;q=2', accepted: [] },
  ])('"$header" allows $accepted', ({ header, accepted }) => {
    expect(acceptedCodings(header, CODINGS)).toEqual(accepted);
  });
});

describe('isCompressibleType', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['application/problem+json', true],
    ['text/html; charset=UTF-8', true],
    ['text/css', true],
    ['text/javascript; charset=utf-8', true],
    ['image/svg+xml', true],
    ['text/event-stream', false],
    ['image/png', false],
    ['font/woff2', false],
    ['application/octet-stream', false],
    ['application/jsonx', false],
    [null, false],
  ])('%s: %s', (type, compressible) => {
    expect(isCompressibleType(type)).toBe(compressible);
  });
});
