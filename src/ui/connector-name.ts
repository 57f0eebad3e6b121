// The name a view calls an institution by (the interface allows a connector without one).
import type { Connector } from '../api/schemas/index.js';

export const connectorName = (connector: Connector | undefined): string => connector?.name?.trim() || (connector ? `#${connector.id}` : '');
