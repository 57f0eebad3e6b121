// The warning a sandbox prints at start when its webhook allowlist is set, so nobody runs a shared one with it by mistake.
import type { SandboxConfig } from '../../config.js';

export function allowlistWarning({ webhookAllowHosts }: Pick<SandboxConfig, 'webhookAllowHosts'>): string | undefined {
  if (webhookAllowHosts.length === 0) return undefined;
  const line = '!'.repeat(78);
  return [
    line,
    `!! SANDBOX_WEBHOOK_ALLOW_HOSTS is set: ${webhookAllowHosts.join(', ')}`,
    '!! Webhooks to these hosts skip the public-address rules: http, loopback and private',
    '!! addresses are notified. For a receiver on your own machine only: never set it on a',
    '!! sandbox others can reach.',
    line,
  ].join('\n');
}
