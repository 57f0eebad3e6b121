// Only web addresses pass; script and other schemes are dropped.
import { describe, expect, it } from 'vitest';
import { safeImageUrl, safeLinkUrl } from './safe-url.js';

describe('safe urls', () => {
  it.each([
    ['https://cdn.example.com/a.svg', 'https://cdn.example.com/a.svg', 'https://cdn.example.com/a.svg'],
    ['http://127.0.0.1:8787/images/1.svg', 'http://127.0.0.1:8787/images/1.svg', 'http://127.0.0.1:8787/images/1.svg'],
    ['/images/connectors/0.svg', '/images/connectors/0.svg', null],
    ['javascript:alert(1)', null, null],
    [' JavaScript:alert(1)', null, null],
    ['data:text/html,<script>alert(1)</script>', null, null],
    ['', null, null],
    [null, null, null],
  ])('%s', (value, image, link) => {
    expect(safeImageUrl(value)).toBe(image);
    expect(safeLinkUrl(value)).toBe(link);
  });
});
