// The development allowlist of webhook hosts (SANDBOX_WEBHOOK_ALLOW_HOSTS): names and addresses a local receiver listens on.

/**
 * Reads a comma-separated list of host names or IP addresses (`localhost,127.0.0.1,::1`), spelled
 * as a URL's hostname spells them (lowercase, IPv6 in brackets) so a URL's host is found as is.
 * A port, a path or a wildcard is refused: the allowlist names hosts, nothing wider.
 */
export function parseAllowHosts(raw: string | undefined, name: string): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  return raw.split(',').map((entry) => {
    const host = entry.trim();
    const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
    let hostname: string | undefined;
    try {
      const url = new URL(`http://${bracketed}/`);
      hostname = url.port === '' && url.username === '' ? url.hostname : undefined;
    } catch {
      hostname = undefined;
    }
    if (hostname === undefined || host === '' || hostname !== bracketed.toLowerCase() || host.includes('*')) {
      throw new Error(`${name} must list host names or IP addresses separated by commas (no port, path or wildcard), got "${host}"`);
    }
    return hostname;
  });
}
