// Boleto records as the sandbox keeps them: the public resource plus the owning client.
import type { Boleto, BoletoConnection } from '../../../../src/api/schemas/index.js';
import type { Store } from '../../core/store.js';

export type StoredBoletoConnection = {
  id: string;
  clientId: string;
  itemId: string;
  /** COMPE code of the issuing bank, used in every boleto's barcode. */
  bankCode: string;
  /** The item owner, who issues the boletos and receives their PIX payments. */
  beneficiary: { name: string; city: string };
  connection: BoletoConnection;
};

export type StoredBoleto = { id: string; clientId: string; boleto: Boleto & { id: string } };

export const boletoConnectionsOf = (store: Store) => store.collection('boletoConnections');
export const boletosOf = (store: Store) => store.collection('boletos');
