#!/usr/bin/env node
// `npx ponte-widget-host`: the program's entry, run from the package's dist/widget-host/main.js.
import { fileURLToPath } from 'node:url';
import { runCommand } from './run-command.js';

// Built, this file is dist/widget-host/main.js and the build it serves is its parent folder; run
// from source (src/widget-host/main.ts), the repository's dist/.
const distRoot = fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? '../../dist/' : '../', import.meta.url));

const outcome = await runCommand(
  process.argv.slice(2),
  process.env,
  { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) },
  { distRoot },
);

if ('exitCode' in outcome) process.exitCode = outcome.exitCode;
else {
  const stop = () => void outcome.server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
