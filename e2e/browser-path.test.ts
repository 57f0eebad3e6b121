// The Chromium the journeys launch: the one named, else Debian's, else Playwright's own.
import { describe, expect, it } from 'vitest';
import { chromiumPath, SYSTEM_CHROMIUM } from './browser-path.js';

describe('chromiumPath', () => {
  it.each([
    { case: 'CHROMIUM_PATH wins', env: { CHROMIUM_PATH: '/opt/chrome/chrome' }, system: true, expected: '/opt/chrome/chrome' },
    { case: 'Debian’s without CHROMIUM_PATH', env: {}, system: true, expected: SYSTEM_CHROMIUM },
    { case: 'an empty CHROMIUM_PATH counts as unset', env: { CHROMIUM_PATH: '' }, system: true, expected: SYSTEM_CHROMIUM },
    { case: 'Playwright’s own when there is neither', env: {}, system: false, expected: undefined },
  ])('$case', ({ env, system, expected }) => {
    expect(chromiumPath(env, (path) => system && path === SYSTEM_CHROMIUM)).toBe(expected);
  });
});
