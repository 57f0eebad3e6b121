// `npm test`'s first step (pretest): makes sure a Chromium is there for the e2e journeys. A browser
// named by CHROMIUM_PATH or Debian's is used as it is; without either, Playwright's own is
// installed once (a download of about 150 MB), saying so first.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath } from './browser-path.js';

const named = chromiumPath();
if (named !== undefined) {
  if (!existsSync(named)) {
    console.error(`CHROMIUM_PATH names ${named}, which does not exist: point it at a Chromium or unset it.`);
    process.exit(1);
  }
} else if (!existsSync(chromium.executablePath())) {
  console.log('No Chromium found (CHROMIUM_PATH unset, none at /usr/bin/chromium): installing Playwright’s own for the e2e journeys, once.');
  const install = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (install.status !== 0) {
    console.error('Installing Chromium failed. Install one (e.g. `apt-get install chromium`) or set CHROMIUM_PATH, then run npm test again.');
    process.exit(install.status ?? 1);
  }
}
