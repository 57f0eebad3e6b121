// The payer's bank account as the payer's institution reports it after a payment: drawn from the payer and the connector, the same every time.
import type { Connector } from '../../../../src/api/schemas/index.js';
import { seeded } from '../../core/random.js';
import { institutionOfConnector, PAYMENT_INSTITUTIONS } from './institutions.js';

/** Field names are the sandbox's: the interface does not name them. */
export type PayerAccount = { taxNumber: string; ispb: string; branch: string; number: string; type: 'CHECKING_ACCOUNT' };

type Payer = { cpf?: string; cnpj?: string };

/**
 * Only the sandbox's own institutions report the payer's account: the real institutions' connectors
 * answer null, as institutions that do not expose it do, so a merchant meets both cases.
 */
export const exposesPayerAccount = (connector: Connector | null | undefined): boolean => connector?.isSandbox === true;

/** The payer's institution: the one the connector names, else one drawn for this payer. */
export function payerIspb(payer: Payer, connector: Connector | null | undefined, fallbackSeed: string): string {
  const named = connector?.name ? institutionOfConnector(connector.name) : undefined;
  return (named ?? seeded(`payer-bank|${payer.cnpj ?? payer.cpf ?? fallbackSeed}`).pick(PAYMENT_INSTITUTIONS)).ispb;
}

export function payerAccountOf(payer: Payer, connector: Connector): PayerAccount {
  const taxNumber = (payer.cnpj ?? payer.cpf ?? '').replace(/\D/g, '');
  const random = seeded(`payer-account|${connector.id}|${taxNumber}`);
  return {
    taxNumber,
    ispb: payerIspb(payer, connector, taxNumber),
    branch: random.digits(4),
    number: `${random.digits(7)}-${random.digits(1)}`,
    type: 'CHECKING_ACCOUNT',
  };
}
