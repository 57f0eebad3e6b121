// The connector a payer pays through, checked for the payment capability the flow needs.
import type { Connector } from '../../../../src/api/schemas/index.js';
import type { SandboxDeps } from '../../core/context.js';
import { publicConnector } from '../connectors/public-connector.js';
import { invalid } from './checks.js';

export type PaymentCapability = 'supportsPaymentInitiation' | 'supportsAutomaticPix' | 'supportsSmartTransfers' | 'supportsBoletoManagement';

const NAMES: Record<PaymentCapability, string> = {
  supportsPaymentInitiation: 'payment initiation',
  supportsAutomaticPix: 'automatic PIX',
  supportsSmartTransfers: 'smart transfers',
  supportsBoletoManagement: 'boleto management',
};

export function paymentConnector(deps: SandboxDeps, id: number, capability: PaymentCapability): Connector {
  const entry = deps.catalogue.find((e) => e.connector.id === id);
  if (!entry) throw invalid(`connectorId: no connector ${id}`);
  if (entry.connector[capability] !== true) {
    const able = deps.catalogue.filter((e) => e.connector[capability] === true).map((e) => e.connector.id);
    throw invalid(
      `connectorId: connector ${id} does not support ${NAMES[capability]}; connectors that do: ${able.slice(0, 10).join(', ') || 'none'}`,
    );
  }
  return publicConnector(entry, deps.config.publicUrl);
}
