// @vitest-environment node
// The npm entry under server rendering: it loads without a DOM and its handle does nothing there.
import { describe, expect, it } from 'vitest';

describe('ponte (npm entry) without a DOM', () => {
  it('imports without window or document', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const entry = await import('./index.js');
    expect(Object.keys(entry).sort()).toEqual(['DOM_EVENTS', 'PAYMENT_EVENTS', 'WIDGET_ERROR_CODES', 'WIDGET_EVENTS', 'createConnect']);
    expect(entry.DOM_EVENTS.success).toBe('ponte:success');
    expect(entry.WIDGET_ERROR_CODES.FRAME_UNAVAILABLE).toBe('FRAME_UNAVAILABLE');
  });

  it('gives a handle whose methods are harmless no-ops', async () => {
    const { createConnect } = await import('./index.js');
    const calls: string[] = [];
    const handle = createConnect({
      connectToken: 'eyJ.token.sig',
      apiUrl: 'https://api.example',
      widgetUrl: 'https://widget.example/',
      onClose: () => calls.push('close'),
      onError: () => calls.push('error'),
    });
    expect(() => {
      handle.open();
      handle.close();
      handle.destroy();
      handle.open();
    }).not.toThrow();
    await Promise.resolve();
    expect(handle.ready).toBe(false);
    expect(handle.error).toBeNull();
    expect(calls).toEqual([]);
  });
});
