// The wait a 429 asks for, from its Retry-After and RateLimit-Reset headers.
import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './retry-after.js';

const NOW = Date.parse('2025-03-01T12:00:00Z');

describe('retryAfterMs', () => {
  it.each<{ headers: Record<string, string>; expected: number | undefined }>([
    { headers: { 'Retry-After': '60' }, expected: 60_000 },
    { headers: { 'Retry-After': '1.5' }, expected: 1_500 },
    { headers: { 'RateLimit-Reset': '12' }, expected: 12_000 },
    { headers: { 'Retry-After': '60', 'RateLimit-Reset': '12' }, expected: 12_000 },
    { headers: { 'Retry-After': '5', 'RateLimit-Reset': '12' }, expected: 5_000 },
    { headers: { 'Retry-After': '60', 'RateLimit-Reset': '0' }, expected: 60_000 },
    { headers: { 'Retry-After': '0' }, expected: 0 },
    { headers: { 'Retry-After': 'Sat, 01 Mar 2025 12:00:30 GMT' }, expected: 30_000 },
    { headers: { 'Retry-After': 'Sat, 01 Mar 2025 11:59:00 GMT' }, expected: 0 },
    { headers: { 'Retry-After': 'Sat, 01 Mar 2025 12:00:30 GMT', 'RateLimit-Reset': '10' }, expected: 10_000 },
    // RateLimit-Reset is seconds only; a date there is not read.
    { headers: { 'RateLimit-Reset': 'Sat, 01 Mar 2025 12:00:30 GMT' }, expected: undefined },
    { headers: { 'Retry-After': '-5' }, expected: undefined },
    { headers: { 'Retry-After': 'later' }, expected: undefined },
    { headers: {}, expected: undefined },
  ])('$headers → $expected ms', ({ headers, expected }) => {
    expect(retryAfterMs(new Headers(headers), NOW)).toBe(expected);
  });
});
