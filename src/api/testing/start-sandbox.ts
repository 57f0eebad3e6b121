// Starts a sandbox of its own for a test file, through the launcher the test run provides, and
// hands back a client of it. The widget's tests reach the sandbox only this way: over HTTP.
import { inject } from 'vitest';
import { type SandboxClient, sandboxClientAt } from './sandbox-client.js';
import { LaunchedSandbox, type SandboxSettings } from './sandbox-settings.js';

export type StartedSandbox = SandboxClient & { close(): Promise<void> };

export async function startSandbox(settings: SandboxSettings = {}): Promise<StartedSandbox> {
  const launcher = inject('sandboxLauncher');
  const response = await fetch(`${launcher}/sandboxes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ stepMs: 5, ...settings }),
  });
  if (!response.ok) throw new Error(`the sandbox launcher answered ${response.status}: ${await response.text()}`);
  const launched = LaunchedSandbox.parse(await response.json());
  return {
    ...sandboxClientAt(launched),
    async close() {
      await fetch(`${launcher}/sandboxes/${launched.id}`, { method: 'DELETE' });
    },
  };
}
