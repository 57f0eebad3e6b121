// Reads the program's flags: `--name value` or `--name=value` for a setting, bare switches, nothing else.
import { SettingRefused } from './setting-refused.js';

/** Flags that take a value, by the name the settings read them under. */
export const VALUE_FLAGS = [
  '--api-origin',
  '--frame-ancestors',
  '--port',
  '--host',
  '--dist',
  '--client-id',
  '--trusted-proxies',
  '--print-headers',
] as const;
export type ValueFlag = (typeof VALUE_FLAGS)[number];

export type CommandLine = {
  help: boolean;
  production: boolean;
  /** The values given, the last one where a flag is repeated. */
  values: Partial<Record<ValueFlag, string>>;
};

const SWITCHES: readonly string[] = ['--help', '-h', '--production'];

const isValueFlag = (name: string): name is ValueFlag => (VALUE_FLAGS as readonly string[]).includes(name);

export function parseCommandLine(argv: readonly string[]): CommandLine {
  const line: CommandLine = { help: false, production: false, values: {} };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const equals = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = equals === -1 ? arg : arg.slice(0, equals);
    if (SWITCHES.includes(name)) {
      if (equals !== -1) throw new SettingRefused(name, `${name} takes no value`);
      if (name === '--production') line.production = true;
      else line.help = true;
    } else if (isValueFlag(name)) {
      if (equals === -1) i += 1;
      const value = equals === -1 ? argv[i] : arg.slice(equals + 1);
      // `--port --host x` forgot the port's value: the next flag is not it.
      if (value === undefined || (equals === -1 && value.startsWith('--')))
        throw new SettingRefused(name, `${name} needs a value (--help lists the settings)`);
      line.values[name] = value;
    } else if (name === '--client-secret') {
      // On the command line a secret shows in the process list and the shell's history.
      throw new SettingRefused(name, `${name} is not a flag, so the secret stays out of the process list: set WIDGET_CLIENT_SECRET`);
    } else if (arg.startsWith('-')) {
      throw new SettingRefused(arg, `${name} is not an option of ponte-widget-host (--help lists them)`);
    } else {
      throw new SettingRefused(arg, `unexpected argument "${arg}": every setting is a flag, like --port 8788 (--help lists them)`);
    }
  }
  return line;
}
