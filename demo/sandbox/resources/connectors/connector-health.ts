// A connector's health as it changes while the sandbox runs: the catalogue entry is replaced, and the change is announced.
import type { Connector } from '../../../../src/api/schemas/index.js';
import type { SandboxDeps } from '../../core/context.js';
import { publicConnector } from './public-connector.js';

/** The statuses the interface gives a connector's health. */
export const HEALTH_STATUSES = ['ONLINE', 'OFFLINE', 'UNSTABLE'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

/**
 * Sets the connector's health and answers it as GET /connectors/{id} shows it; undefined when no
 * connector has the id. A change raises connector/status_updated for `clientId`; setting the
 * status it already has changes nothing. Later logins follow it (an OFFLINE connector's end
 * OUTDATED / SITE_NOT_AVAILABLE), and so does the connector of each item that syncs afterwards.
 */
export function setConnectorHealth(deps: SandboxDeps, id: number, status: HealthStatus, clientId: string): Connector | undefined {
  const index = deps.catalogue.findIndex((e) => e.connector.id === id);
  const entry = deps.catalogue[index];
  if (!entry) return undefined;
  if ((entry.connector.health?.status ?? 'ONLINE') !== status) {
    const at = new Date(deps.clock.now()).toISOString();
    // A new entry rather than a change in place: what holds the old connector keeps what it saw.
    deps.catalogue[index] = { ...entry, connector: { ...entry.connector, health: { ...entry.connector.health, status }, updatedAt: at } };
    deps.events.emit({ event: 'connector/status_updated', clientId, payload: { connectorId: id, data: { status } } });
  }
  return publicConnector(deps.catalogue[index] ?? entry, deps.config.publicUrl);
}
