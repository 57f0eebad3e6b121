// The demo's settings: the widget host's extra frame ancestors read as the program reads them, refused the same way.
import { describe, expect, it } from 'vitest';
import { SettingRefused } from '../../src/widget-host/setting-refused.js';
import { demoConfigFromEnvironment } from './demo-config.js';

const read = (env: NodeJS.ProcessEnv) => demoConfigFromEnvironment(env, [], '/dist');

describe('WIDGET_FRAME_ANCESTORS in the demo', () => {
  it.each([
    { value: undefined, extra: [] },
    { value: '', extra: [] },
    { value: 'http://localhost:3000', extra: ['http://localhost:3000'] },
    { value: 'http://localhost:3000, http://127.0.0.1:5173/', extra: ['http://localhost:3000', 'http://127.0.0.1:5173'] },
    // The demo is development: any site may embed it when asked for.
    { value: '*', extra: ['*'] },
  ])('"$value" adds $extra', ({ value, extra }) => {
    expect(read(value === undefined ? {} : { WIDGET_FRAME_ANCESTORS: value }).extraFrameAncestors).toEqual(extra);
  });

  it.each(['http://localhost:3000/app', 'localhost:3000', 'file://page'])('refuses "%s", naming the variable', (value) => {
    expect(() => read({ WIDGET_FRAME_ANCESTORS: value })).toThrow(SettingRefused);
    expect(() => read({ WIDGET_FRAME_ANCESTORS: value })).toThrow(/^WIDGET_FRAME_ANCESTORS: /);
  });
});
