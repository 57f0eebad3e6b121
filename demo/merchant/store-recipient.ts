// The demo store's own bank account as a payment recipient at the API: found by name, else created once.
import type { SandboxApi } from './sandbox-api.js';

export const STORE_NAME = 'Example Store Ltda';
/** A CNPJ with valid check digits: the API checks them. */
const STORE_CNPJ = '11222333000181';

async function findOrCreate(api: SandboxApi): Promise<string> {
  const existing = (await api.paymentRecipients()).find((recipient) => recipient.name === STORE_NAME && recipient.id);
  if (existing?.id) return existing.id;
  const [institution] = await api.paymentInstitutions('Nubank');
  if (!institution?.id) throw new Error('The API lists no payment institution named Nubank');
  const created = await api.createPaymentRecipient({
    name: STORE_NAME,
    taxNumber: STORE_CNPJ,
    paymentInstitutionId: institution.id,
    account: { branch: '0001', number: '1234567-8', type: 'CHECKING_ACCOUNT' },
  });
  if (!created.id) throw new Error('The API answered a payment recipient without its id');
  return created.id;
}

/** The recipient's id, looked up once per site; a failed look-up is tried again on the next checkout. */
export function storeRecipient(api: SandboxApi): () => Promise<string> {
  let known: Promise<string> | undefined;
  return () => {
    known ??= findOrCreate(api).catch((error: unknown) => {
      known = undefined;
      throw error;
    });
    return known;
  };
}
