// Settings of `npm run demo`: the sandbox's own settings, the widget host's port and extra frame ancestors, the merchant's port.
import { parseFrameAncestors } from '../../src/widget-host/origins.js';
import { configFromEnvironment, type SandboxConfig } from '../sandbox/config.js';

export const DEFAULT_WIDGET_PORT = 8788;
export const DEFAULT_DEMO_PORT = 8789;

export type DemoConfig = {
  /** Interface every server binds to. */
  host: string;
  /** The sandbox's settings; `port` 0 picks a free port. */
  sandbox: Partial<SandboxConfig>;
  widgetPort: number;
  /** Origins besides the merchant site's that may embed the widget: a developer's own pages. */
  extraFrameAncestors?: readonly string[];
  merchantPort: number;
  /** The build output: dist/app, dist/ponte.js and dist/demo/spa inside it. */
  distRoot: string;
};

function port(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number, got "${value}"`);
  return n;
}

/**
 * SANDBOX_* variables (and the sandbox's command-line options), WIDGET_PORT, WIDGET_FRAME_ANCESTORS
 * (read as the widget host program reads it, outside production) and DEMO_PORT.
 */
export function demoConfigFromEnvironment(env: NodeJS.ProcessEnv, argv: readonly string[], distRoot: string): DemoConfig {
  const { publicUrl, ...sandbox } = configFromEnvironment(env, argv);
  return {
    host: '127.0.0.1',
    // The derived public URL is left to the running sandbox, which knows the port it really got.
    sandbox: { ...sandbox, host: '127.0.0.1', ...(env.SANDBOX_PUBLIC_URL ? { publicUrl } : {}) },
    widgetPort: port(env.WIDGET_PORT, 'WIDGET_PORT', DEFAULT_WIDGET_PORT),
    extraFrameAncestors: parseFrameAncestors(env.WIDGET_FRAME_ANCESTORS ?? '', 'WIDGET_FRAME_ANCESTORS', false),
    merchantPort: port(env.DEMO_PORT, 'DEMO_PORT', DEFAULT_DEMO_PORT),
    distRoot,
  };
}
