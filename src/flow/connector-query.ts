// The query of the flow's GET /connectors for the host's filters; the hosted page's prefetch builds the same one.
import type { ConnectorQuery } from '../api/client.js';

/** The options the list's request depends on (loosely typed: the prefetch reads unchecked ones). */
export type ConnectorFilters = {
  countries?: readonly string[];
  connectorTypes?: readonly string[];
  connectorIds?: readonly number[];
  products?: readonly string[];
  includeSandbox?: boolean;
};

/** The largest page the interface serves: fewest round trips. */
export const CONNECTOR_PAGE_SIZE = 500;

export function connectorQueryOf(options: ConnectorFilters): ConnectorQuery {
  return {
    countries: options.countries,
    types: options.connectorTypes,
    ids: options.connectorIds,
    products: options.products,
    sandbox: options.includeSandbox,
    pageSize: CONNECTOR_PAGE_SIZE,
  };
}
