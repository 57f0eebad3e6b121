// Hosts read the README for the event names and error codes: it must name every one the widget can send.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WIDGET_ERROR_CODES } from '../contract/error-codes.js';
import { PAYMENT_EVENTS, WIDGET_EVENTS } from '../contract/events.js';

const readme = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../README.md'), 'utf8');

describe('the README documents', () => {
  it.each([...WIDGET_EVENTS, ...PAYMENT_EVENTS])('the event %s', (name) => {
    expect(readme).toContain(`\`${name}\``);
  });
  it.each(Object.values(WIDGET_ERROR_CODES))('the error code %s', (code) => {
    expect(readme).toContain(`\`${code}\``);
  });
});
