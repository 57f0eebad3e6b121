// The `ponte-widget-host` command: help, a printed recipe, or the server started; a setting it cannot use is one line on stderr and exit code 1.
import { parseCommandLine } from './command-line.js';
import { HELP } from './help.js';
import { ListenFailed, type Listening } from './node-server.js';
import { printHeaders } from './recipes/print-headers.js';
import { readCommand } from './settings.js';
import { SettingRefused } from './setting-refused.js';
import { startWidgetHost } from './start-widget-host.js';

export type Output = { out: (text: string) => void; err: (text: string) => void };

/** Done with an exit code, or serving until `server` is closed. */
export type Outcome = { exitCode: number } | { server: Listening };

export async function runCommand(argv: readonly string[], env: NodeJS.ProcessEnv, output: Output, defaults: { distRoot: string }): Promise<Outcome> {
  try {
    const command = readCommand(parseCommandLine(argv), env, defaults);
    if (command.action === 'help') {
      output.out(HELP);
      return { exitCode: 0 };
    }
    if (command.action === 'print-headers') {
      output.out(printHeaders(command.target, command.settings));
      return { exitCode: 0 };
    }
    const { settings } = command;
    const server = await startWidgetHost({ ...settings, log: (line) => output.err(`${line}\n`) });
    const ancestors = settings.frameAncestors.join(' ');
    const mode = settings.production ? 'production' : 'development';
    const payerPage =
      settings.payments === null
        ? 'payer page off (set WIDGET_CLIENT_ID and WIDGET_CLIENT_SECRET to serve it)'
        : `payer page on at ${server.url}/pay/ as client ${settings.payments.clientId}${settings.offerSecret === null ? '' : ', with preauthorization offers'}`;
    output.out(`ponte widget host (${mode}) on ${server.url}/ for pages on ${ancestors}, calling ${settings.apiOrigin}; ${payerPage}\n`);
    return { server };
  } catch (error) {
    // The user's to fix, said in one line: no stack, which would bury it.
    if (error instanceof SettingRefused) output.err(`ponte-widget-host: ${error.message}\n`);
    else if (error instanceof ListenFailed) output.err(`ponte-widget-host: ${error.message} (set --port or --host; --help lists them)\n`);
    else throw error;
    return { exitCode: 1 };
  }
}
